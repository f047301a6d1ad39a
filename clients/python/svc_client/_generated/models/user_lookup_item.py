from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UserLookupItem")


@_attrs_define
class UserLookupItem:
    """
    Attributes:
        home_region (None | str): The user's home region; null when unknown.
        last_seen_at (None | str): When the user last made an authenticated request; null if never.
        name (str): The user's name.
        user_id (UUID): The user's id.
    """

    home_region: None | str
    last_seen_at: None | str
    name: str
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        home_region: None | str
        home_region = self.home_region

        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        name = self.name

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "homeRegion": home_region,
                "lastSeenAt": last_seen_at,
                "name": name,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_home_region(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        home_region = _parse_home_region(d.pop("homeRegion"))

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        name = d.pop("name")

        user_id = UUID(d.pop("userId"))

        user_lookup_item = cls(
            home_region=home_region,
            last_seen_at=last_seen_at,
            name=name,
            user_id=user_id,
        )

        user_lookup_item.additional_properties = d
        return user_lookup_item

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
