from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.member_out_role import MemberOutRole, check_member_out_role

T = TypeVar("T", bound="MemberOut")


@_attrs_define
class MemberOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        name (None | str): The member's name; null when unknown.
        role (MemberOutRole): The member's role: admin, operator or viewer.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        updated_at (datetime.datetime): When the record last changed (UTC).
        user_id (UUID): The member's user id.
    """

    created_at: datetime.datetime
    name: None | str
    role: MemberOutRole
    server_id: UUID
    updated_at: datetime.datetime
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        name: None | str
        name = self.name

        role: str = self.role

        server_id = str(self.server_id)

        updated_at = self.updated_at.isoformat()

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "name": name,
                "role": role,
                "serverId": server_id,
                "updatedAt": updated_at,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        role = check_member_out_role(d.pop("role"))

        server_id = UUID(d.pop("serverId"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        user_id = UUID(d.pop("userId"))

        member_out = cls(
            created_at=created_at,
            name=name,
            role=role,
            server_id=server_id,
            updated_at=updated_at,
            user_id=user_id,
        )

        member_out.additional_properties = d
        return member_out

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
