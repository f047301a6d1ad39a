from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.role_link_out_sync import RoleLinkOutSync


T = TypeVar("T", bound="RoleLinkOut")


@_attrs_define
class RoleLinkOut:
    """
    Attributes:
        chat_role_id (str): The chat server role members with the platform role are given.
        chat_role_name (str): That chat role's name.
        role_id (str): The platform role's id.
        sync (RoleLinkOutSync): Linked users' sync rows of this chat role by state: pending, synced, failed.
        updated_at (datetime.datetime): When the record last changed (UTC).
        updated_by (UUID): The staff user who last changed the link.
    """

    chat_role_id: str
    chat_role_name: str
    role_id: str
    sync: RoleLinkOutSync
    updated_at: datetime.datetime
    updated_by: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chat_role_id = self.chat_role_id

        chat_role_name = self.chat_role_name

        role_id = self.role_id

        sync = self.sync.to_dict()

        updated_at = self.updated_at.isoformat()

        updated_by = str(self.updated_by)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chatRoleId": chat_role_id,
                "chatRoleName": chat_role_name,
                "roleId": role_id,
                "sync": sync,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.role_link_out_sync import RoleLinkOutSync

        d = dict(src_dict)
        chat_role_id = d.pop("chatRoleId")

        chat_role_name = d.pop("chatRoleName")

        role_id = d.pop("roleId")

        sync = RoleLinkOutSync.from_dict(d.pop("sync"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        updated_by = UUID(d.pop("updatedBy"))

        role_link_out = cls(
            chat_role_id=chat_role_id,
            chat_role_name=chat_role_name,
            role_id=role_id,
            sync=sync,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        role_link_out.additional_properties = d
        return role_link_out

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
