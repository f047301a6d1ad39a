from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PartOut")


@_attrs_define
class PartOut:
    """
    Attributes:
        category (str): The part's category in the skin builder.
        content_type (str): The image's media type.
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        name (str): The part's name.
        size (int): The image's size in bytes.
        uploaded_by (UUID): The staff user who uploaded it.
        url (str): Public URL of the image: `{cdn_url}/skin-parts/<partId>.png`.
    """

    category: str
    content_type: str
    created_at: datetime.datetime
    id: str
    name: str
    size: int
    uploaded_by: UUID
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        content_type = self.content_type

        created_at = self.created_at.isoformat()

        id = self.id

        name = self.name

        size = self.size

        uploaded_by = str(self.uploaded_by)

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "contentType": content_type,
                "createdAt": created_at,
                "id": id,
                "name": name,
                "size": size,
                "uploadedBy": uploaded_by,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = d.pop("category")

        content_type = d.pop("contentType")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        name = d.pop("name")

        size = d.pop("size")

        uploaded_by = UUID(d.pop("uploadedBy"))

        url = d.pop("url")

        part_out = cls(
            category=category,
            content_type=content_type,
            created_at=created_at,
            id=id,
            name=name,
            size=size,
            uploaded_by=uploaded_by,
            url=url,
        )

        part_out.additional_properties = d
        return part_out

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
