"""Publishing stream events without knowing how they travel.

Use cases publish to the ``EventRelay``; a delivery mechanism (the HTTP app's channels)
attaches a sink while it runs. With no sink attached (CLI, embedding) events go nowhere.
A failing sink is logged, never raised: the change it reports is already committed.
"""

from __future__ import annotations

import logging

from application.connect.ports import EventPublisher
from domain.connect.events import ConnectEvent

log = logging.getLogger("svc.connect.events")


class EventRelay:
    def __init__(self) -> None:
        self._sinks: list[EventPublisher] = []

    def attach(self, sink: EventPublisher) -> None:
        self._sinks.append(sink)

    def detach(self, sink: EventPublisher) -> None:
        if sink in self._sinks:
            self._sinks.remove(sink)

    async def publish(self, event: ConnectEvent) -> None:
        for sink in list(self._sinks):
            try:
                await sink.publish(event)
            except Exception:
                log.warning("could not publish %s", type(event).__name__, exc_info=True)
