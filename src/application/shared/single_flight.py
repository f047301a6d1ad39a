"""Concurrent loads of one key share one call.

When a cached value expires under load, every request that misses would otherwise run the
same read at once (on PostgreSQL, thirty-two 10 ms counts where one would do, and each of
them holding a pool connection the page reads are waiting for). ``SingleFlight.run`` starts
the load for a key once; callers that arrive while it runs await the same result.

The load runs as its own task: a caller that goes away (a client disconnects) cancels only
its own wait, never the load the others are waiting for. A load that fails fails for the
callers waiting on it, and the next caller starts a new one. ``forget`` makes callers that
arrive later start a new load (the value changed while the old one was running).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable
from functools import partial
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class SingleFlight(Generic[K, V]):
    def __init__(self) -> None:
        self._loads: dict[K, asyncio.Future[V]] = {}

    async def run(self, key: K, load: Callable[[], Awaitable[V]]) -> V:
        running = self._loads.get(key)
        if running is None:
            running = asyncio.ensure_future(load())
            self._loads[key] = running
            running.add_done_callback(partial(self._finished, key))
        return await asyncio.shield(running)

    def forget(self, key: K) -> None:
        self._loads.pop(key, None)

    def forget_all(self) -> None:
        self._loads.clear()

    def _finished(self, key: K, done: asyncio.Future[V]) -> None:
        if self._loads.get(key) is done:
            del self._loads[key]
        if not done.cancelled():
            done.exception()  # retrieved: every caller may have gone before it ended
