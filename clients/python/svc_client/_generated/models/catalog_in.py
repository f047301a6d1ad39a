from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.catalog_item_in import CatalogItemIn


T = TypeVar("T", bound="CatalogIn")


@_attrs_define
class CatalogIn:
    """
    Attributes:
        kind (str): head, banner, or any other word of `a-z0-9_-`.
        slug (str): The catalog's unique slug.
        items (list[CatalogItemIn] | Unset): The catalog's items, in order.
        name (None | str | Unset): The catalog's name.
    """

    kind: str
    slug: str
    items: list[CatalogItemIn] | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        slug = self.slug

        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "slug": slug,
            }
        )
        if items is not UNSET:
            field_dict["items"] = items
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_item_in import CatalogItemIn

        d = dict(src_dict)
        kind = d.pop("kind")

        slug = d.pop("slug")

        _items = d.pop("items", UNSET)
        items: list[CatalogItemIn] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = CatalogItemIn.from_dict(items_item_data)

                items.append(items_item)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        catalog_in = cls(
            kind=kind,
            slug=slug,
            items=items,
            name=name,
        )

        return catalog_in
