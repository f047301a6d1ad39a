from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScopeDto")


@_attrs_define
class ScopeDto:
    """
    Attributes:
        id (str): The id of what the role is scoped to.
        type_ (str): What the role is scoped to (e.g. server, network).
    """

    id: str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

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

        type_ = d.pop("type")

        scope_dto = cls(
            id=id,
            type_=type_,
        )

        return scope_dto
