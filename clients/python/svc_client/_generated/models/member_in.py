from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.member_in_role import MemberInRole, check_member_in_role

T = TypeVar("T", bound="MemberIn")


@_attrs_define
class MemberIn:
    """
    Attributes:
        role (MemberInRole): The member's role: admin, operator or viewer.
    """

    role: MemberInRole

    def to_dict(self) -> dict[str, Any]:
        role: str = self.role

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = check_member_in_role(d.pop("role"))

        member_in = cls(
            role=role,
        )

        return member_in
