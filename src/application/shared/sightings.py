"""Noting when things were last seen, without a write per request.

Every authenticated request notes its user (or server) with ``note()``, which touches memory
only and keeps at most one sighting per key per interval. ``flush()``, run by the core's
background work, writes the pending batch in one transaction. A batch that could not be
written is kept for the next flush (newer sightings win).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable
from datetime import datetime, timedelta
from typing import Generic, TypeVar

from application.ports import UnitOfWork, UnitOfWorkFactory

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

MAX_REMEMBERED = 100_000


class Sightings(Generic[K, V]):
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        interval: timedelta,
        write: Callable[[UnitOfWork, dict[K, V]], Awaitable[None]],
    ) -> None:
        self._uow = uow
        self._interval = interval
        self._write = write
        self._last: dict[K, tuple[datetime, V]] = {}
        self._pending: dict[K, V] = {}

    def note(self, key: K, now: datetime, value: V) -> None:
        """Remember ``value`` for ``key`` unless it was noted less than an interval ago."""
        last = self._last.get(key)
        if last is not None and now - last[0] < self._interval:
            return
        self._last[key] = (now, value)
        self._pending[key] = value

    def last(self, key: K) -> tuple[datetime, V] | None:
        """The newest sighting this process noted, written or not yet."""
        return self._last.get(key)

    async def flush(self) -> int:
        if not self._pending:
            return 0
        batch, self._pending = self._pending, {}
        try:
            async with self._uow() as uow:
                await self._write(uow, batch)
                await uow.commit()
        except BaseException:  # cancelled mid-write included: nothing noted is lost
            for key, value in batch.items():
                self._pending.setdefault(key, value)
            raise
        if len(self._last) > MAX_REMEMBERED:
            self._last.clear()
        return len(batch)
