"""Game options, public profiles and profile shares."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.profile.public import PublicProfile
from application.profile.shares import ResolvedShare
from application.shared.page import Page
from domain.profile.game_options import GameOptionsDocument
from domain.profile.presence import PresenceState
from domain.profile.shares import ProfileShare, ShareState
from domain.shared.time import iso_millis
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    TimestampIn,
    ts,
)
from entrypoints.http.dto.profile import Online, PresenceStatus, StatusOut
from entrypoints.http.dto.totem import EXAMPLES as TOTEM_EXAMPLES


class GameOptionsIn(msgspec.Struct, forbid_unknown_fields=True):
    options: Annotated[
        dict[str, Any],
        msgspec.Meta(description=("The user's game options, a free-form JSON document.")),
    ]


class GameOptionsOut(msgspec.Struct, rename="camel", omit_defaults=True):
    options: Annotated[dict[str, Any], msgspec.Meta(description="The user's game options.")]
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the document: each write is a new one (also the ETag).")
        ),
    ]
    updated_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the document last changed; absent if never written.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def game_options_out(document: GameOptionsDocument) -> GameOptionsOut:
    return GameOptionsOut(
        document.document,
        document.revision,
        ts(document.updated_at) if document.updated_at else msgspec.UNSET,
    )


class ActiveTotemOut(msgspec.Struct, rename="camel"):
    item_model_id: Annotated[str, msgspec.Meta(description="The active model's id.")]
    item_model_url: Annotated[str, msgspec.Meta(description="Public URL of the model file.")]


class PublicUserOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: Annotated[UUID, msgspec.Meta(description="The user's id.")]
    name: Annotated[str, msgspec.Meta(description="The user's name.")]
    online: Online
    status: PresenceStatus
    active_totem: (
        Annotated[
            ActiveTotemOut,
            msgspec.Meta(description=("The user's active personal totem; absent for none.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def public_user_out(profile: PublicProfile, cdn_url: str) -> PublicUserOut:
    presence = profile.presence
    model = profile.active_model_id
    return PublicUserOut(
        id=profile.user_id,
        name=profile.name,
        online=presence.online,
        status=StatusOut(str(presence.state), None),
        active_totem=ActiveTotemOut(model, f"{cdn_url}/{model}.json") if model else msgspec.UNSET,
    )


class ShareIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    label: Annotated[str, msgspec.Meta(description="A label for the share.")] | None = None
    expires_at: (
        Annotated[
            TimestampIn, msgspec.Meta(description=("When the share expires; null for never."))
        ]
        | None
    ) = None


# Described once, shared by the Structs below.
Label = (
    Annotated[str, msgspec.Meta(description=("The share's label; absent when none."))]
    | msgspec.UnsetType
)
ExpiresAt = (
    Annotated[Timestamp, msgspec.Meta(description="When the share expires; absent for never.")]
    | msgspec.UnsetType
)


class ShareOut(msgspec.Struct, rename="camel", omit_defaults=True):
    id: RecordId
    code: Annotated[str, msgspec.Meta(description="The share's code.")]
    url: Annotated[str, msgspec.Meta(description="The URL that shows the profile.")]
    state: Annotated[str, msgspec.Meta(description="active, expired or revoked.")]
    created_at: CreatedAt
    label: Label = msgspec.UNSET
    expires_at: ExpiresAt = msgspec.UNSET
    revoked_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the share was revoked; absent while not."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    user_id: (
        Annotated[UUID, msgspec.Meta(description=("The sharing user's id (admin lists only)."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def share_url(base_url: str, code: str) -> str:
    return f"{base_url}/v1/public/profile-shares/{code}"


def share_out(share: ProfileShare, base_url: str, now: Any, admin: bool = False) -> ShareOut:
    return ShareOut(
        id=share.id,
        code=share.code,
        url=share_url(base_url, share.code),
        state=str(share.state(now)),
        created_at=ts(share.created_at),
        label=share.label or msgspec.UNSET,
        expires_at=iso_millis(share.expires_at) if share.expires_at else msgspec.UNSET,
        revoked_at=iso_millis(share.revoked_at) if share.revoked_at else msgspec.UNSET,
        user_id=share.user_id if admin else msgspec.UNSET,
    )


class ShareEnvelope(msgspec.Struct):
    share: Annotated[ShareOut, msgspec.Meta(description="The share.")]


class SharesOut(msgspec.Struct, rename="camel"):
    items: Items[ShareOut]
    next_cursor: NextCursor


def shares_out(page: Page[ProfileShare], base_url: str, now: Any, admin: bool = False) -> SharesOut:
    return SharesOut([share_out(s, base_url, now, admin) for s in page.items], page.next_cursor)


class RevokedSharesOut(msgspec.Struct):
    revoked: Annotated[
        list[str],
        msgspec.Meta(description="The ids of the shares this revoked (empty: none was live)."),
    ]


class ResolvedShareOut(msgspec.Struct, rename="camel", omit_defaults=True):
    profile: Annotated[PublicUserOut, msgspec.Meta(description="The shared profile.")]
    label: Label = msgspec.UNSET
    expires_at: ExpiresAt = msgspec.UNSET


def resolved_out(resolved: ResolvedShare, cdn_url: str) -> ResolvedShareOut:
    share = resolved.share
    return ResolvedShareOut(
        profile=public_user_out(resolved.profile, cdn_url),
        label=share.label or msgspec.UNSET,
        expires_at=iso_millis(share.expires_at) if share.expires_at else msgspec.UNSET,
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["GameOptionsIn"] = {"options": {"pvp": False, "mode": "survival", "maxPlayers": 100}}
EXAMPLES["GameOptionsOut"] = {
    "options": {"pvp": False, "mode": "survival", "maxPlayers": 100},
    "revision": 7,
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ActiveTotemOut"] = {
    "itemModelId": TOTEM_EXAMPLES["ItemOut"]["itemModelId"],
    "itemModelUrl": TOTEM_EXAMPLES["ItemOut"]["itemModelUrl"],
}
EXAMPLES["PublicUserOut"] = {
    "id": "fb449975-d8a7-4fe2-b12f-56dac2a8ed1d",
    "name": "Steve",
    "online": True,
    "status": {"state": PresenceState.ONLINE.value, "timestamp": "2026-11-22T10:00:00.000Z"},
    "activeTotem": EXAMPLES["ActiveTotemOut"],
}
EXAMPLES["ShareIn"] = {"label": "Spawn", "expiresAt": "2026-12-22T10:00:00.000Z"}
EXAMPLES["ShareOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "code": "K7Q2M9XP",
    "url": "https://cdn.blockland.net/files/skyblock-1.4.2.jar",
    "state": ShareState.REVOKED.value,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "label": "Spawn",
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "revokedAt": "2026-11-22T10:00:00.000Z",
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
}
EXAMPLES["ShareEnvelope"] = {"share": EXAMPLES["ShareOut"]}
EXAMPLES["SharesOut"] = {
    "items": [EXAMPLES["ShareOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["RevokedSharesOut"] = {"revoked": [EXAMPLES["ShareOut"]["id"]]}
EXAMPLES["ResolvedShareOut"] = {
    "profile": EXAMPLES["PublicUserOut"],
    "label": "Spawn",
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
