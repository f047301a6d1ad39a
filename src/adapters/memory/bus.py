"""Invalidation messages between instances that share one process (tests, embedding)."""

from __future__ import annotations

import inspect
from collections import defaultdict
from collections.abc import Awaitable, Callable

Handler = Callable[[str], Awaitable[None] | None]


class LocalHub:
    def __init__(self) -> None:
        self.buses: list[LocalBus] = []


class LocalBus:
    """Delivers to every other bus on the same hub; the publisher handles its own change."""

    def __init__(self, hub: LocalHub | None = None) -> None:
        self._hub = hub or LocalHub()
        self._hub.buses.append(self)
        self._handlers: defaultdict[str, list[Handler]] = defaultdict(list)

    def subscribe(self, topic: str, handler: Handler) -> None:
        self._handlers[topic].append(handler)

    async def publish(self, topic: str, message: str) -> None:
        for bus in self._hub.buses:
            if bus is not self:
                await bus.deliver(topic, message)

    async def deliver(self, topic: str, message: str) -> None:
        for handler in self._handlers[topic]:
            result = handler(message)
            if inspect.isawaitable(result):
                await result
