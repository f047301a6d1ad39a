"""The Redis channels backend across a Redis outage, on a private redis-server: events reach
this process's listeners during it, and every instance's listeners again after it, including
channels subscribed while Redis was away."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from redis.asyncio import Redis

from adapters.channels.resilient_redis import ResilientRedisChannelsBackend
from tests.support.private_redis import PrivateRedis, private_redis
from tests.support.waiting import eventually

pytestmark = pytest.mark.redis


class Instance:
    """One process's backend with the reading task Litestar's plugin would run."""

    def __init__(self, url: str) -> None:
        self.backend = ResilientRedisChannelsBackend(
            redis=Redis.from_url(url, socket_connect_timeout=1), retry_seconds=0.2
        )
        self.received: list[tuple[str, bytes]] = []
        self._task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for event in self.backend.stream_events():
            self.received.append(event)

    async def close(self) -> None:
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        await self.backend.on_shutdown()


@pytest.fixture
async def redis(tmp_path: Path) -> AsyncIterator[PrivateRedis]:
    with private_redis(tmp_path) as server:
        yield server


async def test_events_survive_a_redis_restart(redis: PrivateRedis) -> None:
    first, second = Instance(redis.url), Instance(redis.url)
    try:
        await first.backend.subscribe(["a"])
        await second.backend.subscribe(["a"])
        await _until_heard(first, second, "a", b"before")

        redis.kill()
        await first.backend.publish(b"during", ["a"])  # never raises
        await eventually(lambda: ("a", b"during") in first.received, "a local listener hears")
        await second.backend.subscribe(["b"])  # made on Redis when it returns

        redis.start()
        await _until_heard(first, second, "a", b"after")

        async def b_reaches_second() -> bool:
            await first.backend.publish(b"on b", ["b"])
            await asyncio.sleep(0.05)  # a poll interval: the condition decides
            return ("b", b"on b") in second.received

        await eventually(b_reaches_second, "a channel subscribed during the outage works")
        assert ("a", b"during") not in second.received  # gone to its next hello instead
    finally:
        await first.close()
        await second.close()


async def _until_heard(first: Instance, second: Instance, channel: str, data: bytes) -> None:
    async def heard() -> bool:
        await first.backend.publish(data, [channel])  # again each poll: pub/sub keeps nothing
        await asyncio.sleep(0.05)
        return (channel, data) in second.received

    await eventually(heard, f"{data!r} published by one instance reaches the other")
