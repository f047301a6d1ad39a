from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VoteIn")


@_attrs_define
class VoteIn:
    """
    Attributes:
        option (int): The index of the option to vote for.
    """

    option: int

    def to_dict(self) -> dict[str, Any]:
        option = self.option

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "option": option,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        option = d.pop("option")

        vote_in = cls(
            option=option,
        )

        return vote_in
