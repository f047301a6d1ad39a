"""Recording when users were last seen, without a write per request.

Authenticated requests call ``seen()``, which only touches memory and remembers at most one
moment per user per interval. ``flush()`` (run periodically by the host process) writes the
batch in one transaction.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from uuid import UUID

from application.ports import UnitOfWorkFactory

log = logging.getLogger(__name__)


class PresenceRecorder:
    def __init__(self, uow: UnitOfWorkFactory, interval: timedelta) -> None:
        self._uow = uow
        self._interval = interval
        self._last_recorded: dict[UUID, datetime] = {}
        self._pending: dict[UUID, datetime] = {}

    def seen(self, user_id: UUID, now: datetime) -> None:
        last = self._last_recorded.get(user_id)
        if last is not None and now - last < self._interval:
            return
        self._last_recorded[user_id] = now
        self._pending[user_id] = now

    def last_seen(self, user_id: UUID) -> datetime | None:
        """The newest moment this process saw the user, written or not yet."""
        return self._last_recorded.get(user_id)

    async def flush(self) -> int:
        if not self._pending:
            return 0
        batch, self._pending = self._pending, {}
        try:
            async with self._uow() as uow:
                await uow.users.record_last_seen(batch)
                await uow.commit()
        except Exception:
            # Keep what we could not write for the next flush; newer moments win.
            for user_id, moment in batch.items():
                self._pending.setdefault(user_id, moment)
            raise
        self._forget_stale()
        return len(batch)

    def _forget_stale(self) -> None:
        if len(self._last_recorded) > 100_000:
            self._last_recorded.clear()
