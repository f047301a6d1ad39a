"""core.identity.idp.exchange: a fresh API token for the session cookie, without the provider
(docs/auth.md section 3)."""

from __future__ import annotations

import uuid

import pytest

from adapters.memory.session_service import MemorySessionService
from application.identity.principal import Principal
from application.identity.tokens import SessionContext
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.identity.claims import TokenType
from domain.identity.errors import InvalidToken
from tests.conftest import sign_in
from tests.support.signin import game_sign_in

CONTEXT = SessionContext(ip="198.51.100.9", user_agent="Browser/1.0")


class TestFreshToken:
    async def test_a_valid_cookie_token_gets_a_new_session_of_the_same_user(
        self, core: Core
    ) -> None:
        user_id, cookie = await sign_in(core)
        issued = await core.identity.idp.exchange(cookie, CONTEXT)
        assert issued.token != cookie and issued.claims.sub == user_id
        assert issued.session.kind is SessionKind.EXCHANGE
        assert issued.session.id != core.identity.tokens.verify(cookie).sid
        assert (issued.session.ip, issued.session.user_agent) == ("198.51.100.9", "Browser/1.0")
        assert core.identity.tokens.verify(issued.token).sub == user_id

    async def test_a_full_token_stays_full(self, core: Core) -> None:
        _, cookie = await sign_in(core)
        assert (await core.identity.idp.exchange(cookie, CONTEXT)).claims.scopes is None

    async def test_a_scoped_token_is_never_widened(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        game = await game_sign_in(core, session_service, scopes=["totem:read"])
        issued = await core.identity.idp.exchange(game.token, CONTEXT)
        assert issued.claims.scopes == ("totem:read",)


class TestRefused:
    @pytest.mark.parametrize("cookie", [None, "", "not-a-token"])
    async def test_no_or_a_garbage_cookie_is_refused(self, core: Core, cookie: str | None) -> None:
        with pytest.raises(InvalidToken):
            await core.identity.idp.exchange(cookie, CONTEXT)

    async def test_a_revoked_token_is_refused(self, core: Core) -> None:
        _, cookie = await sign_in(core)
        caller = Principal(core.identity.tokens.verify(cookie))
        await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        with pytest.raises(InvalidToken):
            await core.identity.idp.exchange(cookie, CONTEXT)

    async def test_a_service_token_is_refused(self, core: Core) -> None:
        user_id, _ = await sign_in(core)
        session = core.identity.tokens.new_session(user_id, SessionKind.SERVICE, ("profile:read",))
        async with core.uow() as uow:
            await uow.auth_sessions.add(session)
            await uow.commit()
        service_token = core.identity.tokens.sign(session, TokenType.SERVICE, "companion").token
        with pytest.raises(InvalidToken):
            await core.identity.idp.exchange(service_token, CONTEXT)

    async def test_a_token_of_an_account_that_does_not_exist_is_refused(self, core: Core) -> None:
        orphan = await core.identity.tokens.issue(uuid.uuid4(), SessionKind.CLI)
        with pytest.raises(InvalidToken):
            await core.identity.idp.exchange(orphan.token, CONTEXT)
