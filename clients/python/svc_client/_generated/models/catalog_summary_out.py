from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CatalogSummaryOut")


@_attrs_define
class CatalogSummaryOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        item_count (int): Number of items.
        kind (str): head, banner, or another word of `a-z0-9_-`.
        name (str): The catalog's name.
        slug (str): The catalog's unique slug.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    id: str
    item_count: int
    kind: str
    name: str
    slug: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        item_count = self.item_count

        kind = self.kind

        name = self.name

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "itemCount": item_count,
                "kind": kind,
                "name": name,
                "slug": slug,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        item_count = d.pop("itemCount")

        kind = d.pop("kind")

        name = d.pop("name")

        slug = d.pop("slug")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        catalog_summary_out = cls(
            created_at=created_at,
            id=id,
            item_count=item_count,
            kind=kind,
            name=name,
            slug=slug,
            updated_at=updated_at,
        )

        catalog_summary_out.additional_properties = d
        return catalog_summary_out

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
