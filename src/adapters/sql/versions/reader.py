"""The public resolve on the fast read path.

One statement reads the pointer of (scope, channel) by primary key with the ids and
revisions of its two releases (joined by primary key): three index seeks, whatever the
number of releases, channels or events. A release's content changes only with its revision,
so releases are parsed once per (id, revision) and kept in a small in-process table; a release
not kept yet is read by primary key. Nothing is ever stale: the pointer row, read every time,
names the revision to use.
"""

from __future__ import annotations

from adapters.sql.fast_read import FastReader, Query, uuid_or_none
from adapters.sql.rows import dt_required
from adapters.sql.versions.rows import RELEASE_COLUMNS, release_from
from application.versions.ports import PointerView
from domain.versions.channel import Pointer
from domain.versions.release import Release, ReleaseScope

RESOLVE = """SELECT p.release_id, p.previous_release_id, p.rollout_percent, p.revision,
 p.updated_at, p.updated_by, r.revision, q.revision
FROM version_pointers p
LEFT JOIN version_releases r ON r.id = p.release_id
LEFT JOIN version_releases q ON q.id = p.previous_release_id
WHERE p.scope_type = :scope_type AND p.scope_id = :scope_id AND p.channel = :channel"""
RELEASE = f"SELECT {', '.join(RELEASE_COLUMNS)} FROM version_releases WHERE id = :id"
KEPT_RELEASES = 1024


class SqlResolveReader:
    _RESOLVE = Query(RESOLVE)
    _RELEASE = Query(RELEASE)

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader
        self._releases: dict[tuple[str, int], Release] = {}

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
        return PointerView(
            pointer, await self._release(row[0], row[6]), await self._release(row[1], row[7])
        )

    async def _release(self, release_id: str | None, revision: int | None) -> Release | None:
        if release_id is None or revision is None:
            return None
        kept = self._releases.get((release_id, int(revision)))
        if kept is not None:
            return kept
        row = await self._reader.one(self._RELEASE, id=release_id)
        if row is None:  # gone since the first read (only drafts are deleted: never pointed at)
            return None
        release = release_from(row)
        if len(self._releases) >= KEPT_RELEASES:
            self._releases.clear()
        self._releases[(release.id, release.revision)] = release
        return release
