from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UserDetailOut")


@_attrs_define
class UserDetailOut:
    """
    Attributes:
        allow_friend_requests (bool): Whether the user accepts friend requests.
        created_at (datetime.datetime): When the record was created (UTC).
        first_joined_at (None | str): When the user first joined; null when unknown.
        home_region (None | str): The user's home region; null when unknown.
        last_region (None | str): The region the user was last seen in; null when unknown.
        last_region_at (None | str): When the user was last seen in that region; null when unknown.
        last_seen_at (None | str): When the user last made an authenticated request; null if never.
        name (str): The user's name.
        updated_at (datetime.datetime): When the record last changed (UTC).
        user_id (UUID): The user's id.
    """

    allow_friend_requests: bool
    created_at: datetime.datetime
    first_joined_at: None | str
    home_region: None | str
    last_region: None | str
    last_region_at: None | str
    last_seen_at: None | str
    name: str
    updated_at: datetime.datetime
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allow_friend_requests = self.allow_friend_requests

        created_at = self.created_at.isoformat()

        first_joined_at: None | str
        first_joined_at = self.first_joined_at

        home_region: None | str
        home_region = self.home_region

        last_region: None | str
        last_region = self.last_region

        last_region_at: None | str
        last_region_at = self.last_region_at

        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        name = self.name

        updated_at = self.updated_at.isoformat()

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowFriendRequests": allow_friend_requests,
                "createdAt": created_at,
                "firstJoinedAt": first_joined_at,
                "homeRegion": home_region,
                "lastRegion": last_region,
                "lastRegionAt": last_region_at,
                "lastSeenAt": last_seen_at,
                "name": name,
                "updatedAt": updated_at,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        allow_friend_requests = d.pop("allowFriendRequests")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_first_joined_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_joined_at = _parse_first_joined_at(d.pop("firstJoinedAt"))

        def _parse_home_region(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        home_region = _parse_home_region(d.pop("homeRegion"))

        def _parse_last_region(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_region = _parse_last_region(d.pop("lastRegion"))

        def _parse_last_region_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_region_at = _parse_last_region_at(d.pop("lastRegionAt"))

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        name = d.pop("name")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        user_id = UUID(d.pop("userId"))

        user_detail_out = cls(
            allow_friend_requests=allow_friend_requests,
            created_at=created_at,
            first_joined_at=first_joined_at,
            home_region=home_region,
            last_region=last_region,
            last_region_at=last_region_at,
            last_seen_at=last_seen_at,
            name=name,
            updated_at=updated_at,
            user_id=user_id,
        )

        user_detail_out.additional_properties = d
        return user_detail_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
