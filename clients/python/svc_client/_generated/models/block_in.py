from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlockIn")


@_attrs_define
class BlockIn:
    """
    Attributes:
        target_id (UUID): The user id to block.
    """

    target_id: UUID

    def to_dict(self) -> dict[str, Any]:
        target_id = str(self.target_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "targetId": target_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target_id = UUID(d.pop("targetId"))

        block_in = cls(
            target_id=target_id,
        )

        return block_in
