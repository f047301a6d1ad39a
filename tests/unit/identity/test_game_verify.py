"""core.identity.game_auth.verify: the session service confirms the join, we sign the player in
(docs/auth.md section 1, steps 3-4)."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from adapters.memory.session_service import MemorySessionService
from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR, Principal
from application.identity.tokens import SessionContext
from application.permissions.access import MissingPermission
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.identity.errors import (
    GameProfileMismatch,
    GameSessionNotJoined,
    JoinTokenInvalid,
    SessionServiceUnavailable,
    UserNotFound,
)
from domain.identity.game_session import DEFAULT_GAME_SCOPES
from tests.support.signin import PROFILE, game_sign_in


class TestSignIn:
    async def test_the_first_verify_creates_the_player_with_the_profile_id_and_name(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        issued = await game_sign_in(core, session_service, name="Steve")
        user = await core.identity.users.get(OPERATOR, PROFILE)
        assert issued.claims.sub == PROFILE
        assert user.name == "Steve"

    async def test_it_records_a_game_session_with_where_the_sign_in_came_from(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        context = SessionContext(ip="198.51.100.7", user_agent="GameClient/1.0")
        issued = await game_sign_in(core, session_service, context=context)
        async with core.uow() as uow:
            (session,) = await uow.auth_sessions.list_for_user(PROFILE, 10)
        assert session.id == issued.claims.sid and session.kind is SessionKind.GAME
        assert (session.ip, session.user_agent) == ("198.51.100.7", "GameClient/1.0")
        assert session.profile_name == "Steve" and session.server_id
        assert session.expires_at - session.created_at == timedelta(days=30)

    async def test_the_token_verifies_and_names_the_profile(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        issued = await game_sign_in(core, session_service)
        claims = core.identity.tokens.verify(issued.token)
        assert claims.sub == PROFILE and claims.sid == issued.session.id

    async def test_a_later_sign_in_follows_a_renamed_profile(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        await game_sign_in(core, session_service, name="Steve")
        await game_sign_in(core, session_service, name="Steve2")
        assert (await core.identity.users.get(OPERATOR, PROFILE)).name == "Steve2"


class TestScopes:
    async def test_the_token_carries_the_default_game_scopes(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        issued = await game_sign_in(core, session_service)
        assert issued.claims.scopes == DEFAULT_GAME_SCOPES

    async def test_the_token_carries_the_scopes_asked_on_join(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        issued = await game_sign_in(core, session_service, scopes=["totem:read"])
        assert issued.claims.scopes == ("totem:read",)

    async def test_the_token_is_refused_outside_its_scopes(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        issued = await game_sign_in(core, session_service, scopes=["totem:read"])
        caller = Principal(core.identity.tokens.verify(issued.token))
        await core.permissions.access.require(caller, "totem:read")
        with pytest.raises(MissingPermission):
            await core.permissions.access.require(caller, "profile:read")


class TestJoinTokenRefused:
    async def test_an_unknown_token_is_refused_without_asking_the_session_service(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        with pytest.raises(JoinTokenInvalid):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", "not-a-token")
        assert session_service.calls == 0

    async def test_a_token_for_another_server_id_is_refused(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket, other = await core.identity.game_auth.join(), await core.identity.game_auth.join()
        session_service.join("Steve", other.server_id, PROFILE)
        with pytest.raises(JoinTokenInvalid):
            await core.identity.game_auth.verify(other.server_id, "Steve", ticket.join_token)

    async def test_an_expired_token_is_refused_without_asking_the_session_service(
        self, core: Core, session_service: MemorySessionService, clock: FrozenClock
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        clock.advance(timedelta(seconds=60))
        with pytest.raises(JoinTokenInvalid):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        assert session_service.calls == 0

    async def test_a_used_token_is_refused(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        with pytest.raises(JoinTokenInvalid):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)


class TestNotJoined:
    async def test_a_join_the_session_service_does_not_know_is_refused(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Alex", ticket.server_id, PROFILE)
        with pytest.raises(GameSessionNotJoined):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        with pytest.raises(UserNotFound):
            await core.identity.users.get(OPERATOR, PROFILE)

    async def test_the_join_token_stays_usable_for_a_join_announced_late(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        with pytest.raises(GameSessionNotJoined):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        session_service.join("Steve", ticket.server_id, PROFILE)
        issued = await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        assert issued.claims.sub == PROFILE


class TestProfileMismatch:
    async def test_a_user_id_on_verify_must_be_the_profile_that_joined(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        with pytest.raises(GameProfileMismatch):
            await core.identity.game_auth.verify(
                ticket.server_id, "Steve", ticket.join_token, user_id=uuid.uuid4()
            )

    async def test_a_user_id_on_join_must_be_the_profile_that_joined(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join(user_id=uuid.uuid4())
        session_service.join("Steve", ticket.server_id, PROFILE)
        with pytest.raises(GameProfileMismatch):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)

    async def test_the_same_user_id_on_join_and_verify_passes(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join(user_id=PROFILE)
        session_service.join("Steve", ticket.server_id, PROFILE)
        issued = await core.identity.game_auth.verify(
            ticket.server_id, "Steve", ticket.join_token, user_id=PROFILE
        )
        assert issued.claims.sub == PROFILE


class TestSessionServiceUnavailable:
    async def test_the_failure_is_reported_and_nothing_is_written(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        session_service.unavailable = True
        with pytest.raises(SessionServiceUnavailable):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        with pytest.raises(UserNotFound):
            await core.identity.users.get(OPERATOR, PROFILE)
        async with core.uow() as uow:
            assert await uow.auth_sessions.list_for_user(PROFILE, 10) == []

    async def test_the_join_token_stays_usable_until_the_service_is_back(
        self, core: Core, session_service: MemorySessionService
    ) -> None:
        ticket = await core.identity.game_auth.join()
        session_service.join("Steve", ticket.server_id, PROFILE)
        session_service.unavailable = True
        with pytest.raises(SessionServiceUnavailable):
            await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        session_service.unavailable = False
        issued = await core.identity.game_auth.verify(ticket.server_id, "Steve", ticket.join_token)
        assert issued.claims.sub == PROFILE
