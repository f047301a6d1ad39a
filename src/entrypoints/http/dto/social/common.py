from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.profile.presence import PresenceState
from domain.social.presence import SeenPresence
from entrypoints.http.dto.common import Timestamp, ts_or_none
from entrypoints.http.dto.profile import Online, PresenceStatus, StatusOut


class PlayerOut(msgspec.Struct, rename="camel"):
    """Another user, with the presence they let the caller see."""

    id: Annotated[UUID, msgspec.Meta(description="The player's user id.")]
    name: Annotated[str, msgspec.Meta(description="The player's name.")]
    online: Online
    status: PresenceStatus
    party_id: (
        Annotated[UUID, msgspec.Meta(description=("The player's party; null when none or hidden."))]
        | None
    )


def status_of(presence: SeenPresence) -> StatusOut:
    return StatusOut(state=str(presence.state), timestamp=ts_or_none(presence.timestamp))


def player_out(user_id: UUID, name: str, presence: SeenPresence) -> PlayerOut:
    return PlayerOut(user_id, name, presence.online, status_of(presence), presence.party_id)


def last_seen(presence: SeenPresence) -> Timestamp | None:
    return ts_or_none(presence.last_seen_at)


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["PlayerOut"] = {
    "id": "55d57bfa-e4c5-4c6b-afda-173bab48c43f",
    "name": "Steve",
    "online": True,
    "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
    "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3",
}
