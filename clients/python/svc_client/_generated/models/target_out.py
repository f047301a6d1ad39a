from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TargetOut")


@_attrs_define
class TargetOut:
    """
    Attributes:
        gateway_id (str): The gateway's id.
        load (float): The gateway's load, 0..1.
        public_ip (str): The gateway's public IP address.
        region (str): The gateway's region.
        weight (int): The gateway's weight, 0..1000.
    """

    gateway_id: str
    load: float
    public_ip: str
    region: str
    weight: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gateway_id = self.gateway_id

        load = self.load

        public_ip = self.public_ip

        region = self.region

        weight = self.weight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gatewayId": gateway_id,
                "load": load,
                "publicIp": public_ip,
                "region": region,
                "weight": weight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gateway_id = d.pop("gatewayId")

        load = d.pop("load")

        public_ip = d.pop("publicIp")

        region = d.pop("region")

        weight = d.pop("weight")

        target_out = cls(
            gateway_id=gateway_id,
            load=load,
            public_ip=public_ip,
            region=region,
            weight=weight,
        )

        target_out.additional_properties = d
        return target_out

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
