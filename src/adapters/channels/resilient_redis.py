"""Litestar's Redis pub/sub channels backend, made to survive Redis going away and coming back.

Litestar's ``ChannelsPlugin`` runs one task that publishes and one that reads the backend's
events; an exception from the backend ends that task for good, so with the stock backend one
Redis restart silenced every live stream of the process until it was restarted. Here:

- ``publish`` never raises. While Redis does not answer, an event goes to this process's own
  listeners (what the process would do without Redis: listeners on other instances miss it
  and get it from their next ``hello``) and the outage is logged once.
- ``stream_events`` never ends. On a read error it serves the local events for a second, then
  opens a new pub/sub connection subscribed to every channel still wanted, until one works.
- ``subscribe``/``unsubscribe`` record what is wanted first, so a subscription made during the
  outage is made on Redis when it returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncGenerator, Iterable
from typing import TYPE_CHECKING, Any

from litestar.channels.backends.redis import RedisChannelsPubSubBackend

if TYPE_CHECKING:
    from redis.asyncio import Redis
    from redis.asyncio.client import PubSub

log = logging.getLogger("svc.redis")
LOCAL_BACKLOG = 10_000
"""Events kept for this process's listeners while Redis is down (the oldest are dropped)."""


class ResilientRedisChannelsBackend(RedisChannelsPubSubBackend):
    def __init__(self, *, redis: Redis, retry_seconds: float = 1.0) -> None:
        super().__init__(redis=redis)
        self._retry_seconds = retry_seconds
        self._wanted: set[str] = set()
        self._pubsub: PubSub | None = None
        self._local: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue(LOCAL_BACKLOG)
        self._down = False
        self._stale = False  # a (un)subscription failed: start over on a fresh connection

    @property
    def _pub_sub(self) -> PubSub:
        if self._pubsub is None:
            self._pubsub = self._redis.pubsub()
        return self._pubsub

    async def subscribe(self, channels: Iterable[str]) -> None:
        wanted = list(channels)
        self._wanted.update(wanted)
        try:
            await self._pub_sub.subscribe(*wanted)
        except Exception as error:  # made on Redis by the next fresh connection
            self._went_down(error)
            self._stale = True
        self._has_subscribed.set()  # after SUBSCRIBE: reading before it is an error

    async def unsubscribe(self, channels: Iterable[str]) -> None:
        gone = list(channels)
        self._wanted.difference_update(gone)
        if not self._wanted:
            self._has_subscribed.clear()
        try:
            await self._pub_sub.unsubscribe(*gone)
        except Exception as error:
            self._went_down(error)
            self._stale = True

    async def publish(self, data: bytes, channels: Iterable[str]) -> None:
        targets = set(channels)
        try:
            await self._publish_script(keys=list(targets), args=[data])
        except Exception as error:
            self._went_down(error)
            for channel in targets & self._wanted:
                self._keep_local(channel, data)

    async def stream_events(self) -> AsyncGenerator[tuple[str, Any], None]:
        while True:
            while not self._local.empty():
                yield self._local.get_nowait()
            await self._has_subscribed.wait()
            if self._stale:
                self._stale = False
                await self._fresh_connection()
            try:
                message = await self._pub_sub.get_message(
                    ignore_subscribe_messages=True, timeout=1.0
                )
            except Exception as error:
                self._went_down(error)
                local = await self._local_within(self._retry_seconds)
                if local is not None:
                    yield local
                else:
                    await self._fresh_connection()
                continue
            if message is None:
                continue
            channel = message["channel"].decode()
            if channel in self._wanted:
                yield channel, message["data"]

    async def on_shutdown(self) -> None:
        if self._pubsub is not None:
            with contextlib.suppress(Exception):
                await self._pubsub.aclose()  # type: ignore[no-untyped-call]

    async def _local_within(self, seconds: float) -> tuple[str, bytes] | None:
        try:
            async with asyncio.timeout(seconds):
                return await self._local.get()
        except TimeoutError:
            return None

    async def _fresh_connection(self) -> None:
        """A new pub/sub connection with every wanted channel; the old one is dropped."""
        old, self._pubsub = self._pubsub, None
        if old is not None:
            with contextlib.suppress(Exception):
                await old.aclose()  # type: ignore[no-untyped-call]
        if not self._wanted:
            return
        try:
            await self._pub_sub.subscribe(*self._wanted)
        except Exception as error:
            self._went_down(error)
            return
        if self._down:
            self._down = False
            log.warning("Redis answers again: live streams are shared across instances again")

    def _keep_local(self, channel: str, data: bytes) -> None:
        if self._local.full():
            self._local.get_nowait()
        self._local.put_nowait((channel, data))

    def _went_down(self, error: Exception) -> None:
        if not self._down:
            self._down = True
            log.warning(
                "Redis unreachable (%s: %s): live streams reach this process's listeners only",
                type(error).__name__,
                error,
            )
