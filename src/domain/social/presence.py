"""What a user's friends see of their presence.

ONLINE and OFFLINE follow from lastSeenAt (seen within five minutes: ``domain.profile``).
A user may set AWAY or BUSY, and a party; those show only while the user is online.
The visibility the user chose for a friend then trims what that friend sees:

- DEFAULT: online, the state, its timestamp, lastSeenAt and partyId;
- LIMITED: online and ONLINE/OFFLINE only; no timestamp, lastSeenAt or partyId;
- HIDDEN: always offline; no timestamp, lastSeenAt or partyId.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.profile.presence import Presence, PresenceState
from domain.shared.errors import InvalidInput
from domain.social.links import Visibility

SETTABLE = (PresenceState.ONLINE, PresenceState.AWAY, PresenceState.BUSY)


@dataclass(frozen=True, slots=True)
class PresenceSetting:
    """What the user set: AWAY or BUSY (None: automatic), and a party."""

    user_id: UUID
    updated_at: datetime
    state: PresenceState | None = None
    party_id: UUID | None = None


def presence_setting(
    user_id: UUID, state: str, party_id: UUID | None, now: datetime
) -> PresenceSetting:
    """``ONLINE`` means automatic (online or offline by activity)."""
    try:
        chosen = PresenceState(state)
    except ValueError:
        chosen = None
    if chosen not in SETTABLE:
        raise InvalidInput("state must be ONLINE, AWAY or BUSY", field="state")
    explicit = None if chosen is PresenceState.ONLINE else chosen
    return PresenceSetting(user_id, now, explicit, party_id)


@dataclass(frozen=True, slots=True)
class SeenPresence:
    """Presence as one viewer sees it."""

    online: bool
    state: PresenceState
    timestamp: datetime | None
    last_seen_at: datetime | None
    party_id: UUID | None


OFFLINE = SeenPresence(False, PresenceState.OFFLINE, None, None, None)


def seen_presence(
    last_seen_at: datetime | None,
    setting_state: PresenceState | None,
    setting_at: datetime | None,
    party_id: UUID | None,
    visibility: Visibility,
    now: datetime,
) -> SeenPresence:
    if visibility is Visibility.HIDDEN:
        return OFFLINE
    base = Presence.from_last_seen(last_seen_at, now)
    if visibility is Visibility.LIMITED:
        return SeenPresence(base.online, base.state, None, None, None)
    if not base.online:
        return SeenPresence(False, PresenceState.OFFLINE, last_seen_at, last_seen_at, None)
    if setting_state is not None:
        stamp = setting_at if setting_at else last_seen_at
        return SeenPresence(True, setting_state, stamp, last_seen_at, party_id)
    return SeenPresence(True, PresenceState.ONLINE, last_seen_at, last_seen_at, party_id)
