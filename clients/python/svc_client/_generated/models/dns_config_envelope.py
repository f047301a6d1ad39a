from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dns_config_out import DnsConfigOut


T = TypeVar("T", bound="DnsConfigEnvelope")


@_attrs_define
class DnsConfigEnvelope:
    """
    Attributes:
        config (DnsConfigOut | None): The network's DNS automation config; null when none exists.
    """

    config: DnsConfigOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dns_config_out import DnsConfigOut

        config: dict[str, Any] | None
        if isinstance(self.config, DnsConfigOut):
            config = self.config.to_dict()
        else:
            config = self.config

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dns_config_out import DnsConfigOut

        d = dict(src_dict)

        def _parse_config(data: object) -> DnsConfigOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                config_type_0 = DnsConfigOut.from_dict(data)

                return config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DnsConfigOut | None, data)

        config = _parse_config(d.pop("config"))

        dns_config_envelope = cls(
            config=config,
        )

        dns_config_envelope.additional_properties = d
        return dns_config_envelope

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
