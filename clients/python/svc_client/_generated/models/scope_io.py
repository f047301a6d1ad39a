from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.scope_io_type import ScopeIOType, check_scope_io_type

T = TypeVar("T", bound="ScopeIO")


@_attrs_define
class ScopeIO:
    """
    Attributes:
        id (str): The service's or extension's id.
        type_ (ScopeIOType): service or extension.
    """

    id: str
    type_: ScopeIOType

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_scope_io_type(d.pop("type"))

        scope_io = cls(
            id=id,
            type_=type_,
        )

        return scope_io
