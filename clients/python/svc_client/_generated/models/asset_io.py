from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AssetIO")


@_attrs_define
class AssetIO:
    """
    Attributes:
        name (str): The asset's name.
        url (str): Where the asset is (http(s) URL).
    """

    name: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        url = d.pop("url")

        asset_io = cls(
            name=name,
            url=url,
        )

        return asset_io
