from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HostOut")


@_attrs_define
class HostOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        last_seen_at (None | str): When the server last authenticated to the API; null if never.
        last_seen_ip (None | str): The IP address the host was last seen from; null if never.
        name (str): The server's display name.
        network_id (None | UUID): The network the server is assigned to; null until assigned.
        owner_id (None | UUID): The user id of the server's owner; null while unclaimed.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        server_type (str): The server's software as it registered (e.g. `paper`); `agent` for hosts joined to a network
            by token.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    id: str
    last_seen_at: None | str
    last_seen_ip: None | str
    name: str
    network_id: None | UUID
    owner_id: None | UUID
    server_id: UUID
    server_type: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        last_seen_ip: None | str
        last_seen_ip = self.last_seen_ip

        name = self.name

        network_id: None | str
        if isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        owner_id: None | str
        if isinstance(self.owner_id, UUID):
            owner_id = str(self.owner_id)
        else:
            owner_id = self.owner_id

        server_id = str(self.server_id)

        server_type = self.server_type

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "lastSeenAt": last_seen_at,
                "lastSeenIp": last_seen_ip,
                "name": name,
                "networkId": network_id,
                "ownerId": owner_id,
                "serverId": server_id,
                "serverType": server_type,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        def _parse_last_seen_ip(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_ip = _parse_last_seen_ip(d.pop("lastSeenIp"))

        name = d.pop("name")

        def _parse_network_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                network_id_type_0 = UUID(data)

                return network_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        network_id = _parse_network_id(d.pop("networkId"))

        def _parse_owner_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                owner_id_type_0 = UUID(data)

                return owner_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        owner_id = _parse_owner_id(d.pop("ownerId"))

        server_id = UUID(d.pop("serverId"))

        server_type = d.pop("serverType")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        host_out = cls(
            created_at=created_at,
            id=id,
            last_seen_at=last_seen_at,
            last_seen_ip=last_seen_ip,
            name=name,
            network_id=network_id,
            owner_id=owner_id,
            server_id=server_id,
            server_type=server_type,
            updated_at=updated_at,
        )

        host_out.additional_properties = d
        return host_out

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
