from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CatalogEntryIn")


@_attrs_define
class CatalogEntryIn:
    """
    Attributes:
        node (str): The permission node to register.
    """

    node: str

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "node": node,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        node = d.pop("node")

        catalog_entry_in = cls(
            node=node,
        )

        return catalog_entry_in
