"""core.services.directory.delete: the owner (or a super admin) deletes a service; its tokens are
revoked with it."""

from __future__ import annotations

import pytest

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.errors import InvalidToken, ScopedTokenRefused
from domain.services.errors import NotServiceOwner, ServiceNotFound
from tests.conftest import SUPER_ADMIN, sign_in
from tests.support.services import granted, read, registered
from tests.support.signin import principal


class TestDelete:
    async def test_the_owner_deletes_and_the_service_is_gone(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        await core.services.directory.delete(owner, service.id)
        with pytest.raises(ServiceNotFound):
            await read(core, service.id)

    async def test_its_slug_is_free_again(self, core: Core) -> None:
        owner = await principal(core)
        await core.services.directory.delete(owner, (await registered(core, owner)).id)
        assert (await registered(core, owner)).slug == "companion"


class TestTokens:
    async def test_the_services_tokens_are_refused_at_once(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        grants = [await granted(core, await principal(core)) for _ in range(2)]
        await core.services.directory.delete(owner, service.id)
        for grant in grants:
            with pytest.raises(InvalidToken):
                core.identity.tokens.verify(grant.issued.token)

    async def test_the_users_platform_tokens_keep_working(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        user_id, token = await sign_in(core)
        await granted(core, Principal(core.identity.tokens.verify(token)))
        await core.services.directory.delete(owner, service.id)
        assert core.identity.tokens.verify(token).sub == user_id


class TestOwnership:
    async def test_a_stranger_may_not_delete(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        with pytest.raises(NotServiceOwner):
            await core.services.directory.delete(await principal(core), service.id)
        assert await read(core, service.id)

    async def test_a_super_admin_may(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        await core.services.directory.delete(await principal(core, SUPER_ADMIN, "Root"), service.id)
        with pytest.raises(ServiceNotFound):
            await read(core, service.id)

    async def test_a_scoped_token_may_not(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        scoped = await principal(core, owner.user_id, scopes=("profile:read",))
        with pytest.raises(ScopedTokenRefused):
            await core.services.directory.delete(scoped, service.id)

    async def test_an_unknown_service_is_not_found(self, core: Core) -> None:
        with pytest.raises(ServiceNotFound):
            await core.services.directory.delete(await principal(core), "nope")
