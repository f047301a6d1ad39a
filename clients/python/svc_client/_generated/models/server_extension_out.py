from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action_dto import ActionDto


T = TypeVar("T", bound="ServerExtensionOut")


@_attrs_define
class ServerExtensionOut:
    """
    Attributes:
        actions (list[ActionDto]): The actions the extension offers on this server.
        description (str): What the extension does.
        extension_id (str): The extension's id.
        name (str): The extension's name as the server publishes it.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    actions: list[ActionDto]
    description: str
    extension_id: str
    name: str
    server_id: UUID
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        description = self.description

        extension_id = self.extension_id

        name = self.name

        server_id = str(self.server_id)

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "description": description,
                "extensionId": extension_id,
                "name": name,
                "serverId": server_id,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_dto import ActionDto

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ActionDto.from_dict(actions_item_data)

            actions.append(actions_item)

        description = d.pop("description")

        extension_id = d.pop("extensionId")

        name = d.pop("name")

        server_id = UUID(d.pop("serverId"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        server_extension_out = cls(
            actions=actions,
            description=description,
            extension_id=extension_id,
            name=name,
            server_id=server_id,
            updated_at=updated_at,
        )

        server_extension_out.additional_properties = d
        return server_extension_out

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
