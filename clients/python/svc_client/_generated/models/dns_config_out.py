from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DnsConfigOut")


@_attrs_define
class DnsConfigOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        gateway_base_domain (str): The base domain of the shared gateway records.
        network_id (UUID): The network's id (UUID).
        provider (str): The DNS provider: cloudflare or powerdns.
        token_status (str): valid, invalid (the provider refused the token at a later use: PUT a new one) or unverified
            (the last use could not tell).
        updated_at (datetime.datetime): When the record last changed (UTC).
        zone_id (str): The provider's id of the DNS zone.
        zone_name (str): The zone's name, as the provider reported it.
    """

    created_at: datetime.datetime
    gateway_base_domain: str
    network_id: UUID
    provider: str
    token_status: str
    updated_at: datetime.datetime
    zone_id: str
    zone_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        gateway_base_domain = self.gateway_base_domain

        network_id = str(self.network_id)

        provider = self.provider

        token_status = self.token_status

        updated_at = self.updated_at.isoformat()

        zone_id = self.zone_id

        zone_name = self.zone_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "gatewayBaseDomain": gateway_base_domain,
                "networkId": network_id,
                "provider": provider,
                "tokenStatus": token_status,
                "updatedAt": updated_at,
                "zoneId": zone_id,
                "zoneName": zone_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        gateway_base_domain = d.pop("gatewayBaseDomain")

        network_id = UUID(d.pop("networkId"))

        provider = d.pop("provider")

        token_status = d.pop("tokenStatus")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        zone_id = d.pop("zoneId")

        zone_name = d.pop("zoneName")

        dns_config_out = cls(
            created_at=created_at,
            gateway_base_domain=gateway_base_domain,
            network_id=network_id,
            provider=provider,
            token_status=token_status,
            updated_at=updated_at,
            zone_id=zone_id,
            zone_name=zone_name,
        )

        dns_config_out.additional_properties = d
        return dns_config_out

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
