"""core.services.directory.get: any signed-in user may read a service, by id or slug."""

from __future__ import annotations

import pytest

from bootstrap.core import Core
from domain.services.errors import ServiceNotFound
from tests.support.services import registered
from tests.support.signin import principal


class TestRead:
    async def test_by_id(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        assert (await core.services.directory.get(service.id)).slug == "companion"

    async def test_by_slug(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        assert (await core.services.directory.get("companion")).id == service.id

    async def test_a_slug_that_looks_like_an_id_is_found_too(self, core: Core) -> None:
        slug = "0123456789abcdef01234567"  # 24 hex characters, as ids are
        service = await registered(core, await principal(core), slug=slug)
        assert (await core.services.directory.get(slug)).id == service.id


class TestUnknown:
    @pytest.mark.parametrize("key", ["nope", "0" * 24, ""])
    async def test_an_unknown_service_is_not_found(self, core: Core, key: str) -> None:
        await registered(core, await principal(core))
        with pytest.raises(ServiceNotFound):
            await core.services.directory.get(key)
