from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DnsProviderIn")


@_attrs_define
class DnsProviderIn:
    """
    Attributes:
        api_token (str): The DNS provider's API token; verified with the zone before saving, stored encrypted, never
            returned.
        zone_id (str): The provider's id of the DNS zone.
        provider (str | Unset): The DNS provider: cloudflare (default) or powerdns. Default: 'cloudflare'.
    """

    api_token: str
    zone_id: str
    provider: str | Unset = "cloudflare"

    def to_dict(self) -> dict[str, Any]:
        api_token = self.api_token

        zone_id = self.zone_id

        provider = self.provider

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apiToken": api_token,
                "zoneId": zone_id,
            }
        )
        if provider is not UNSET:
            field_dict["provider"] = provider

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api_token = d.pop("apiToken")

        zone_id = d.pop("zoneId")

        provider = d.pop("provider", UNSET)

        dns_provider_in = cls(
            api_token=api_token,
            zone_id=zone_id,
            provider=provider,
        )

        return dns_provider_in
