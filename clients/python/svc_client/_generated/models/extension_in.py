from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExtensionIn")


@_attrs_define
class ExtensionIn:
    """
    Attributes:
        extension_id (str): The extension's id (1..64 characters); also the settings `source` of the extension.
        name (str): The extension's name.
        description (str | Unset): What the extension does (up to 1000 characters). Default: ''.
    """

    extension_id: str
    name: str
    description: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        extension_id = self.extension_id

        name = self.name

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "extensionId": extension_id,
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        extension_id = d.pop("extensionId")

        name = d.pop("name")

        description = d.pop("description", UNSET)

        extension_in = cls(
            extension_id=extension_id,
            name=name,
            description=description,
        )

        return extension_in
