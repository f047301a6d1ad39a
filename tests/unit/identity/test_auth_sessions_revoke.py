"""core.identity.auth_sessions.revoke: a revoked session's tokens are refused at once
(docs/auth.md section 5)."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from adapters.memory.session_service import MemorySessionService
from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.errors import AuthSessionNotFound, InvalidToken, ScopedTokenRefused
from tests.conftest import sign_in
from tests.support.signin import PROFILE, game_sign_in


class TestRevoke:
    async def test_the_revoked_sessions_token_is_refused_by_verify(self, core: Core) -> None:
        user_id, token = await sign_in(core)
        _, other = await sign_in(core, user_id)
        caller = Principal(core.identity.tokens.verify(other))
        await core.identity.auth_sessions.revoke(caller, core.identity.tokens.verify(token).sid)
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(token)  # it was verified (and cached) before: still refused

    async def test_the_callers_other_sessions_keep_working(self, core: Core) -> None:
        user_id, token = await sign_in(core)
        _, other = await sign_in(core, user_id)
        caller = Principal(core.identity.tokens.verify(other))
        await core.identity.auth_sessions.revoke(caller, core.identity.tokens.verify(token).sid)
        assert core.identity.tokens.verify(other).sub == user_id

    async def test_the_answer_and_the_list_show_when_it_was_revoked(
        self, core: Core, clock: FrozenClock
    ) -> None:
        _, token = await sign_in(core)
        caller = Principal(core.identity.tokens.verify(token))
        revoked = await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        async with core.uow() as uow:
            stored = await uow.auth_sessions.get(caller.claims.sid)
        assert revoked.revoked_at == clock.now()
        assert stored is not None and stored.revoked_at == clock.now()

    async def test_revoking_twice_keeps_the_first_time(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user_id, token = await sign_in(core)
        _, other = await sign_in(core, user_id)
        caller = Principal(core.identity.tokens.verify(other))
        sid = core.identity.tokens.verify(token).sid
        first = await core.identity.auth_sessions.revoke(caller, sid)
        clock.advance(timedelta(minutes=1))
        again = await core.identity.auth_sessions.revoke(caller, sid)
        assert again.revoked_at == first.revoked_at


class TestNotYours:
    async def test_someone_elses_session_is_not_found_and_stays_valid(self, core: Core) -> None:
        _, mine = await sign_in(core, uuid.uuid4(), "Me")
        _, theirs = await sign_in(core, uuid.uuid4(), "Them")
        caller = Principal(core.identity.tokens.verify(mine))
        with pytest.raises(AuthSessionNotFound):
            await core.identity.auth_sessions.revoke(
                caller, core.identity.tokens.verify(theirs).sid
            )
        assert core.identity.tokens.verify(theirs)

    async def test_an_unknown_session_is_not_found(self, core: Core) -> None:
        _, mine = await sign_in(core)
        with pytest.raises(AuthSessionNotFound):
            await core.identity.auth_sessions.revoke(
                Principal(core.identity.tokens.verify(mine)), "0" * 24
            )


class TestScopedTokens:
    async def test_a_scoped_token_may_sign_itself_out(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        game = await game_sign_in(core, session_service)
        caller = Principal(core.identity.tokens.verify(game.token))
        await core.identity.auth_sessions.revoke(caller, caller.claims.sid)
        with pytest.raises(InvalidToken):
            core.identity.tokens.verify(game.token)

    async def test_a_scoped_token_may_not_revoke_another_session(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        game = await game_sign_in(core, session_service)
        _, full = await sign_in(core, PROFILE, "Steve")
        caller = Principal(core.identity.tokens.verify(game.token))
        with pytest.raises(ScopedTokenRefused):
            await core.identity.auth_sessions.revoke(caller, core.identity.tokens.verify(full).sid)
        assert core.identity.tokens.verify(full).sub == PROFILE
