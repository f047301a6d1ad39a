from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProfileServerOut")


@_attrs_define
class ProfileServerOut:
    """
    Attributes:
        category (str): The server's category (for Connect servers, its server type).
        display_name (str): The server's display name.
        favorite (bool): Whether the caller marked the server as a favorite.
        id (UUID): The server's id (UUID); equals the Connect serverId for Connect servers.
        tags (list[str]): Tags of the server; `svc` marks servers running the service's software.
    """

    category: str
    display_name: str
    favorite: bool
    id: UUID
    tags: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        display_name = self.display_name

        favorite = self.favorite

        id = str(self.id)

        tags = self.tags

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "displayName": display_name,
                "favorite": favorite,
                "id": id,
                "tags": tags,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = d.pop("category")

        display_name = d.pop("displayName")

        favorite = d.pop("favorite")

        id = UUID(d.pop("id"))

        tags = cast(list[str], d.pop("tags"))

        profile_server_out = cls(
            category=category,
            display_name=display_name,
            favorite=favorite,
            id=id,
            tags=tags,
        )

        profile_server_out.additional_properties = d
        return profile_server_out

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
