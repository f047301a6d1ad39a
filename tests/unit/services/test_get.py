"""core.services.directory.get: any signed-in user may read a service, by id or slug; its owner
and super admins also see the domain-proof tokens."""

from __future__ import annotations

import pytest

from bootstrap.core import Core
from domain.services.errors import ServiceNotFound
from tests.conftest import SUPER_ADMIN
from tests.support.services import read, registered
from tests.support.signin import principal


class TestRead:
    async def test_by_id(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        assert (await read(core, service.id)).slug == "companion"

    async def test_by_slug(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        assert (await read(core, "companion")).id == service.id

    async def test_a_slug_that_looks_like_an_id_is_found_too(self, core: Core) -> None:
        slug = "0123456789abcdef01234567"  # 24 hex characters, as ids are
        service = await registered(core, await principal(core), slug=slug)
        assert (await read(core, slug)).id == service.id


class TestProofs:
    async def test_the_owner_sees_them(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        assert (await core.services.directory.get(owner, service.id)).shows_proofs

    async def test_a_super_admin_sees_them(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        admin = await principal(core, SUPER_ADMIN, "Root")
        assert (await core.services.directory.get(admin, service.id)).shows_proofs

    async def test_anyone_else_does_not(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        stranger = await principal(core)
        assert not (await core.services.directory.get(stranger, service.id)).shows_proofs


class TestUnknown:
    @pytest.mark.parametrize("key", ["nope", "0" * 24, ""])
    async def test_an_unknown_service_is_not_found(self, core: Core, key: str) -> None:
        await registered(core, await principal(core))
        with pytest.raises(ServiceNotFound):
            await read(core, key)
