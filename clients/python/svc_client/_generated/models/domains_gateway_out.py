from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DomainsGatewayOut")


@_attrs_define
class DomainsGatewayOut:
    """
    Attributes:
        auto_managed (bool): Whether DNS automation manages this record for the network.
        name (str): The claimed domain.
        type_ (str): The record type: `CNAME`.
        value (str): The shared gateway host name the CNAME points at.
    """

    auto_managed: bool
    name: str
    type_: str
    value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auto_managed = self.auto_managed

        name = self.name

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "autoManaged": auto_managed,
                "name": name,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        auto_managed = d.pop("autoManaged")

        name = d.pop("name")

        type_ = d.pop("type")

        value = d.pop("value")

        domains_gateway_out = cls(
            auto_managed=auto_managed,
            name=name,
            type_=type_,
            value=value,
        )

        domains_gateway_out.additional_properties = d
        return domains_gateway_out

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
