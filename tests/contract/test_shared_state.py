"""The rate-limit store and the invalidation bus behave alike in memory and in Redis."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from adapters.memory.bus import LocalBus, LocalHub
from adapters.memory.rate_limit import MemoryRateLimitStore
from adapters.redis.bus import RedisBus
from adapters.redis.rate_limit import RedisRateLimitStore
from application.identity.principal import OPERATOR
from application.shared.rate_limits import RateLimits
from domain.shared.errors import RateLimited
from tests.support.redis import redis_url, unique_prefix
from tests.support.waiting import PATIENCE, eventually

# The memory store's clock stands still, and every window outlasts a slow run (Redis keeps
# its own clock): how fast the machine is never decides whether an event is refused.
STILL = 1_000.0


@pytest.fixture(params=["memory", "redis"])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[object]:
    if request.param == "memory":
        yield MemoryRateLimitStore(clock=lambda: STILL)
        return
    client = Redis.from_url(redis_url())
    prefix = unique_prefix()
    yield RedisRateLimitStore(client, prefix)
    keys = [key async for key in client.scan_iter(f"{prefix}:*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()


class TestRateLimitStore:
    async def test_a_burst_up_to_the_limit_passes_and_the_next_waits(self, store) -> None:
        allowed = [await store.take("k", 5, 60) for _ in range(5)]
        refused = await store.take("k", 5, 60)
        assert allowed == [None] * 5
        assert refused is not None and 0 < refused <= 12  # one interval: 60 s / 5

    async def test_keys_are_counted_apart(self, store) -> None:
        assert await store.take("a", 1, 60) is None
        assert await store.take("b", 1, 60) is None
        assert await store.take("a", 1, 60) is not None

    async def test_the_policy_raises_rate_limited_with_a_retry_time(self, store) -> None:
        limits = RateLimits(store, scale=0.1)  # "auth": 30 a minute scaled to 3 (20 s apart)
        for _ in range(3):
            await limits.check("auth", "198.51.100.1")
        with pytest.raises(RateLimited) as refused:
            await limits.check("auth", "198.51.100.1")
        assert refused.value.retry_after > 0

    async def test_a_policy_allows_its_full_limit_then_refuses(self) -> None:
        limits = RateLimits(MemoryRateLimitStore(clock=lambda: STILL))
        for _ in range(30):  # "auth": 30 a minute
            await limits.check("auth", "198.51.100.1")
        with pytest.raises(RateLimited):
            await limits.check("auth", "198.51.100.1")

    async def test_scale_zero_turns_limits_off(self, store) -> None:
        limits = RateLimits(store, scale=0)
        for _ in range(100):
            await limits.check("claim", "user")


async def _bus_pair(kind: str) -> tuple[object, object, list]:
    if kind == "memory":
        hub = LocalHub()
        return LocalBus(hub), LocalBus(hub), []
    url, prefix = redis_url(), unique_prefix()
    first, second = RedisBus(Redis.from_url(url), prefix), RedisBus(Redis.from_url(url), prefix)
    await first.start()
    await second.start()
    return first, second, [first, second]


@pytest.mark.parametrize("kind", ["memory", "redis"])
async def test_a_message_reaches_the_other_instance_but_not_the_sender(kind: str) -> None:
    first, second, closers = await _bus_pair(kind)
    try:
        got_first: list[str] = []
        got_second: asyncio.Queue[str] = asyncio.Queue()
        first.subscribe("permissions", got_first.append)
        second.subscribe("permissions", got_second.put_nowait)
        await first.publish("permissions", "user-1")
        assert await asyncio.wait_for(got_second.get(), PATIENCE) == "user-1"
        await first.publish("permissions", "user-2")
        assert await asyncio.wait_for(got_second.get(), PATIENCE) == "user-2"
        assert got_first == []
    finally:
        for bus in closers:
            await bus.close()


async def test_two_instances_on_redis_see_each_others_permission_changes(
    database_url_for, settings_for
) -> None:
    import uuid

    from application.identity.principal import Principal
    from application.permissions.grants import GrantChange
    from bootstrap.core import build_core
    from tests.conftest import sign_in

    settings = settings_for(
        database_url_for("sqlite"),
        redis_url=redis_url(),
        redis_prefix=unique_prefix(),
        permission_cache_seconds=3600,
    )
    async with await build_core(settings) as first, await build_core(settings) as second:
        _, token = await sign_in(first, uuid.uuid4(), "Player")
        player = Principal(second.identity.tokens.verify(token))
        assert not await second.permissions.access.allows(player, "admin:user:view")  # cached now
        await first.permissions.grants.put(OPERATOR, player.user_id, GrantChange("admin:user:view"))
        # delivery is asynchronous: the second instance allows it once the message arrived
        await eventually(
            lambda: second.permissions.access.allows(player, "admin:user:view"), "grant heard"
        )


async def test_a_full_burst_passes_even_when_the_interval_is_not_exact(store) -> None:
    """3 per 100 s: 33.33 s intervals; rounding must not refuse the third event."""
    assert [await store.take("burst", 3, 100) for _ in range(3)] == [None, None, None]
    assert await store.take("burst", 3, 100) is not None
