"""Blocks, notifications and reports on the fast read path: one keyset query per page."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query, as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.social.rows import REPORT_COLUMNS, notification_from, report_from
from application.social.ports import BlockRow, ReportRow
from domain.social.blocks import Block
from domain.social.notifications import Notification
from domain.social.reports import ReportStatus

_BLOCKS = """SELECT b.blocked_id, b.created_at, u.name
FROM blocks b JOIN users u ON u.id = b.blocked_id
WHERE b.blocker_id = :blocker{after}
ORDER BY b.created_at DESC, b.blocked_id DESC
LIMIT :limit"""
_BLOCKS_AFTER = "\n AND (b.created_at, b.blocked_id) < (:after_at, :after_id)"

_BLOCKERS = Query("SELECT blocker_id FROM blocks WHERE blocked_id = :user")

_NOTIFICATIONS = """SELECT id, user_id, kind, deeplink, payload, created_at, read_at
FROM notifications
WHERE user_id = :user{before}
ORDER BY id DESC
LIMIT :limit"""

_UNREAD = Query("SELECT count(*) FROM notifications WHERE user_id = :user AND read_at IS NULL")

_REPORTS = """SELECT {columns}, a.name, t.name
FROM reports r
JOIN users a ON a.id = r.reporter_id
JOIN users t ON t.id = r.target_id
WHERE 1 = 1{target}{status}{before}
ORDER BY r.id DESC
LIMIT :limit"""


class SqlBlockListReader:
    _QUERIES = {a: Query(_BLOCKS.format(after=_BLOCKS_AFTER if a else "")) for a in (False, True)}

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(
        self, blocker: UUID, after: tuple[datetime, UUID] | None, limit: int
    ) -> list[BlockRow]:
        params: dict[str, Any] = {"blocker": blocker, "limit": limit}
        if after is not None:
            params.update(after_at=ms(after[0]), after_id=after[1])
        rows = await self._reader.all(self._QUERIES[after is not None], **params)
        return [
            BlockRow(Block(blocker, as_uuid(row[0]), dt_required(row[1])), row[2]) for row in rows
        ]

    async def blockers(self, user: UUID) -> set[UUID]:
        """One scan of ``ix_blocks_blocked_id``."""
        return {as_uuid(row[0]) for row in await self._reader.all(_BLOCKERS, user=user)}


class SqlNotificationReader:
    _QUERIES = {
        b: Query(_NOTIFICATIONS.format(before="\n AND id < :before" if b else ""))
        for b in (False, True)
    }

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(self, user: UUID, before: str | None, limit: int) -> list[Notification]:
        params: dict[str, Any] = {"user": user, "limit": limit}
        if before is not None:
            params["before"] = before
        rows = await self._reader.all(self._QUERIES[before is not None], **params)
        return [notification_from(row) for row in rows]

    async def unread(self, user: UUID) -> int:
        row = await self._reader.one(_UNREAD, user=user)
        return int(row[0]) if row else 0


class SqlReportReader:
    _QUERIES = {
        (t, s, b): Query(
            _REPORTS.format(
                columns=", ".join(f"r.{name}" for name in REPORT_COLUMNS),
                target="\n AND r.target_id = :target" if t else "",
                status="\n AND r.status = :status" if s else "",
                before="\n AND r.id < :before" if b else "",
            )
        )
        for t in (False, True)
        for s in (False, True)
        for b in (False, True)
    }

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(
        self,
        before: str | None,
        limit: int,
        target: UUID | None,
        status: ReportStatus | None = None,
    ) -> list[ReportRow]:
        params: dict[str, Any] = {"limit": limit}
        if before is not None:
            params["before"] = before
        if target is not None:
            params["target"] = target
        if status is not None:
            params["status"] = status.value
        query = self._QUERIES[target is not None, status is not None, before is not None]
        return [
            ReportRow(report_from(row), row[10], row[11])
            for row in await self._reader.all(query, **params)
        ]
