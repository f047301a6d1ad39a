from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoleLinkIn")


@_attrs_define
class RoleLinkIn:
    """
    Attributes:
        chat_role_id (str): The chat server role to give members of the platform role.
    """

    chat_role_id: str

    def to_dict(self) -> dict[str, Any]:
        chat_role_id = self.chat_role_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chatRoleId": chat_role_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chat_role_id = d.pop("chatRoleId")

        role_link_in = cls(
            chat_role_id=chat_role_id,
        )

        return role_link_in
