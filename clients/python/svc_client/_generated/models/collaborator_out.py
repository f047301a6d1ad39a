from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.collaborator_out_role import (
    CollaboratorOutRole,
    check_collaborator_out_role,
)

T = TypeVar("T", bound="CollaboratorOut")


@_attrs_define
class CollaboratorOut:
    """
    Attributes:
        added_at (datetime.datetime): When the collaborator was added.
        role (CollaboratorOutRole): editor or viewer.
        user_id (UUID): The collaborator's user id.
    """

    added_at: datetime.datetime
    role: CollaboratorOutRole
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        added_at = self.added_at.isoformat()

        role: str = self.role

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "addedAt": added_at,
                "role": role,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        added_at = datetime.datetime.fromisoformat(d.pop("addedAt"))

        role = check_collaborator_out_role(d.pop("role"))

        user_id = UUID(d.pop("userId"))

        collaborator_out = cls(
            added_at=added_at,
            role=role,
            user_id=user_id,
        )

        collaborator_out.additional_properties = d
        return collaborator_out

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
