from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..models.collaborator_in_role import CollaboratorInRole, check_collaborator_in_role

T = TypeVar("T", bound="CollaboratorIn")


@_attrs_define
class CollaboratorIn:
    """
    Attributes:
        role (CollaboratorInRole): editor or viewer.
        user_id (UUID): The collaborator's user id.
    """

    role: CollaboratorInRole
    user_id: UUID

    def to_dict(self) -> dict[str, Any]:
        role: str = self.role

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = check_collaborator_in_role(d.pop("role"))

        user_id = UUID(d.pop("userId"))

        collaborator_in = cls(
            role=role,
            user_id=user_id,
        )

        return collaborator_in
