"""The core runs its own background work: a tool that embeds it, without HTTP, gets last-seen
times written and revocations made elsewhere caught up, and loses nothing on the way out."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest

from adapters.memory.bus import LocalBus
from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.identity.errors import InvalidToken
from tests.conftest import sign_in
from tests.support.connect import owned_server, user
from tests.support.waiting import eventually

BRISK = {"presence_flush_seconds": 0.05, "revocation_sync_seconds": 0.05}


async def _last_seen(core: Core, user_id: uuid.UUID) -> object:
    async with core.uow() as uow:
        user = await uow.users.get(user_id)
    assert user is not None
    return user.last_seen_at


async def test_an_embedded_core_writes_last_seen_times_on_its_own(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> None:
    async with await build_core(settings_for(**BRISK), clock=clock) as core:
        user_id, _ = await sign_in(core)
        core.identity.presence.seen(user_id, clock.now())

        async def written() -> bool:
            return await _last_seen(core, user_id) == clock.now()

        await eventually(written, "the presence batch was written")


async def test_an_embedded_core_writes_server_sightings_on_its_own(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> None:
    async with await build_core(settings_for(**BRISK), clock=clock) as core:
        server = await owned_server(core, await user(core))  # it authenticated once

        async def written() -> bool:
            async with core.uow() as uow:
                stored = await uow.connect.servers.get(server.server_id)
            return stored is not None and stored.last_seen_ip == "203.0.113.7"

        await eventually(written, "the servers' sightings were written")


async def test_leaving_the_core_writes_what_it_still_holds(
    settings_for: Callable[..., Settings],
    database_url_for: Callable[[str], str],
    clock: FrozenClock,
) -> None:
    settings = settings_for(database_url_for("sqlite"))  # flushes every hour: only at exit
    async with await build_core(settings, clock=clock) as core:
        user_id, _ = await sign_in(core)
        core.identity.presence.seen(user_id, clock.now())
    async with await build_core(settings, clock=clock) as reopened:
        assert await _last_seen(reopened, user_id) == clock.now()


async def test_an_embedded_core_catches_up_on_revocations_it_was_not_told_of(
    settings_for: Callable[..., Settings], database_url_for: Callable[[str], str]
) -> None:
    settings = settings_for(database_url_for("sqlite"), **BRISK)
    async with (
        await build_core(settings, outbound=Outbound(bus=LocalBus())) as first,
        await build_core(settings, outbound=Outbound(bus=LocalBus())) as deaf,  # own hub
    ):
        _, token = await sign_in(first)
        claims = deaf.identity.tokens.verify(token)
        await first.identity.auth_sessions.revoke(Principal(claims), claims.sid)

        async def refused() -> bool:
            try:
                deaf.identity.tokens.verify(token)
            except InvalidToken:
                return True
            return False

        await eventually(refused, "the other instance caught up on the revocation")


@pytest.mark.parametrize("entered", [True, False])
async def test_the_background_stops_with_the_core(
    settings_for: Callable[..., Settings], entered: bool
) -> None:
    core = await build_core(settings_for(**BRISK))
    if entered:
        core.start()
        assert core.background.running
    await core.aclose()
    assert not core.background.running
    assert {job.name for job in core.background.jobs} >= {"presence", "revocations"}
