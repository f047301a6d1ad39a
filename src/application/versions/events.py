"""Events clients report about the releases they run, and their counts (docs/versions.md,
"Client events")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.rate_limits import RateLimits
from application.versions.access import VersionAccess
from application.versions.ports import CountRow, EventFilter, EventRow
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import to_millis
from domain.versions.channel import check_channel, check_client_id
from domain.versions.events import (
    BATCH_MAX,
    ClientEvent,
    EventCount,
    EventKind,
    check_data,
    check_event_id,
    check_kind,
    check_occurred_at,
    hour_of,
)
from domain.versions.nodes import VERSIONS_TRACK
from domain.versions.release import ReleaseScope, parse_build_id, release_scope

LIST_LIMIT = LimitRule(default=50, maximum=200)
RATE_POLICY = "version_events"


@dataclass(frozen=True, slots=True)
class EventInput:
    event_id: str
    kind: str
    scope_type: str
    scope_id: str
    build_id: str
    channel: str | None = None
    occurred_at: datetime | None = None
    data: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Ingested:
    accepted: int
    """Stored now."""
    duplicates: int
    """Already stored (the same client and event id, sent again)."""
    unknown: int
    """Naming a build that is no release of that scope: dropped."""


@dataclass(frozen=True, slots=True)
class KindCount:
    release_id: str
    build_id: str
    kind: EventKind
    count: int


@dataclass(frozen=True, slots=True)
class EventsPage:
    items: list[EventRow]
    next_cursor: str | None
    counts: list[KindCount]
    """Per release and kind, over the hours from ``since`` (all time without it)."""
    hours: list[CountRow]
    """The same per hour (when asked for), oldest hour first."""


class ClientEvents:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: VersionAccess,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._clock = clock
        self._ids = ids

    async def ingest(
        self, address: str, client_id: str | None, events: Sequence[EventInput]
    ) -> Ingested:
        """Unauthenticated: rate limited per client address, 1..100 events, idempotent by
        (client id, event id)."""
        await self._limits.check(RATE_POLICY, address)
        if not 1 <= len(events) <= BATCH_MAX:
            raise InvalidInput(f"send 1..{BATCH_MAX} events", field="events")
        client = check_client_id(client_id) or ""
        now = self._clock.now()
        checked = [self._check(e, i, now) for i, e in enumerate(events)]
        seen: set[str] = set()
        unique = []
        for event in checked:
            if event[0].event_id not in seen:
                seen.add(event[0].event_id)
                unique.append(event)
        async with self._uow() as uow:
            known = await uow.versions.releases.ids_of_builds(
                sorted({(scope, build) for _, scope, build in unique}, key=_build_key)
            )
            stored = [
                _event(e, scope, client, known[(scope, build)], self._ids.new_object_id(), now)
                for e, scope, build in unique
                if (scope, build) in known
            ]
            stored.sort(key=lambda e: e.event_id)  # one order for every writer: no deadlock
            added = await uow.versions.events.add(stored)
            counts = Counter((e.release_id, e.kind, hour_of(to_millis(now))) for e in added)
            await uow.versions.events.count(
                [EventCount(r, k, h, n) for (r, k, h), n in sorted(counts.items())]
            )
            await uow.commit()
        unknown = len(unique) - len(stored)
        return Ingested(len(added), len(events) - len(added) - unknown, unknown)

    @staticmethod
    def _check(
        event: EventInput, index: int, now: datetime
    ) -> tuple[EventInput, ReleaseScope, str]:
        field = f"events[{index}]"
        check_event_id(event.event_id, f"{field}.eventId")
        check_kind(event.kind, f"{field}.kind")
        scope = release_scope(
            event.scope_type, event.scope_id, (f"{field}.scope.type", f"{field}.scope.id")
        )
        build = parse_build_id(event.build_id, f"{field}.buildId").text
        if event.channel is not None:
            check_channel(event.channel, f"{field}.channel")
        check_occurred_at(event.occurred_at, now, f"{field}.occurredAt")
        check_data(event.data, f"{field}.data")
        return event, scope, build

    async def page(
        self,
        principal: Principal,
        where: EventFilter,
        by_hour: bool,
        limit: int | None,
        cursor: str | None,
    ) -> EventsPage:
        """Newest first, with the counts per release and kind (versions:track)."""
        await self._access.require(principal, VERSIONS_TRACK, where.scope)
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.versions.events.page(where, before, limit + 1)
            hours = await uow.versions.events.counts(where)
        more, rows = len(rows) > limit, rows[:limit]
        totals: Counter[tuple[str, str, EventKind]] = Counter()
        for row in hours:
            totals[(row.release_id, row.build_id, row.kind)] += row.count
        counts = [KindCount(r, b, k, n) for (r, b, k), n in sorted(totals.items())]
        return EventsPage(
            rows,
            cursors.encode(rows[-1].event.id) if more else None,
            counts,
            sorted(hours, key=lambda h: (h.hour, h.release_id, h.kind)) if by_hour else [],
        )

    async def prune(self, keep: timedelta) -> int:
        """Drop events received longer than ``keep`` ago (their counts stay)."""
        async with self._uow() as uow:
            removed = await uow.versions.events.prune(self._clock.now() - keep)
            await uow.commit()
        return removed


def _build_key(pair: tuple[ReleaseScope, str]) -> tuple[str, str]:
    return (pair[0].key, pair[1])


def _event(
    event: EventInput,
    scope: ReleaseScope,
    client: str,
    release_id: str,
    event_key: str,
    now: datetime,
) -> ClientEvent:
    return ClientEvent(
        id=event_key,
        scope=scope,
        event_id=event.event_id,
        client_id=client,
        release_id=release_id,
        kind=EventKind(event.kind),
        channel=event.channel,
        occurred_at=event.occurred_at,
        received_at=now,
        data=event.data,
    )
