"""The health check's Redis probe: one PING on a client of its own."""

from __future__ import annotations

from redis.asyncio import Redis


class RedisProbe:
    def __init__(self, client: Redis) -> None:
        self._client = client

    async def ping(self) -> None:
        await self._client.ping()

    async def close(self) -> None:
        await self._client.aclose()
