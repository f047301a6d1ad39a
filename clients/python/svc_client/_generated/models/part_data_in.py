from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PartDataIn")


@_attrs_define
class PartDataIn:
    """
    Attributes:
        data (str): The image, base64.
        format_ (str): The image's format (png).
    """

    data: str
    format_: str

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        format_ = self.format_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "format": format_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = d.pop("data")

        format_ = d.pop("format")

        part_data_in = cls(
            data=data,
            format_=format_,
        )

        return part_data_in
