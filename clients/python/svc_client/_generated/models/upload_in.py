from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UploadIn")


@_attrs_define
class UploadIn:
    """
    Attributes:
        data (str): The model file, base64.
        format_ (str): The model file's format (e.g. `json`).
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

        upload_in = cls(
            data=data,
            format_=format_,
        )

        return upload_in
