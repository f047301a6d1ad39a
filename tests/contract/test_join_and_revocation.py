"""Exactly one of many concurrent verifies wins; a revoke in one instance holds in all."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Callable

import pytest

from adapters.memory.bus import LocalBus, LocalHub
from application.identity.principal import Principal
from bootstrap.core import build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.identity.errors import InvalidToken, JoinTokenInvalid
from tests.conftest import sign_in
from tests.support.session_server import session_server
from tests.support.waiting import eventually

PROFILE = uuid.UUID("0b6a5c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b")


async def test_of_50_concurrent_verifies_exactly_one_wins(
    database_url: str, settings_for: Callable[..., Settings]
) -> None:
    with session_server() as server:
        settings = settings_for(database_url, session_service_url=server.url)
        async with await build_core(settings) as core:
            ticket = await core.identity.game_auth.join(name="Steve")
            server.join("Steve", ticket.server_id, PROFILE)

            async def verify() -> str:
                try:
                    await core.identity.game_auth.verify(
                        ticket.server_id, "Steve", ticket.join_token
                    )
                except JoinTokenInvalid:
                    return "refused"
                return "won"

            outcomes = await asyncio.gather(*(verify() for _ in range(50)))
            async with core.uow() as uow:
                sessions = await uow.auth_sessions.list_for_user(PROFILE, 100)

    assert outcomes.count("won") == 1
    assert outcomes.count("refused") == 49
    assert len(sessions) == 1


@pytest.fixture(params=["sqlite", "postgres"])
def shared_url(request: pytest.FixtureRequest, database_url_for: Callable[[str], str]) -> str:
    """One SQL database that two instances share (memory cannot be shared)."""
    return database_url_for(request.param)


async def test_a_revoke_in_one_instance_is_honoured_by_another_at_once(
    shared_url: str, settings_for: Callable[..., Settings]
) -> None:
    settings = settings_for(shared_url)
    hub = LocalHub()
    async with (
        await build_core(settings, outbound=Outbound(bus=LocalBus(hub))) as first,
        await build_core(settings, outbound=Outbound(bus=LocalBus(hub))) as second,
    ):
        _user_id, token = await sign_in(first, uuid.uuid4(), "Twice")
        claims = second.identity.tokens.verify(token)  # verified and cached by the second instance
        await first.identity.auth_sessions.revoke(
            Principal(first.identity.tokens.verify(token)), claims.sid
        )

        for instance in (first, second):
            with pytest.raises(InvalidToken):
                instance.identity.tokens.verify(token)  # a cache hit, still refused


async def test_a_lost_message_heals_by_catch_up_and_restarts_load_revocations(
    shared_url: str, settings_for: Callable[..., Settings]
) -> None:
    settings = settings_for(shared_url)
    async with (
        await build_core(settings, outbound=Outbound(bus=LocalBus())) as first,
        # on its own hub: hears nothing
        await build_core(settings, outbound=Outbound(bus=LocalBus())) as deaf,
    ):
        _, token = await sign_in(first, uuid.uuid4(), "Lost")
        claims = deaf.identity.tokens.verify(token)
        await first.identity.auth_sessions.revoke(Principal(claims), claims.sid)
        assert deaf.identity.tokens.verify(token) == claims  # the message never arrived
        assert await deaf.identity.revocations.catch_up() == 1
        with pytest.raises(InvalidToken):
            deaf.identity.tokens.verify(token)
        async with await build_core(settings, outbound=Outbound(bus=LocalBus())) as restarted:
            with pytest.raises(InvalidToken):
                restarted.identity.tokens.verify(token)


@pytest.fixture
def sqlite_url(database_url_for: Callable[[str], str]) -> str:
    return database_url_for("sqlite")


@pytest.mark.redis
async def test_a_revoke_travels_through_redis(
    sqlite_url: str, settings_for: Callable[..., Settings]
) -> None:
    redis_url = os.environ.get("SVC_TEST_REDIS_URL")
    if not redis_url:
        pytest.skip("Redis suite: set SVC_TEST_REDIS_URL to run it")
    settings = settings_for(sqlite_url, redis_url=redis_url, redis_prefix=f"t{uuid.uuid4().hex}")
    async with await build_core(settings) as first, await build_core(settings) as second:
        _, token = await sign_in(first, uuid.uuid4(), "Redis")
        claims = second.identity.tokens.verify(token)
        await first.identity.auth_sessions.revoke(Principal(claims), claims.sid)
        await eventually(lambda: second.identity.revocations.is_revoked(claims.sid), "revoke heard")
        with pytest.raises(InvalidToken):
            second.identity.tokens.verify(token)
