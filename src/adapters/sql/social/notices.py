"""Reports, notifications and presence settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, uuid_or_none
from adapters.sql.rows import dt_required, ms
from adapters.sql.social.rows import (
    NOTIFICATION_COLUMNS,
    REPORT_COLUMNS,
    notification_from,
    presence_state,
    report_from,
)
from adapters.sql.tables.social import notifications, reports, user_presence
from adapters.sql.upsert import upsert
from domain.social.notifications import Notification
from domain.social.presence import PresenceSetting
from domain.social.reports import Report


class SqlReportRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    _SELECT = sa.select(*(reports.c[name] for name in REPORT_COLUMNS))

    async def add(self, report: Report) -> None:
        await self._db.execute(reports.insert().values(id=report.id, **_report_values(report)))

    async def get(self, report_id: str) -> Report | None:
        row = (await self._db.execute(self._SELECT.where(reports.c.id == report_id))).first()
        return report_from(row) if row else None

    async def update(self, report: Report, revision: int) -> bool:
        done = await self._db.execute(
            reports.update()
            .where(reports.c.id == report.id, reports.c.revision == revision)
            .values(**_report_values(report))
        )
        return bool(done.rowcount)


def _report_values(report: Report) -> dict[str, Any]:
    return {
        "reporter_id": report.reporter_id,
        "target_id": report.target_id,
        "reason": report.reason,
        "created_at": ms(report.created_at),
        "status": report.status.value,
        "note": report.note,
        "revision": report.revision,
        "triaged_by": report.triaged_by,
        "triaged_at": ms(report.triaged_at),
    }


class SqlNotificationRepository:
    _SELECT = sa.select(*(notifications.c[name] for name in NOTIFICATION_COLUMNS))

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, notification: Notification) -> None:
        await self._db.execute(
            notifications.insert().values(
                id=notification.id,
                user_id=notification.user_id,
                kind=str(notification.kind),
                deeplink=notification.deeplink,
                payload=notification.payload,
                created_at=ms(notification.created_at),
                read_at=ms(notification.read_at),
            )
        )

    async def get(self, notification_id: str) -> Notification | None:
        statement = self._SELECT.where(notifications.c.id == notification_id)
        row = (await self._db.execute(statement)).first()
        return notification_from(row) if row else None

    async def mark_read(self, notification_id: str, at: datetime) -> None:
        await self._db.execute(
            notifications.update()
            .where(notifications.c.id == notification_id, notifications.c.read_at.is_(None))
            .values(read_at=ms(at))
        )


class SqlPresenceRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, user_id: UUID) -> PresenceSetting | None:
        statement = sa.select(
            user_presence.c.state, user_presence.c.party_id, user_presence.c.updated_at
        ).where(user_presence.c.user_id == user_id)
        row = (await self._db.execute(statement)).first()
        if row is None:
            return None
        return PresenceSetting(
            user_id, dt_required(row[2]), presence_state(row[0]), uuid_or_none(row[1])
        )

    async def put(self, setting: PresenceSetting) -> None:
        values = {
            "state": str(setting.state) if setting.state else None,
            "party_id": setting.party_id,
            "updated_at": ms(setting.updated_at),
        }
        statement = upsert(self._db, user_presence).values(user_id=setting.user_id, **values)
        await self._db.execute(
            statement.on_conflict_do_update(index_elements=["user_id"], set_=values)
        )


class SqlPresenceReader:
    _SETTING = Query(
        "SELECT state, party_id, updated_at FROM user_presence WHERE user_id = :user_id"
    )

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def setting(self, user_id: UUID) -> PresenceSetting | None:
        row = await self._reader.one(self._SETTING, user_id=user_id)
        if row is None:
            return None
        return PresenceSetting(
            user_id, dt_required(row[2]), presence_state(row[0]), uuid_or_none(row[1])
        )
