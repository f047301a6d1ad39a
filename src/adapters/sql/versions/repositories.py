"""The versions repositories on the unit of work's connection.

Writers of one release queue on its row (``lock=True`` is ``SELECT ... FOR UPDATE`` on
PostgreSQL; SQLite runs one writer at a time anyway), and writers of one channel on its
pointer, always in that order (release, then pointer), so they cannot deadlock.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, uuid_or_none
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.versions import (
    version_event_counts,
    version_events,
    version_moves,
    version_pointers,
    version_releases,
)
from adapters.sql.upsert import upsert
from adapters.sql.versions.rows import RELEASE_SELECT, release_from, release_values
from application.versions.ports import CountRow, EventFilter, EventRow, ReleaseFilter
from domain.shared.time import to_millis
from domain.versions.channel import Move, MoveKind, Pointer
from domain.versions.events import ClientEvent, EventCount, EventKind, hour_of
from domain.versions.release import Release, ReleaseScope, ReleaseStatus, ScopeType

r, p, m, e, c = (version_releases, version_pointers, version_moves, version_events,
                 version_event_counts)  # fmt: skip
_LOCK_KEY = sa.bindparam("key", type_=sa.Text)
ACTIVATABLE = (ReleaseStatus.PUBLISHED.value, ReleaseStatus.DEPRECATED.value)


def _in_scope(table: sa.Table, scope: ReleaseScope) -> sa.ColumnElement[bool]:
    return sa.and_(table.c.scope_type == scope.type.value, table.c.scope_id == scope.id)


class SqlReleaseRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, release: Release) -> bool:
        statement = (
            upsert(self._db, r)
            .values(**release_values(release))
            .on_conflict_do_nothing()
            .returning(r.c.id)
        )
        return (await self._db.execute(statement)).first() is not None

    async def get(self, release_id: str, *, lock: bool = False) -> Release | None:
        query = sa.select(*RELEASE_SELECT).where(r.c.id == release_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return release_from(row) if row else None

    async def update(self, release: Release) -> bool:
        taken = await self._db.execute(
            sa.select(r.c.id).where(
                _in_scope(r, release.scope),
                r.c.build_id == release.build_id.text,
                r.c.id != release.id,
            )
        )
        if taken.first() is not None:
            return False
        values = release_values(release)
        del values["id"]
        await self._db.execute(r.update().where(r.c.id == release.id).values(**values))
        return True

    async def delete(self, release_id: str) -> None:
        await self._db.execute(r.delete().where(r.c.id == release_id))

    async def page(self, where: ReleaseFilter, before: str | None, limit: int) -> list[Release]:
        query = sa.select(*RELEASE_SELECT)
        if where.scope is not None:
            query = query.where(_in_scope(r, where.scope))
        if where.status is not None:
            query = query.where(r.c.status == where.status.value)
        if where.channel is not None:
            query = query.where(
                sa.exists().where(m.c.to_release_id == r.c.id, m.c.channel == where.channel)
            )
        if before is not None:
            query = query.where(r.c.id < before)
        rows = await self._db.execute(query.order_by(r.c.id.desc()).limit(limit))
        return [release_from(row) for row in rows]

    async def ids_of_builds(
        self, builds: Sequence[tuple[ReleaseScope, str]]
    ) -> dict[tuple[ReleaseScope, str], str]:
        if not builds:
            return {}
        wanted = sa.or_(
            *(sa.and_(_in_scope(r, scope), r.c.build_id == build) for scope, build in builds)
        )
        rows = await self._db.execute(
            sa.select(r.c.id, r.c.scope_type, r.c.scope_id, r.c.build_id).where(
                wanted, r.c.status != ReleaseStatus.DRAFT.value
            )
        )
        return {(ReleaseScope(ScopeType(row[1]), row[2]), row[3]): row[0] for row in rows}


_POINTER = sa.select(
    p.c.scope_type, p.c.scope_id, p.c.channel, p.c.release_id, p.c.previous_release_id,
    p.c.rollout_percent, p.c.revision, p.c.updated_at, p.c.updated_by,
)  # fmt: skip


def pointer_from(row: Sequence[Any]) -> Pointer:
    (scope_type, scope_id, channel, release_id, previous, percent, revision, updated_at,
     updated_by) = row  # fmt: skip
    return Pointer(
        scope=ReleaseScope(ScopeType(scope_type), scope_id),
        channel=channel,
        release_id=release_id,
        previous_release_id=previous,
        rollout_percent=int(percent),
        revision=int(revision),
        updated_at=dt_required(updated_at),
        updated_by=uuid_or_none(updated_by),
    )


class SqlPointerRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def lock_scope(self, scope: ReleaseScope) -> None:
        """A transaction-level advisory lock on PostgreSQL (a hash of the scope: two scopes
        may share one, which only makes them queue); SQLite runs one writer at a time."""
        if self._db.dialect.name == "postgresql":
            await self._db.execute(
                sa.select(sa.func.pg_advisory_xact_lock(sa.func.hashtextextended(_LOCK_KEY, 0))),
                {"key": f"versions:{scope.key}"},
            )

    async def get(self, scope: ReleaseScope, channel: str, *, lock: bool = False) -> Pointer | None:
        query = _POINTER.where(_in_scope(p, scope), p.c.channel == channel)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return pointer_from(row) if row else None

    async def put(self, pointer: Pointer) -> bool:
        values = {
            "release_id": pointer.release_id,
            "previous_release_id": pointer.previous_release_id,
            "rollout_percent": pointer.rollout_percent,
            "revision": pointer.revision,
            "updated_at": ms(pointer.updated_at),
            "updated_by": pointer.updated_by,
        }
        if pointer.revision == 1:
            statement = (
                upsert(self._db, p)
                .values(
                    scope_type=pointer.scope.type.value,
                    scope_id=pointer.scope.id,
                    channel=pointer.channel,
                    **values,
                )
                .on_conflict_do_nothing()
                .returning(p.c.revision)
            )
            return (await self._db.execute(statement)).first() is not None
        done = await self._db.execute(
            p.update()
            .where(
                _in_scope(p, pointer.scope),
                p.c.channel == pointer.channel,
                p.c.revision == pointer.revision - 1,
            )
            .values(**values)
        )
        return done.rowcount == 1

    async def of_scope(self, scope: ReleaseScope) -> list[Pointer]:
        rows = await self._db.execute(_POINTER.where(_in_scope(p, scope)).order_by(p.c.channel))
        return [pointer_from(row) for row in rows]

    async def on_release(self, release_id: str) -> list[Pointer]:
        rows = await self._db.execute(
            _POINTER.where(
                sa.or_(p.c.release_id == release_id, p.c.previous_release_id == release_id)
            )
            .order_by(p.c.scope_type, p.c.scope_id, p.c.channel)
            .with_for_update()
        )
        return [pointer_from(row) for row in rows]


_MOVE = sa.select(
    m.c.id, m.c.scope_type, m.c.scope_id, m.c.channel, m.c.from_release_id, m.c.to_release_id,
    m.c.kind, m.c.rollout_percent, m.c.reason, m.c.moved_by, m.c.moved_at, m.c.revision,
)  # fmt: skip


def move_from(row: Sequence[Any]) -> Move:
    (move_id, scope_type, scope_id, channel, from_id, to_id, kind, percent, reason, by,
     at, revision) = row  # fmt: skip
    return Move(
        id=move_id,
        scope=ReleaseScope(ScopeType(scope_type), scope_id),
        channel=channel,
        from_release_id=from_id,
        to_release_id=to_id,
        kind=MoveKind(kind),
        rollout_percent=int(percent),
        reason=reason,
        moved_by=uuid_or_none(by),
        moved_at=dt_required(at),
        revision=int(revision),
    )


class SqlMoveRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, move: Move) -> None:
        await self._db.execute(
            m.insert().values(
                id=move.id,
                scope_type=move.scope.type.value,
                scope_id=move.scope.id,
                channel=move.channel,
                from_release_id=move.from_release_id,
                to_release_id=move.to_release_id,
                kind=move.kind.value,
                rollout_percent=move.rollout_percent,
                reason=move.reason,
                moved_by=move.moved_by,
                moved_at=ms(move.moved_at),
                revision=move.revision,
            )
        )

    async def page(
        self, scope: ReleaseScope, channel: str | None, before: tuple[int, str] | None, limit: int
    ) -> list[Move]:
        query = _MOVE.where(_in_scope(m, scope))
        position = m.c.moved_at
        if channel is not None:
            query, position = query.where(m.c.channel == channel), m.c.revision
        if before is not None:
            query = query.where(sa.tuple_(position, m.c.id) < sa.tuple_(*before))
        rows = await self._db.execute(query.order_by(position.desc(), m.c.id.desc()).limit(limit))
        return [move_from(row) for row in rows]

    async def earlier_targets(
        self, scope: ReleaseScope, channel: str, below: Release, limit: int
    ) -> list[str]:
        targets = (
            sa.select(m.c.to_release_id)
            .where(_in_scope(m, scope), m.c.channel == channel)
            .distinct()
            .subquery()
        )
        rows = await self._db.execute(
            sa.select(r.c.id)
            .join(targets, targets.c.to_release_id == r.c.id)
            .where(
                r.c.status.in_(ACTIVATABLE),
                sa.tuple_(r.c.build_day, r.c.id) < sa.tuple_(below.day, below.id),
            )
            .order_by(r.c.build_day.desc(), r.c.id.desc())
            .limit(limit)
        )
        return [row[0] for row in rows]


_EVENT = sa.select(
    e.c.id, e.c.event_id, e.c.client_id, e.c.release_id, e.c.kind, e.c.channel, e.c.occurred_at,
    e.c.received_at, e.c.data, r.c.build_id,
).join(r, r.c.id == e.c.release_id)  # fmt: skip


def _event_filter(
    where: EventFilter, table: sa.Table, scoped: sa.Table
) -> list[sa.ColumnElement[bool]]:
    """``scoped``: the table whose scope columns say the scope."""
    conditions = [_in_scope(scoped, where.scope)]
    if where.release_id is not None:
        conditions.append(table.c.release_id == where.release_id)
    if where.kind is not None:
        conditions.append(table.c.kind == where.kind.value)
    return conditions


class SqlEventRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, events: Sequence[ClientEvent]) -> list[ClientEvent]:
        if not events:
            return []
        rows = [
            {
                "id": event.id,
                "client_id": event.client_id,
                "event_id": event.event_id,
                "release_id": event.release_id,
                "scope_type": event.scope.type.value,
                "scope_id": event.scope.id,
                "kind": event.kind.value,
                "channel": event.channel,
                "occurred_at": ms(event.occurred_at),
                "received_at": ms(event.received_at),
                "data": dict(event.data) if event.data is not None else None,
            }
            for event in events
        ]
        statement = (
            upsert(self._db, e)
            .values(rows)
            .on_conflict_do_nothing(index_elements=["client_id", "event_id"])
            .returning(e.c.id)
        )
        inserted = {row[0] for row in await self._db.execute(statement)}
        return [event for event in events if event.id in inserted]

    async def count(self, counts: Sequence[EventCount]) -> None:
        for item in counts:
            statement = upsert(self._db, c).values(
                release_id=item.release_id, kind=item.kind.value, hour=item.hour, count=item.count
            )
            await self._db.execute(
                statement.on_conflict_do_update(
                    index_elements=["release_id", "kind", "hour"],
                    set_={"count": c.c.count + statement.excluded.count},
                )
            )

    async def page(self, where: EventFilter, before: str | None, limit: int) -> list[EventRow]:
        query = _EVENT.where(*_event_filter(where, e, e))
        if where.since is not None:
            query = query.where(e.c.received_at >= ms(where.since))
        if before is not None:
            query = query.where(e.c.id < before)
        rows = await self._db.execute(query.order_by(e.c.id.desc()).limit(limit))
        return [
            EventRow(
                ClientEvent(
                    id=row[0],
                    scope=where.scope,
                    event_id=row[1],
                    client_id=row[2],
                    release_id=row[3],
                    kind=EventKind(row[4]),
                    channel=row[5],
                    occurred_at=dt(row[6]),
                    received_at=dt_required(row[7]),
                    data=as_json(row[8]) if row[8] is not None else None,
                ),
                row[9],
            )
            for row in rows
        ]

    async def counts(self, where: EventFilter) -> list[CountRow]:
        query = (
            sa.select(c.c.release_id, r.c.build_id, c.c.kind, c.c.hour, c.c.count)
            .join(r, r.c.id == c.c.release_id)
            .where(*_event_filter(where, c, r))
        )
        if where.since is not None:
            query = query.where(c.c.hour >= hour_of(to_millis(where.since)))
        rows = await self._db.execute(query)
        return [
            CountRow(row[0], row[1], EventKind(row[2]), int(row[3]), int(row[4])) for row in rows
        ]

    async def prune(self, received_before: datetime) -> int:
        done = await self._db.execute(e.delete().where(e.c.received_at < ms(received_before)))
        return int(done.rowcount or 0)


class SqlVersionRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.releases = SqlReleaseRepository(connection)
        self.pointers = SqlPointerRepository(connection)
        self.moves = SqlMoveRepository(connection)
        self.events = SqlEventRepository(connection)
