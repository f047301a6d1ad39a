"""core.services.directory.list: the caller's own services in pages; a super admin sees them all."""

from __future__ import annotations

import pytest

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.shared.errors import InvalidInput
from tests.conftest import SUPER_ADMIN
from tests.support.services import registered
from tests.support.signin import principal


async def owning(core: Core, count: int, prefix: str = "svc") -> tuple[Principal, list[str]]:
    owner = await principal(core)
    ids = [(await registered(core, owner, slug=f"{prefix}-{i}")).id for i in range(count)]
    return owner, ids


class TestOwnServices:
    async def test_a_user_sees_only_their_own_services(self, core: Core) -> None:
        owner, ids = await owning(core, 2)
        await owning(core, 1, prefix="other")
        page = await core.services.directory.list(owner, None, None)
        assert [s.id for s in page.items] == ids and page.next_cursor is None

    async def test_a_user_without_services_sees_none(self, core: Core) -> None:
        await owning(core, 1)
        page = await core.services.directory.list(await principal(core), None, None)
        assert page.items == [] and page.next_cursor is None


class TestSuperAdmin:
    async def test_a_super_admin_sees_every_service(self, core: Core) -> None:
        _, mine = await owning(core, 1, prefix="a")
        _, theirs = await owning(core, 1, prefix="b")
        admin = await principal(core, SUPER_ADMIN, "Root")
        page = await core.services.directory.list(admin, None, None)
        assert [s.id for s in page.items] == mine + theirs

    async def test_a_scoped_super_admin_token_sees_only_its_own(self, core: Core) -> None:
        await owning(core, 1)
        admin = await principal(core, SUPER_ADMIN, "Root", scopes=("profile:read",))
        assert (await core.services.directory.list(admin, None, None)).items == []


class TestPages:
    async def test_the_cursor_walks_every_service_once(self, core: Core) -> None:
        owner, ids = await owning(core, 5)
        first = await core.services.directory.list(owner, 2, None)
        second = await core.services.directory.list(owner, 2, first.next_cursor)
        third = await core.services.directory.list(owner, 2, second.next_cursor)
        assert [s.id for p in (first, second, third) for s in p.items] == ids
        assert third.next_cursor is None

    async def test_a_limit_below_one_is_refused(self, core: Core) -> None:
        owner, _ = await owning(core, 1)
        with pytest.raises(InvalidInput):
            await core.services.directory.list(owner, 0, None)

    @pytest.mark.parametrize("cursor", ["zzz", "0" * 23, "G" * 24, "0123456789ABCDEF01234567"])
    async def test_a_cursor_we_did_not_give_out_is_refused(self, core: Core, cursor: str) -> None:
        owner, _ = await owning(core, 1)
        with pytest.raises(InvalidInput) as refused:
            await core.services.directory.list(owner, None, cursor)
        assert refused.value.field == "cursor"
