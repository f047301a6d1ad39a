from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.role_out import RoleOut


T = TypeVar("T", bound="AssignmentOut")


@_attrs_define
class AssignmentOut:
    """
    Attributes:
        assigned_at (datetime.datetime): When the role was assigned.
        role (RoleOut):
        user_id (UUID): The user's id.
        expires_at (str | Unset): When the assignment ends; absent for never.
    """

    assigned_at: datetime.datetime
    role: RoleOut
    user_id: UUID
    expires_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assigned_at = self.assigned_at.isoformat()

        role = self.role.to_dict()

        user_id = str(self.user_id)

        expires_at: str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assignedAt": assigned_at,
                "role": role,
                "userId": user_id,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.role_out import RoleOut

        d = dict(src_dict)
        assigned_at = datetime.datetime.fromisoformat(d.pop("assignedAt"))

        role = RoleOut.from_dict(d.pop("role"))

        user_id = UUID(d.pop("userId"))

        def _parse_expires_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        assignment_out = cls(
            assigned_at=assigned_at,
            role=role,
            user_id=user_id,
            expires_at=expires_at,
        )

        assignment_out.additional_properties = d
        return assignment_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
