"""UserRepository, AuthSessionRepository and UserReader behave alike on every adapter."""

from __future__ import annotations

import uuid
from datetime import timedelta

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.identity.auth_session import AuthSession, SessionKind
from domain.identity.user import User


def make_user(clock: FrozenClock, name: str = "Steve", **fields: object) -> User:
    now = clock.now()
    return User(id=uuid.uuid4(), name=name, created_at=now, updated_at=now, **fields)


class TestUsers:
    async def test_an_added_user_reads_back_equal(self, core: Core, clock: FrozenClock) -> None:
        user = make_user(clock, home_region="eu-1", ui_style={"syncEnabled": True})
        async with core.uow() as uow:
            await uow.users.add(user)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.users.get(user.id) == user
        assert await core.identity.user_reader.get(user.id) == user

    async def test_leaving_without_commit_keeps_nothing(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user = make_user(clock)
        async with core.uow() as uow:
            await uow.users.add(user)
        async with core.uow() as uow:
            assert await uow.users.get(user.id) is None

    async def test_an_error_inside_the_block_rolls_back(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user = make_user(clock)
        try:
            async with core.uow() as uow:
                await uow.users.add(user)
                raise RuntimeError("boom")
        except RuntimeError:
            pass
        assert await core.identity.user_reader.get(user.id) is None

    async def test_update_replaces_the_stored_fields(self, core: Core, clock: FrozenClock) -> None:
        user = make_user(clock)
        async with core.uow() as uow:
            await uow.users.add(user)
            await uow.commit()
        user.allow_friend_requests = False
        user.ui_style = {"source": "dash", "payload": {"theme": "dark"}}
        async with core.uow() as uow:
            await uow.users.update(user)
            await uow.commit()
        assert await core.identity.user_reader.get(user.id) == user

    async def test_lookup_matches_a_name_prefix_case_insensitively_in_name_order(
        self, core: Core, clock: FrozenClock
    ) -> None:
        names = ["Alexa", "alex", "ALEXANDER", "Bob", "Al"]
        async with core.uow() as uow:
            for name in names:
                await uow.users.add(make_user(clock, name))
            await uow.commit()
        async with core.uow() as uow:
            found = [u.name for u in await uow.users.lookup("alex", 10)]
            limited = await uow.users.lookup("al", 2)
        assert found == ["alex", "Alexa", "ALEXANDER"]
        assert len(limited) == 2

    async def test_lookup_treats_like_wildcards_as_plain_characters(
        self, core: Core, clock: FrozenClock
    ) -> None:
        async with core.uow() as uow:
            await uow.users.add(make_user(clock, "a_b"))
            await uow.users.add(make_user(clock, "axb"))
            await uow.commit()
        async with core.uow() as uow:
            assert [u.name for u in await uow.users.lookup("a_", 10)] == ["a_b"]
            assert await uow.users.lookup("%", 10) == []

    async def test_last_seen_only_moves_forward(self, core: Core, clock: FrozenClock) -> None:
        user = make_user(clock)
        async with core.uow() as uow:
            await uow.users.add(user)
            await uow.commit()
        later, earlier = clock.now() + timedelta(minutes=5), clock.now() + timedelta(minutes=1)
        for moment in (later, earlier):
            async with core.uow() as uow:
                await uow.users.record_last_seen({user.id: moment, uuid.uuid4(): moment})
                await uow.commit()
        stored = await core.identity.user_reader.get(user.id)
        assert stored is not None and stored.last_seen_at == later


class TestAuthSessions:
    async def test_sessions_list_newest_first_up_to_the_limit(
        self, core: Core, clock: FrozenClock
    ) -> None:
        user = make_user(clock)
        sessions = []
        async with core.uow() as uow:
            await uow.users.add(user)
            for index in range(3):
                clock.advance(timedelta(seconds=1))
                session = AuthSession(
                    id=core.ids.new_object_id(),
                    user_id=user.id,
                    kind=SessionKind.GAME,
                    created_at=clock.now(),
                    expires_at=clock.now() + timedelta(days=30),
                    scopes=("profile:read", "totem:read"),
                    ip=f"10.0.0.{index}",
                    user_agent="Test/1.0",
                    profile_name="Steve",
                    server_id="abc",
                )
                sessions.append(session)
                await uow.auth_sessions.add(session)
            await uow.commit()
        async with core.uow() as uow:
            listed = await uow.auth_sessions.list_for_user(user.id, 2)
            single = await uow.auth_sessions.get(sessions[0].id)
        assert listed == [sessions[2], sessions[1]]
        assert single == sessions[0]
