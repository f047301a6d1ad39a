from __future__ import annotations

from datetime import UTC, datetime, timedelta

from domain.shared.time import truncate_to_millis


class SystemClock:
    def now(self) -> datetime:
        return truncate_to_millis(datetime.now(UTC))


class FrozenClock:
    """A clock that moves only when told to (tests, simulations, embedding tools)."""

    def __init__(self, start: datetime) -> None:
        self._now = truncate_to_millis(start)

    def now(self) -> datetime:
        return self._now

    def advance(self, delta: timedelta) -> None:
        self._now = truncate_to_millis(self._now + delta)
