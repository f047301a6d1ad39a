"""In-memory adapters of the versions area: tables, repositories, the resolve reader."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from application.versions.ports import (
    CountRow,
    EventFilter,
    EventRow,
    PointerView,
    ReleaseFilter,
    VersionReaders,
)
from domain.shared.time import to_millis
from domain.versions.channel import Move, Pointer
from domain.versions.events import ClientEvent, EventCount, EventKind, hour_of
from domain.versions.release import Release, ReleaseScope, ReleaseStatus

RELEASES = Table[str, Release]("version_releases")
POINTERS = Table[tuple[ReleaseScope, str], Pointer]("version_pointers")
MOVES = Table[str, Move]("version_moves")
EVENTS = Table[tuple[str, str], ClientEvent]("version_events")  # (client id, event id)
COUNTS = Table[tuple[str, EventKind, int], int]("version_event_counts")  # release, kind, hour


class MemoryReleaseRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    def _taken(self, release: Release) -> bool:
        return any(
            r.scope == release.scope and r.build_id.text == release.build_id.text
            for r in self._tx.read(RELEASES).values()
            if r.id != release.id
        )

    async def add(self, release: Release) -> bool:
        if self._taken(release):
            return False
        self._tx.write(RELEASES)[release.id] = detached(release)
        return True

    async def get(self, release_id: str, *, lock: bool = False) -> Release | None:
        found = self._tx.read(RELEASES).get(release_id)
        return detached(found) if found else None

    async def update(self, release: Release) -> bool:
        if self._taken(release):
            return False
        self._tx.write(RELEASES)[release.id] = detached(release)
        return True

    async def delete(self, release_id: str) -> None:
        self._tx.write(RELEASES).pop(release_id, None)

    async def page(self, where: ReleaseFilter, before: str | None, limit: int) -> list[Release]:
        on_channel = None
        if where.channel is not None:
            on_channel = {
                m.to_release_id for m in self._tx.read(MOVES).values() if m.channel == where.channel
            }
        found = sorted(
            (
                r
                for r in self._tx.read(RELEASES).values()
                if (where.scope is None or r.scope == where.scope)
                and (where.status is None or r.status is where.status)
                and (on_channel is None or r.id in on_channel)
                and (before is None or r.id < before)
            ),
            key=lambda r: r.id,
            reverse=True,
        )
        return [detached(r) for r in found[:limit]]

    async def ids_of_builds(
        self, builds: Sequence[tuple[ReleaseScope, str]]
    ) -> dict[tuple[ReleaseScope, str], str]:
        wanted = set(builds)
        return {
            (r.scope, r.build_id.text): r.id
            for r in self._tx.read(RELEASES).values()
            if (r.scope, r.build_id.text) in wanted and r.status is not ReleaseStatus.DRAFT
        }


class MemoryPointerRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def lock_scope(self, scope: ReleaseScope) -> None:
        """A memory transaction holds the store's lock already."""

    async def get(self, scope: ReleaseScope, channel: str, *, lock: bool = False) -> Pointer | None:
        return self._tx.read(POINTERS).get((scope, channel))

    async def put(self, pointer: Pointer) -> bool:
        key = (pointer.scope, pointer.channel)
        stored = self._tx.read(POINTERS).get(key)
        if (stored.revision if stored else 0) != pointer.revision - 1:
            return False
        self._tx.write(POINTERS)[key] = pointer
        return True

    async def of_scope(self, scope: ReleaseScope) -> list[Pointer]:
        return sorted(
            (p for (s, _), p in self._tx.read(POINTERS).items() if s == scope),
            key=lambda p: p.channel,
        )

    async def on_release(self, release_id: str) -> list[Pointer]:
        return sorted(
            (
                p
                for p in self._tx.read(POINTERS).values()
                if release_id in (p.release_id, p.previous_release_id)
            ),
            key=lambda p: (p.scope.key, p.channel),
        )


class MemoryMoveRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, move: Move) -> None:
        self._tx.write(MOVES)[move.id] = move

    async def page(
        self, scope: ReleaseScope, channel: str | None, before: tuple[int, str] | None, limit: int
    ) -> list[Move]:
        per_channel = channel is not None
        found = sorted(
            (
                m
                for m in self._tx.read(MOVES).values()
                if m.scope == scope
                and (channel is None or m.channel == channel)
                and (before is None or m.key(per_channel) < before)
            ),
            key=lambda m: m.key(per_channel),
            reverse=True,
        )
        return found[:limit]

    async def earlier_targets(
        self, scope: ReleaseScope, channel: str, below: Release, limit: int
    ) -> list[str]:
        releases = self._tx.read(RELEASES)
        targets = {
            m.to_release_id
            for m in self._tx.read(MOVES).values()
            if m.scope == scope and m.channel == channel and m.to_release_id is not None
        }
        found = sorted(
            (
                releases[t]
                for t in targets
                if t in releases
                and releases[t].status.activatable
                and releases[t].order < below.order
            ),
            key=lambda r: r.order,
            reverse=True,
        )
        return [r.id for r in found[:limit]]


class MemoryEventRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, events: Sequence[ClientEvent]) -> list[ClientEvent]:
        table = self._tx.read(EVENTS)
        fresh = [e for e in events if (e.client_id, e.event_id) not in table]
        if fresh:
            written = self._tx.write(EVENTS)
            for event in fresh:
                written[(event.client_id, event.event_id)] = event
        return fresh

    async def count(self, counts: Sequence[EventCount]) -> None:
        if not counts:
            return
        table = self._tx.write(COUNTS)
        for c in counts:
            key = (c.release_id, c.kind, c.hour)
            table[key] = table.get(key, 0) + c.count

    def _matches(self, release: Release | None, kind: EventKind, where: EventFilter) -> bool:
        return (
            release is not None
            and release.scope == where.scope
            and (where.release_id is None or release.id == where.release_id)
            and (where.kind is None or kind is where.kind)
        )

    async def page(self, where: EventFilter, before: str | None, limit: int) -> list[EventRow]:
        releases = self._tx.read(RELEASES)
        found = sorted(
            (
                e
                for e in self._tx.read(EVENTS).values()
                if self._matches(releases.get(e.release_id), e.kind, where)
                and (where.since is None or e.received_at >= where.since)
                and (before is None or e.id < before)
            ),
            key=lambda e: e.id,
            reverse=True,
        )
        return [EventRow(e, releases[e.release_id].build_id.text) for e in found[:limit]]

    async def counts(self, where: EventFilter) -> list[CountRow]:
        releases = self._tx.read(RELEASES)
        since = hour_of(to_millis(where.since)) if where.since else None
        return [
            CountRow(release_id, releases[release_id].build_id.text, kind, hour, count)
            for (release_id, kind, hour), count in self._tx.read(COUNTS).items()
            if self._matches(releases.get(release_id), kind, where)
            and (since is None or hour >= since)
        ]

    async def prune(self, received_before: datetime) -> int:
        old = [k for k, e in self._tx.read(EVENTS).items() if e.received_at < received_before]
        if old:
            table = self._tx.write(EVENTS)
            for key in old:
                del table[key]
        return len(old)


class MemoryVersionRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.releases = MemoryReleaseRepository(tx)
        self.pointers = MemoryPointerRepository(tx)
        self.moves = MemoryMoveRepository(tx)
        self.events = MemoryEventRepository(tx)


class MemoryResolveReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def pointer(self, scope: ReleaseScope, channel: str) -> PointerView | None:
        pointer = self._tables[POINTERS].get((scope, channel))
        if pointer is None:
            return None
        releases = self._tables[RELEASES]
        release = releases.get(pointer.release_id) if pointer.release_id else None
        previous = (
            releases.get(pointer.previous_release_id) if pointer.previous_release_id else None
        )
        return PointerView(
            pointer,
            replace(release) if release else None,
            replace(previous) if previous else None,
        )


def memory_version_readers(store: MemoryStore) -> VersionReaders:
    return VersionReaders(resolve=MemoryResolveReader(store))
