from __future__ import annotations

from uuid import UUID

import msgspec

from domain.identity.user import User
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none


class UserLookupItem(msgspec.Struct, rename="camel"):
    user_id: UUID
    name: str
    home_region: str | None
    last_seen_at: Timestamp | None


class UserLookupOut(msgspec.Struct):
    items: list[UserLookupItem]


def lookup_item(user: User) -> UserLookupItem:
    return UserLookupItem(
        user_id=user.id,
        name=user.name,
        home_region=user.home_region,
        last_seen_at=ts_or_none(user.last_seen_at),
    )


class UserDetailOut(msgspec.Struct, rename="camel"):
    user_id: UUID
    name: str
    home_region: str | None
    last_seen_at: Timestamp | None
    last_region: str | None
    last_region_at: Timestamp | None
    created_at: Timestamp
    updated_at: Timestamp
    first_joined_at: Timestamp | None
    allow_friend_requests: bool


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
