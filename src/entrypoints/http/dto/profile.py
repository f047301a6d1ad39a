from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.profile.profiles import ProfileView, SettingsView
from domain.identity.game_session import DEFAULT_GAME_SCOPES
from domain.links.link import AccountLink
from domain.profile.presence import Presence, PresenceState
from entrypoints.http.dto.common import Timestamp, UpdatedAt, ts, ts_or_none
from entrypoints.http.dto.links import EXAMPLES as LINK_EXAMPLES
from entrypoints.http.dto.links import LinksOut, links_out


class StatusOut(msgspec.Struct):
    state: Annotated[
        str,
        msgspec.Meta(description=("ONLINE or OFFLINE (from lastSeenAt), or a state the user set.")),
    ]
    timestamp: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the state began; null when hidden or unknown.")),
        ]
        | None
    )


def status_out(presence: Presence) -> StatusOut:
    return StatusOut(state=str(presence.state), timestamp=ts_or_none(presence.timestamp))


# Presence as every area shows a user's, described once.
Online = Annotated[
    bool, msgspec.Meta(description="Whether the user counts as online (seen within 5 minutes).")
]
PresenceStatus = Annotated[
    StatusOut, msgspec.Meta(description=("The user's status {state, timestamp}."))
]
LastSeenAt = (
    Annotated[
        Timestamp,
        msgspec.Meta(
            description=("When the user last made an authenticated request; null if never.")
        ),
    ]
    | None
)


class ProfileSelfOut(msgspec.Struct, rename="camel"):
    user_id: Annotated[UUID, msgspec.Meta(description="The user's id.")]
    name: Annotated[str, msgspec.Meta(description="The user's name.")]
    permissions: Annotated[
        list[str], msgspec.Meta(description=("The permission nodes the user holds."))
    ]
    online: Online
    status: PresenceStatus
    last_seen_at: LastSeenAt


def profile_self_out(view: ProfileView) -> ProfileSelfOut:
    return ProfileSelfOut(
        user_id=view.user.id,
        name=view.user.name,
        permissions=view.permissions,
        online=view.presence.online,
        status=status_out(view.presence),
        last_seen_at=ts_or_none(view.last_seen_at),
    )


class SettingsOut(msgspec.Struct, rename="camel"):
    allow_friend_requests: Annotated[
        bool, msgspec.Meta(description=("Whether others may send the user friend requests."))
    ]
    ui_style: (
        Annotated[
            dict[str, Any],
            msgspec.Meta(
                description=(
                    "The UI style document {syncEnabled, source, payload}; null when none."
                )
            ),
        ]
        | None
    )
    updated_at: UpdatedAt
    links: Annotated[
        LinksOut,
        msgspec.Meta(
            description=("The user's linked accounts (membership and chat providers, supporter).")
        ),
    ]
    """The membership and chat accounts linked (docs/links.md)."""


def settings_out(view: SettingsView, links: list[AccountLink]) -> SettingsOut:
    return SettingsOut(
        allow_friend_requests=view.allow_friend_requests,
        ui_style=view.ui_style,
        updated_at=ts(view.updated_at),
        links=links_out(links),
    )


class SettingsPatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    allow_friend_requests: (
        Annotated[
            bool, msgspec.Meta(description=("Whether others may send the user friend requests."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    ui_style: (
        Annotated[
            dict[str, Any],
            msgspec.Meta(
                description=(
                    "The UI style document {syncEnabled, source, payload}, validated "
                    "for shape and size; null removes it."
                )
            ),
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["StatusOut"] = {
    "state": PresenceState.ONLINE.value,
    "timestamp": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ProfileSelfOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "name": "Steve",
    "permissions": list(DEFAULT_GAME_SCOPES),
    "online": True,
    "status": EXAMPLES["StatusOut"],
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["SettingsOut"] = {
    "allowFriendRequests": True,
    "uiStyle": {"syncEnabled": True, "source": "dash", "payload": {"theme": "dark"}},
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "links": LINK_EXAMPLES["LinksOut"],
}
EXAMPLES["SettingsPatch"] = {
    "allowFriendRequests": True,
    "uiStyle": {"syncEnabled": True, "source": "dash", "payload": {"theme": "dark"}},
}
