"""Invalidation messages between instances through Redis pub/sub.

Each instance tags what it publishes with its own id and ignores its own messages (the
publisher already applied the change locally). A lost message is bounded by the caches'
time-to-live; after a reconnect every subscriber is told to drop everything.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import os
from collections import defaultdict
from collections.abc import Awaitable, Callable

from redis.asyncio import Redis

log = logging.getLogger("svc.bus")
Handler = Callable[[str], Awaitable[None] | None]
RESET = "*"


class RedisBus:
    def __init__(self, client: Redis, prefix: str = "svc") -> None:
        self._client = client
        self._prefix = f"{prefix}:bus:"
        self._origin = os.urandom(6).hex()
        self._handlers: defaultdict[str, list[Handler]] = defaultdict(list)
        self._task: asyncio.Task[None] | None = None

    def subscribe(self, topic: str, handler: Handler) -> None:
        self._handlers[topic].append(handler)

    async def publish(self, topic: str, message: str) -> None:
        try:
            await self._client.publish(self._prefix + topic, f"{self._origin} {message}")
        except Exception:
            log.warning("could not publish an invalidation on %s", topic, exc_info=True)

    async def start(self) -> None:
        ready = asyncio.Event()
        self._task = asyncio.create_task(self._listen(ready), name="svc-redis-bus")
        await asyncio.wait_for(ready.wait(), 10)

    async def close(self) -> None:
        if self._task:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self._client.aclose()

    async def _listen(self, ready: asyncio.Event) -> None:
        first = True
        while True:
            try:
                async with self._client.pubsub() as pubsub:
                    await pubsub.psubscribe(self._prefix + "*")
                    ready.set()
                    if not first:
                        await self._deliver_all(RESET)
                    first = False
                    async for message in pubsub.listen():
                        if message["type"] == "pmessage":
                            await self._on_message(message["channel"], message["data"])
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("redis bus disconnected; reconnecting", exc_info=True)
                await asyncio.sleep(1)

    async def _on_message(self, channel: bytes, data: bytes) -> None:
        topic = channel.decode()[len(self._prefix) :]
        origin, _, message = data.decode().partition(" ")
        if origin != self._origin:
            await self._deliver(topic, message)

    async def _deliver_all(self, message: str) -> None:
        for topic in list(self._handlers):
            await self._deliver(topic, message)

    async def _deliver(self, topic: str, message: str) -> None:
        for handler in self._handlers[topic]:
            try:
                result = handler(message)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                log.exception("invalidation handler failed on %s", topic)
