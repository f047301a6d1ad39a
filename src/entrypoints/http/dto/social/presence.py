from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.social.presence import PresenceView
from domain.profile.presence import PresenceState
from entrypoints.http.dto.common import Timestamp, ts_or_none
from entrypoints.http.dto.profile import LastSeenAt, Online, PresenceStatus
from entrypoints.http.dto.social.common import last_seen, status_of

Chosen = Literal["ONLINE", "AWAY", "BUSY"]
CHOSEN_OUT: dict[PresenceState, Chosen] = {PresenceState.AWAY: "AWAY", PresenceState.BUSY: "BUSY"}
"""The states a user can set; ``None`` (automatic) is ``ONLINE``."""


# Described once, shared by the Structs below.
PartyId = Annotated[UUID, msgspec.Meta(description="The caller's party; null for none.")] | None


class PresenceIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """``ONLINE`` returns to automatic presence; ``partyId`` null leaves any party."""

    state: Annotated[
        Chosen,
        msgspec.Meta(
            description=("The state to show: ONLINE (automatic, by activity), AWAY or BUSY.")
        ),
    ]
    party_id: PartyId = None


class PresenceOut(msgspec.Struct, rename="camel"):
    """``state`` is what the caller chose; ``online``, ``status`` and ``lastSeenAt`` are what
    a friend with DEFAULT visibility sees now."""

    state: Annotated[Chosen, msgspec.Meta(description="The state the caller chose.")]
    party_id: PartyId
    updated_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the caller last set it; null if never."))
        ]
        | None
    )
    online: Online
    status: PresenceStatus
    last_seen_at: LastSeenAt


def presence_out(view: PresenceView) -> PresenceOut:
    setting = view.setting
    chosen = CHOSEN_OUT[setting.state] if setting and setting.state else "ONLINE"
    return PresenceOut(
        state=chosen,
        party_id=setting.party_id if setting else None,
        updated_at=ts_or_none(setting.updated_at) if setting else None,
        online=view.seen.online,
        status=status_of(view.seen),
        last_seen_at=last_seen(view.seen),
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["PresenceIn"] = {"state": "AWAY", "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3"}
EXAMPLES["PresenceOut"] = {
    "state": "AWAY",
    "partyId": "1d0fea39-ec33-4f75-83f3-45be85d1ccd3",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "online": True,
    "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
}
