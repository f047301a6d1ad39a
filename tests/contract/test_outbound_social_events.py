"""The social stream's replay window behaves alike in process and in Redis
(``SocialEventLog``): numbers per user, consecutive, starting from a clock value (not 0);
the events after a number, in order; a reset once some left the window or for a number
ahead of the sequence; bodies kept byte for byte (JSON, spaces, non-ASCII).
"""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from adapters.memory.social_events import MemorySocialEventLog
from adapters.redis.social_events import RedisSocialEventLog
from application.social.ports import SocialEventLog
from domain.social.replay import Entry, Reset

SIZE = 4
A_YEAR_AGO = (time.time() - 365 * 86400) * 1_000_000  # microseconds


@pytest.fixture(params=["memory", "redis"])
async def log(request: pytest.FixtureRequest) -> AsyncIterator[SocialEventLog]:
    if request.param == "memory":
        yield MemorySocialEventLog(SIZE, lambda: time.time_ns() // 1000)
        return
    from tests.support.redis import redis_url, unique_prefix

    client = Redis.from_url(redis_url())
    prefix = unique_prefix()
    yield RedisSocialEventLog(client, prefix, SIZE, 600)
    keys = [key async for key in client.scan_iter(f"{prefix}:*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()


async def test_numbers_are_per_user_consecutive_and_start_from_the_clock(
    log: SocialEventLog,
) -> None:
    a, b = uuid.uuid4(), uuid.uuid4()
    start_a = await log.latest(a)
    assert start_a > A_YEAR_AGO and start_a < 2**53, "a clock value, exact in JavaScript"
    assert await log.latest(a) == start_a, "reading does not move the sequence"
    numbers = await log.append([(a, '{"n":1}'), (b, '{"n":1}'), (a, '{"n":2}')])
    start_b = numbers[1] - 1
    assert numbers == [start_a + 1, start_b + 1, start_a + 2]
    assert await log.latest(a) == start_a + 2
    assert await log.latest(b) == start_b + 1


async def test_the_events_after_a_number_in_order_then_a_reset_past_the_window(
    log: SocialEventLog,
) -> None:
    user = uuid.uuid4()
    start = await log.latest(user)
    bodies = [f'{{"type":"chat.message","text":"héllo {n} 🎲"}}' for n in range(SIZE + 2)]
    for body in bodies[:SIZE]:
        await log.append([(user, body)])
    assert await log.since(user, start) == [
        Entry(start + 1 + n, body) for n, body in enumerate(bodies[:SIZE])
    ]
    assert await log.since(user, start + SIZE) == []
    for body in bodies[SIZE:]:
        await log.append([(user, body)])
    latest = start + SIZE + 2
    assert await log.since(user, start) == Reset(latest), "two left the window"
    assert await log.since(user, start + 1) == Reset(latest), "one left it"
    kept = await log.since(user, start + 2)
    assert kept == [Entry(start + 3 + n, body) for n, body in enumerate(bodies[2:])]
    assert await log.since(user, latest + 1) == Reset(latest), "ahead of the sequence"


async def test_a_user_without_events_replays_nothing_from_the_latest(log: SocialEventLog) -> None:
    user = uuid.uuid4()
    latest = await log.latest(user)
    assert await log.since(user, latest) == []
    assert await log.since(user, latest - 1) == Reset(latest)
