"""The public resolve on the fast read path: the pointer of (scope, channel) by primary key,
with its target and kept releases joined by primary key. One statement, three index seeks,
whatever the number of releases, channels or events."""

from __future__ import annotations

from adapters.sql.fast_read import FastReader, Query, uuid_or_none
from adapters.sql.rows import dt_required
from adapters.sql.versions.rows import RELEASE_COLUMNS, release_from
from application.versions.ports import PointerView
from domain.versions.channel import Pointer
from domain.versions.release import ReleaseScope

_R = ", ".join(f"r.{name}" for name in RELEASE_COLUMNS)
_Q = ", ".join(f"q.{name}" for name in RELEASE_COLUMNS)
RESOLVE = f"""SELECT p.release_id, p.previous_release_id, p.rollout_percent, p.revision,
 p.updated_at, p.updated_by, {_R}, {_Q}
FROM version_pointers p
LEFT JOIN version_releases r ON r.id = p.release_id
LEFT JOIN version_releases q ON q.id = p.previous_release_id
WHERE p.scope_type = :scope_type AND p.scope_id = :scope_id AND p.channel = :channel"""
_WIDTH = len(RELEASE_COLUMNS)


class SqlResolveReader:
    _RESOLVE = Query(RESOLVE)

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def pointer(self, scope: ReleaseScope, channel: str) -> PointerView | None:
        row = await self._reader.one(
            self._RESOLVE, scope_type=scope.type.value, scope_id=scope.id, channel=channel
        )
        if row is None:
            return None
        pointer = Pointer(
            scope=scope,
            channel=channel,
            release_id=row[0],
            previous_release_id=row[1],
            rollout_percent=int(row[2]),
            revision=int(row[3]),
            updated_at=dt_required(row[4]),
            updated_by=uuid_or_none(row[5]),
        )
        target, kept = row[6 : 6 + _WIDTH], row[6 + _WIDTH :]
        return PointerView(
            pointer,
            release_from(target) if target[0] is not None else None,
            release_from(kept) if kept[0] is not None else None,
        )
