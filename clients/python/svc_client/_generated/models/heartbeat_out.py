from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gateways_gateway_out import GatewaysGatewayOut


T = TypeVar("T", bound="HeartbeatOut")


@_attrs_define
class HeartbeatOut:
    """
    Attributes:
        gateway (GatewaysGatewayOut):
        heartbeat_interval_seconds (float): Seconds until the next heartbeat is due.
    """

    gateway: GatewaysGatewayOut
    heartbeat_interval_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gateway = self.gateway.to_dict()

        heartbeat_interval_seconds = self.heartbeat_interval_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gateway": gateway,
                "heartbeatIntervalSeconds": heartbeat_interval_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gateways_gateway_out import GatewaysGatewayOut

        d = dict(src_dict)
        gateway = GatewaysGatewayOut.from_dict(d.pop("gateway"))

        heartbeat_interval_seconds = d.pop("heartbeatIntervalSeconds")

        heartbeat_out = cls(
            gateway=gateway,
            heartbeat_interval_seconds=heartbeat_interval_seconds,
        )

        heartbeat_out.additional_properties = d
        return heartbeat_out

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
