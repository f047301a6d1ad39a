from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DnsProviderIn")


@_attrs_define
class DnsProviderIn:
    """
    Attributes:
        api_token (str):
        zone_id (str):
        provider (str | Unset):  Default: 'cloudflare'.
    """

    api_token: str
    zone_id: str
    provider: str | Unset = "cloudflare"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_token = self.api_token

        zone_id = self.zone_id

        provider = self.provider

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        dns_provider_in.additional_properties = d
        return dns_provider_in

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
