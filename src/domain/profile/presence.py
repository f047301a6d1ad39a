"""Presence as others see it: online and a status derived from when the user was last seen."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

ONLINE_WINDOW = timedelta(minutes=5)


class PresenceState(StrEnum):
    ONLINE = "ONLINE"
    OFFLINE = "OFFLINE"
    AWAY = "AWAY"
    BUSY = "BUSY"


@dataclass(frozen=True, slots=True)
class Presence:
    online: bool
    state: PresenceState
    timestamp: datetime | None

    @classmethod
    def from_last_seen(cls, last_seen_at: datetime | None, now: datetime) -> Presence:
        online = last_seen_at is not None and now - last_seen_at <= ONLINE_WINDOW
        state = PresenceState.ONLINE if online else PresenceState.OFFLINE
        return cls(online=online, state=state, timestamp=last_seen_at)
