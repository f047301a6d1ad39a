"""core.identity.auth_sessions.list: the caller's own sessions, newest first, in cursor pages
(docs/auth.md section 5)."""

from __future__ import annotations

import uuid

import pytest

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.errors import ScopedTokenRefused
from domain.shared.errors import InvalidInput
from tests.conftest import sign_in
from tests.support.signin import principal, service_token


async def with_sessions(core: Core, count: int) -> tuple[Principal, list[str]]:
    """A user with ``count`` sessions; the caller is the newest; their ids, newest first."""
    user_id = uuid.uuid4()
    tokens = [(await sign_in(core, user_id, "Many"))[1] for _ in range(count)]
    ids = [core.identity.tokens.verify(token).sid for token in reversed(tokens)]
    return Principal(core.identity.tokens.verify(tokens[-1])), ids


class TestPages:
    async def test_one_page_holds_every_session_newest_first(self, core: Core) -> None:
        caller, ids = await with_sessions(core, 3)
        page = await core.identity.auth_sessions.list(caller, None)
        assert [s.id for s in page.items] == ids
        assert page.next_cursor is None

    async def test_the_cursor_walks_every_session_once(self, core: Core) -> None:
        caller, ids = await with_sessions(core, 5)
        first = await core.identity.auth_sessions.list(caller, 2)
        second = await core.identity.auth_sessions.list(caller, 2, first.next_cursor)
        third = await core.identity.auth_sessions.list(caller, 2, second.next_cursor)
        walked = [s.id for page in (first, second, third) for s in page.items]
        assert walked == ids
        assert third.next_cursor is None

    async def test_a_page_that_ends_exactly_has_no_cursor(self, core: Core) -> None:
        caller, _ = await with_sessions(core, 2)
        assert (await core.identity.auth_sessions.list(caller, 2)).next_cursor is None


class TestOwnOnly:
    async def test_other_users_sessions_are_not_listed(self, core: Core) -> None:
        caller, ids = await with_sessions(core, 2)
        await principal(core, name="Someone else")
        page = await core.identity.auth_sessions.list(caller, None)
        assert [s.id for s in page.items] == ids


class TestLimit:
    async def test_a_limit_above_100_is_clamped(self, core: Core) -> None:
        caller, _ = await with_sessions(core, 101)
        assert len((await core.identity.auth_sessions.list(caller, 5000)).items) == 100

    async def test_a_limit_below_one_is_refused(self, core: Core) -> None:
        caller, _ = await with_sessions(core, 1)
        with pytest.raises(InvalidInput) as refused:
            await core.identity.auth_sessions.list(caller, 0)
        assert refused.value.field == "limit"


class TestCursor:
    @pytest.mark.parametrize("cursor", ["zzz", "not base64 !", "MTIzLmFiYw"])
    async def test_a_cursor_we_did_not_give_out_is_refused(self, core: Core, cursor: str) -> None:
        caller, _ = await with_sessions(core, 1)
        with pytest.raises(InvalidInput) as refused:
            await core.identity.auth_sessions.list(caller, None, cursor)
        assert refused.value.field == "cursor"


class TestScope:
    """The history shows addresses and user agents: every API token of the user (a game
    session's too, whatever its scopes; docs/api.md), a service token only with account:sessions."""

    @pytest.mark.parametrize("scopes", [("totem:read",), ("profile:read", "social:friends.read")])
    async def test_an_api_token_limited_to_other_scopes_may_list(
        self, core: Core, scopes: tuple[str, ...]
    ) -> None:
        caller = await principal(core, scopes=scopes)
        assert len((await core.identity.auth_sessions.list(caller, None)).items) == 1

    @pytest.mark.parametrize("scopes", [(), ("profile:read", "social:friends.read")])
    async def test_a_service_token_without_account_sessions_may_not_list(
        self, core: Core, scopes: tuple[str, ...]
    ) -> None:
        caller = Principal(core.identity.tokens.verify(await service_token(core, scopes=scopes)))
        with pytest.raises(ScopedTokenRefused):
            await core.identity.auth_sessions.list(caller, None)

    async def test_a_service_token_holding_account_sessions_may_list(self, core: Core) -> None:
        token = await service_token(core, scopes=("account:sessions",))
        caller = Principal(core.identity.tokens.verify(token))
        assert len((await core.identity.auth_sessions.list(caller, None)).items) == 1
