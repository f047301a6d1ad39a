"""Reports, notifications and presence settings: one row per key, no querying."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.social.tables import NOTIFICATIONS, PRESENCE, REPORTS
from adapters.memory.store import MemoryStore, MemoryTx
from domain.social.notifications import Notification
from domain.social.presence import PresenceSetting
from domain.social.reports import Report


class MemoryReportRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, report: Report) -> None:
        self._tx.write(REPORTS)[report.id] = report

    async def get(self, report_id: str) -> Report | None:
        return self._tx.read(REPORTS).get(report_id)

    async def update(self, report: Report, revision: int) -> bool:
        stored = self._tx.read(REPORTS).get(report.id)
        if stored is None or stored.revision != revision:
            return False
        self._tx.write(REPORTS)[report.id] = report
        return True


class MemoryNotificationRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, notification: Notification) -> None:
        self._tx.write(NOTIFICATIONS)[notification.id] = notification

    async def get(self, notification_id: str) -> Notification | None:
        return self._tx.read(NOTIFICATIONS).get(notification_id)

    async def mark_read(self, notification_id: str, at: datetime) -> None:
        found = self._tx.read(NOTIFICATIONS).get(notification_id)
        if found is not None and found.read_at is None:
            self._tx.write(NOTIFICATIONS)[notification_id] = replace(found, read_at=at)


class MemoryPresenceRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID) -> PresenceSetting | None:
        return self._tx.read(PRESENCE).get(user_id)

    async def put(self, setting: PresenceSetting) -> None:
        self._tx.write(PRESENCE)[setting.user_id] = setting


class MemoryPresenceReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def setting(self, user_id: UUID) -> PresenceSetting | None:
        return self._tables[PRESENCE].get(user_id)
