"""Invalidation messages between instances through Redis pub/sub.

Each instance tags what it publishes with its own id and ignores its own messages (the
publisher already applied the change locally). A lost message is bounded by the caches'
time-to-live; after a reconnect every subscriber is told to drop everything.

Redis is not needed to start: ``start`` waits for the first subscription or the first failed
attempt (bounded by the connect timeout), and when Redis does not answer the instance starts
degraded with one warning line while the listener keeps trying in the background, once a
second. An outage, at start-up or later, is logged once when it begins and once when it ends;
whatever was cached meanwhile is dropped when the subscription is made (invalidations sent
during the outage were missed).
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
    def __init__(
        self, client: Redis, prefix: str = "svc", start_timeout: float = 10.0, retry: float = 1.0
    ) -> None:
        self._client = client
        self._start_timeout = start_timeout
        self._retry = retry
        self._down = False
        self._publish_failing = False
        self._prefix = f"{prefix}:bus:"
        self._origin = os.urandom(6).hex()
        self._handlers: defaultdict[str, list[Handler]] = defaultdict(list)
        self._task: asyncio.Task[None] | None = None

    def subscribe(self, topic: str, handler: Handler) -> None:
        self._handlers[topic].append(handler)

    async def publish(self, topic: str, message: str) -> None:
        try:
            await self._client.publish(self._prefix + topic, f"{self._origin} {message}")
        except Exception as error:
            # Once per outage, not once per write; and not at all when the listener has
            # already said Redis is away (at start-up, a key announcement publishes first).
            if not self._publish_failing and not self._down:
                log.warning(
                    "could not publish an invalidation on %s (%s: %s): other instances miss "
                    "invalidations until Redis answers",
                    topic,
                    type(error).__name__,
                    error,
                )
            self._publish_failing = True
            log.debug("the Redis bus's publish error", exc_info=True)
        else:
            self._publish_failing = False

    @property
    def connected(self) -> bool:
        """Whether the last attempt to subscribe succeeded (and nothing failed since)."""
        return not self._down

    async def start(self) -> None:
        """Subscribe, or find Redis away and go on degraded: never fails, never waits long."""
        settled = asyncio.Event()
        self._task = asyncio.create_task(self._listen(settled), name="svc-redis-bus")
        try:
            async with asyncio.timeout(self._start_timeout):
                await settled.wait()
        except TimeoutError:  # connected, and no answer: a host gone from the network
            self._down = True
            log.warning(
                "Redis did not answer within %g s at start-up, starting degraded: "
                "invalidations reach this process only; connecting in the background",
                self._start_timeout,
            )

    async def close(self) -> None:
        if self._task:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self._client.aclose()

    async def _listen(self, settled: asyncio.Event) -> None:
        missed = False  # invalidations may have been lost: caches drop everything
        while True:
            try:
                async with self._client.pubsub() as pubsub:
                    await pubsub.psubscribe(self._prefix + "*")
                    settled.set()
                    if self._down:
                        self._down = False
                        log.warning("Redis answers again: invalidations are shared again")
                    if missed:
                        await self._deliver_all(RESET)
                    async for message in pubsub.listen():
                        if message["type"] == "pmessage":
                            await self._on_message(message["channel"], message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as error:
                missed = True
                if not self._down:
                    self._down = True
                    log.warning(
                        "Redis unreachable (%s: %s)%s: invalidations reach this process only; "
                        "reconnecting in the background",
                        type(error).__name__,
                        error,
                        "" if settled.is_set() else " at start-up, starting degraded",
                    )
                    log.debug("the Redis bus's error", exc_info=True)
                settled.set()
                await asyncio.sleep(self._retry)

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
