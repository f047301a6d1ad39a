from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RouteOut")


@_attrs_define
class RouteOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        dns_values (list[str]): The gateway IPs the route's A records hold.
        network_id (None | UUID): The network the server is assigned to; null until assigned.
        refreshed_at (datetime.datetime): When the server last published the route; routes not refreshed in time are
            removed.
        route_host (str): The host name players connect to, routed through the gateways.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    dns_values: list[str]
    network_id: None | UUID
    refreshed_at: datetime.datetime
    route_host: str
    server_id: UUID
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        dns_values = self.dns_values

        network_id: None | str
        if isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        refreshed_at = self.refreshed_at.isoformat()

        route_host = self.route_host

        server_id = str(self.server_id)

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "dnsValues": dns_values,
                "networkId": network_id,
                "refreshedAt": refreshed_at,
                "routeHost": route_host,
                "serverId": server_id,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        dns_values = cast(list[str], d.pop("dnsValues"))

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

        refreshed_at = datetime.datetime.fromisoformat(d.pop("refreshedAt"))

        route_host = d.pop("routeHost")

        server_id = UUID(d.pop("serverId"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        route_out = cls(
            created_at=created_at,
            dns_values=dns_values,
            network_id=network_id,
            refreshed_at=refreshed_at,
            route_host=route_host,
            server_id=server_id,
            updated_at=updated_at,
        )

        route_out.additional_properties = d
        return route_out

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
