from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MatchReport")


@_attrs_define
class MatchReport:
    """
    Attributes:
        joined (list[UUID] | Unset): Players who joined since the last report.
        left (list[UUID] | Unset): Players who left since the last report.
    """

    joined: list[UUID] | Unset = UNSET
    left: list[UUID] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        joined: list[str] | Unset = UNSET
        if not isinstance(self.joined, Unset):
            joined = []
            for joined_item_data in self.joined:
                joined_item = str(joined_item_data)
                joined.append(joined_item)

        left: list[str] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = []
            for left_item_data in self.left:
                left_item = str(left_item_data)
                left.append(left_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if joined is not UNSET:
            field_dict["joined"] = joined
        if left is not UNSET:
            field_dict["left"] = left

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _joined = d.pop("joined", UNSET)
        joined: list[UUID] | Unset = UNSET
        if _joined is not UNSET:
            joined = []
            for joined_item_data in _joined:
                joined_item = UUID(joined_item_data)

                joined.append(joined_item)

        _left = d.pop("left", UNSET)
        left: list[UUID] | Unset = UNSET
        if _left is not UNSET:
            left = []
            for left_item_data in _left:
                left_item = UUID(left_item_data)

                left.append(left_item)

        match_report = cls(
            joined=joined,
            left=left,
        )

        return match_report
