from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.part_data_in import PartDataIn


T = TypeVar("T", bound="PartIn")


@_attrs_define
class PartIn:
    """
    Attributes:
        category (str): The part's category in the skin builder.
        data (PartDataIn):
        name (str): The part's name.
    """

    category: str
    data: PartDataIn
    name: str

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        data = self.data.to_dict()

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "data": data,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.part_data_in import PartDataIn

        d = dict(src_dict)
        category = d.pop("category")

        data = PartDataIn.from_dict(d.pop("data"))

        name = d.pop("name")

        part_in = cls(
            category=category,
            data=data,
            name=name,
        )

        return part_in
