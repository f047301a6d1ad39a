"""When users were last seen: noted in memory per request, written in batches.

Authenticated requests call ``seen()``; the core's background work calls ``flush()``
(application/shared/sightings.py holds the rule: one sighting per user per interval).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from uuid import UUID

from application.ports import UnitOfWork, UnitOfWorkFactory
from application.shared.sightings import Sightings


async def _write(uow: UnitOfWork, batch: dict[UUID, datetime]) -> None:
    await uow.users.record_last_seen(batch)


class PresenceRecorder:
    def __init__(self, uow: UnitOfWorkFactory, interval: timedelta) -> None:
        self._sightings: Sightings[UUID, datetime] = Sightings(uow, interval, _write)

    def seen(self, user_id: UUID, now: datetime) -> None:
        self._sightings.note(user_id, now, now)

    def last_seen(self, user_id: UUID) -> datetime | None:
        """The newest moment this process saw the user, written or not yet."""
        last = self._sightings.last(user_id)
        return last[0] if last else None

    async def flush(self) -> int:
        return await self._sightings.flush()
