from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExtensionOut")


@_attrs_define
class ExtensionOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        created_by (UUID): The dash user who added it to the catalog.
        description (str): What the extension does.
        extension_id (str): The extension's id.
        name (str): The extension's name.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    created_by: UUID
    description: str
    extension_id: str
    name: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        created_by = str(self.created_by)

        description = self.description

        extension_id = self.extension_id

        name = self.name

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "createdBy": created_by,
                "description": description,
                "extensionId": extension_id,
                "name": name,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        created_by = UUID(d.pop("createdBy"))

        description = d.pop("description")

        extension_id = d.pop("extensionId")

        name = d.pop("name")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        extension_out = cls(
            created_at=created_at,
            created_by=created_by,
            description=description,
            extension_id=extension_id,
            name=name,
            updated_at=updated_at,
        )

        extension_out.additional_properties = d
        return extension_out

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
