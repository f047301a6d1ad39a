from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.identity.user import User
from entrypoints.http.dto.common import CreatedAt, Items, Timestamp, UpdatedAt, ts, ts_or_none

# Described once, shared by the Structs below.
UserId = Annotated[UUID, msgspec.Meta(description="The user's id.")]
Name = Annotated[str, msgspec.Meta(description="The user's name.")]
HomeRegion = (
    Annotated[str, msgspec.Meta(description=("The user's home region; null when unknown."))] | None
)
LastSeenAt = (
    Annotated[
        Timestamp,
        msgspec.Meta(
            description="When the user last made an authenticated request; null if never."
        ),
    ]
    | None
)


class UserLookupItem(msgspec.Struct, rename="camel"):
    user_id: UserId
    name: Name
    home_region: HomeRegion
    last_seen_at: LastSeenAt


class UserLookupOut(msgspec.Struct):
    items: Items[UserLookupItem]


def lookup_item(user: User) -> UserLookupItem:
    return UserLookupItem(
        user_id=user.id,
        name=user.name,
        home_region=user.home_region,
        last_seen_at=ts_or_none(user.last_seen_at),
    )


class UserDetailOut(msgspec.Struct, rename="camel"):
    user_id: UserId
    name: Name
    home_region: HomeRegion
    last_seen_at: LastSeenAt
    last_region: (
        Annotated[
            str,
            msgspec.Meta(description=("The region the user was last seen in; null when unknown.")),
        ]
        | None
    )
    last_region_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(
                description=("When the user was last seen in that region; null when unknown.")
            ),
        ]
        | None
    )
    created_at: CreatedAt
    updated_at: UpdatedAt
    first_joined_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the user first joined; null when unknown."))
        ]
        | None
    )
    allow_friend_requests: Annotated[
        bool, msgspec.Meta(description=("Whether the user accepts friend requests."))
    ]


def user_detail(user: User) -> UserDetailOut:
    return UserDetailOut(
        user_id=user.id,
        name=user.name,
        home_region=user.home_region,
        last_seen_at=ts_or_none(user.last_seen_at),
        last_region=user.last_region,
        last_region_at=ts_or_none(user.last_region_at),
        created_at=ts(user.created_at),
        updated_at=ts(user.updated_at),
        first_joined_at=ts_or_none(user.first_joined_at),
        allow_friend_requests=user.allow_friend_requests,
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["UserLookupItem"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "name": "Golden crown",
    "homeRegion": "eu-west",
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["UserLookupOut"] = {"items": [EXAMPLES["UserLookupItem"]]}
EXAMPLES["UserDetailOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "name": "Steve",
    "homeRegion": "eu-west",
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
    "lastRegion": "eu-west",
    "lastRegionAt": "2026-11-22T10:00:00.000Z",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "firstJoinedAt": "2026-11-22T10:00:00.000Z",
    "allowFriendRequests": True,
}
