from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FavoriteOut")


@_attrs_define
class FavoriteOut:
    """
    Attributes:
        favorite (bool): Whether the caller now has the listing as a favorite.
        favorite_count (int): How many users have the listing as a favorite.
    """

    favorite: bool
    favorite_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        favorite = self.favorite

        favorite_count = self.favorite_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "favorite": favorite,
                "favoriteCount": favorite_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        favorite = d.pop("favorite")

        favorite_count = d.pop("favoriteCount")

        favorite_out = cls(
            favorite=favorite,
            favorite_count=favorite_count,
        )

        favorite_out.additional_properties = d
        return favorite_out

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
