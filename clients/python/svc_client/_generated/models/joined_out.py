from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JoinedOut")


@_attrs_define
class JoinedOut:
    """
    Attributes:
        name (str): The host's name, as sent.
        network_id (UUID): The network's id (UUID).
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        server_secret (str): UUID-format secret used for server auth (`Authorization: Bearer <serverSecret>` with
            `X-Server-Id`). Shown once: only its digest is stored.
        server_type (str): Always `agent` for hosts joined by token.
    """

    name: str
    network_id: UUID
    server_id: UUID
    server_secret: str
    server_type: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        network_id = str(self.network_id)

        server_id = str(self.server_id)

        server_secret = self.server_secret

        server_type = self.server_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "networkId": network_id,
                "serverId": server_id,
                "serverSecret": server_secret,
                "serverType": server_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        network_id = UUID(d.pop("networkId"))

        server_id = UUID(d.pop("serverId"))

        server_secret = d.pop("serverSecret")

        server_type = d.pop("serverType")

        joined_out = cls(
            name=name,
            network_id=network_id,
            server_id=server_id,
            server_secret=server_secret,
            server_type=server_type,
        )

        joined_out.additional_properties = d
        return joined_out

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
