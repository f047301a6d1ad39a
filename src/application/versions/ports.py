"""The ports of the versions area: repositories (in a unit of work, ``uow.versions``) and the
reader of the public resolve path."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from domain.versions.channel import Move, Pointer
from domain.versions.events import ClientEvent, EventCount, EventKind
from domain.versions.release import Release, ReleaseScope, ReleaseStatus


@dataclass(frozen=True, slots=True)
class ReleaseFilter:
    scope: ReleaseScope | None = None
    channel: str | None = None
    """Releases that were ever made active on this channel."""
    status: ReleaseStatus | None = None


class ReleaseRepository(Protocol):
    async def add(self, release: Release) -> bool:
        """False (and nothing stored) when the scope has a release with this build id."""
        ...

    async def get(self, release_id: str, *, lock: bool = False) -> Release | None:
        """``lock``: hold the row until the transaction ends (writers of one release queue)."""
        ...

    async def update(self, release: Release) -> bool:
        """Store every field; False when the new build id is taken in the scope."""
        ...

    async def delete(self, release_id: str) -> None: ...

    async def page(self, where: ReleaseFilter, before: str | None, limit: int) -> list[Release]:
        """Newest first (by id), ids below ``before``."""
        ...

    async def ids_of_builds(
        self, builds: Sequence[tuple[ReleaseScope, str]]
    ) -> dict[tuple[ReleaseScope, str], str]:
        """The release id of each (scope, build id) that exists."""
        ...


class PointerRepository(Protocol):
    async def lock_scope(self, scope: ReleaseScope) -> None:
        """Hold the scope's lock until the transaction ends: moves and revocations of one
        scope take it first, so they queue instead of locking rows in opposite orders."""
        ...

    async def get(
        self, scope: ReleaseScope, channel: str, *, lock: bool = False
    ) -> Pointer | None: ...

    async def put(self, pointer: Pointer) -> bool:
        """Store the pointer: revision 1 inserts, a later one replaces revision - 1. False
        (nothing stored) when the stored pointer is not the one it follows."""
        ...

    async def of_scope(self, scope: ReleaseScope) -> list[Pointer]:
        """By channel name."""
        ...

    async def on_release(self, release_id: str) -> list[Pointer]:
        """Pointers whose target or kept release is this one, locked until the end."""
        ...


class MoveRepository(Protocol):
    async def add(self, move: Move) -> None: ...

    async def page(
        self, scope: ReleaseScope, channel: str | None, before: tuple[int, str] | None, limit: int
    ) -> list[Move]:
        """Newest first, before ``Move.key``: one channel's by revision, a scope's by moment
        and id."""
        ...

    async def earlier_targets(
        self, scope: ReleaseScope, channel: str, below: Release, limit: int
    ) -> list[str]:
        """Distinct ids of releases the channel ever pointed at that sort before ``below``
        (``Release.order``) and are published or deprecated: the newest first."""
        ...


@dataclass(frozen=True, slots=True)
class EventRow:
    event: ClientEvent
    build_id: str


@dataclass(frozen=True, slots=True)
class EventFilter:
    scope: ReleaseScope
    release_id: str | None = None
    kind: EventKind | None = None
    since: datetime | None = None


@dataclass(frozen=True, slots=True)
class CountRow:
    release_id: str
    build_id: str
    kind: EventKind
    hour: int
    count: int


class EventRepository(Protocol):
    async def add(self, events: Sequence[ClientEvent]) -> list[ClientEvent]:
        """Store the events whose (client id, event id) is new; return those."""
        ...

    async def count(self, counts: Sequence[EventCount]) -> None:
        """Add each count to its (release, kind, hour) counter, atomically."""
        ...

    async def page(self, where: EventFilter, before: str | None, limit: int) -> list[EventRow]:
        """Newest first."""
        ...

    async def counts(self, where: EventFilter) -> list[CountRow]:
        """Counters of the scope's releases from the hour of ``since`` on."""
        ...

    async def prune(self, received_before: datetime) -> int:
        """Drop events received before that moment (their counts stay)."""
        ...


class VersionRepositories(Protocol):
    @property
    def releases(self) -> ReleaseRepository: ...

    @property
    def pointers(self) -> PointerRepository: ...

    @property
    def moves(self) -> MoveRepository: ...

    @property
    def events(self) -> EventRepository: ...


@dataclass(frozen=True, slots=True)
class PointerView:
    """A pointer with the releases it names (None where it names none)."""

    pointer: Pointer
    release: Release | None
    previous: Release | None


class ResolveReader(Protocol):
    """The public resolve path: one pointer by primary key, with its two releases."""

    async def pointer(self, scope: ReleaseScope, channel: str) -> PointerView | None: ...


@dataclass(frozen=True, slots=True)
class VersionReaders:
    resolve: ResolveReader
