from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dns_config_out import DnsConfigOut
    from ..models.dns_sync_out import DnsSyncOut


T = TypeVar("T", bound="SavedConfigOut")


@_attrs_define
class SavedConfigOut:
    """
    Attributes:
        config (DnsConfigOut):
        dns (DnsSyncOut):
    """

    config: DnsConfigOut
    dns: DnsSyncOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        dns = self.dns.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "dns": dns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dns_config_out import DnsConfigOut
        from ..models.dns_sync_out import DnsSyncOut

        d = dict(src_dict)
        config = DnsConfigOut.from_dict(d.pop("config"))

        dns = DnsSyncOut.from_dict(d.pop("dns"))

        saved_config_out = cls(
            config=config,
            dns=dns,
        )

        saved_config_out.additional_properties = d
        return saved_config_out

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
