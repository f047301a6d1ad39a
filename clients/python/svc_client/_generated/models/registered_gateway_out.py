from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RegisteredGatewayOut")


@_attrs_define
class RegisteredGatewayOut:
    """
    Attributes:
        gateway_id (str): The gateway's id.
        gateway_secret (str): The secret the gateway authenticates its heartbeats with; shown once.
        heartbeat_interval_seconds (float): Seconds between heartbeats; a gateway that misses 3 is stale.
    """

    gateway_id: str
    gateway_secret: str
    heartbeat_interval_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gateway_id = self.gateway_id

        gateway_secret = self.gateway_secret

        heartbeat_interval_seconds = self.heartbeat_interval_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gatewayId": gateway_id,
                "gatewaySecret": gateway_secret,
                "heartbeatIntervalSeconds": heartbeat_interval_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gateway_id = d.pop("gatewayId")

        gateway_secret = d.pop("gatewaySecret")

        heartbeat_interval_seconds = d.pop("heartbeatIntervalSeconds")

        registered_gateway_out = cls(
            gateway_id=gateway_id,
            gateway_secret=gateway_secret,
            heartbeat_interval_seconds=heartbeat_interval_seconds,
        )

        registered_gateway_out.additional_properties = d
        return registered_gateway_out

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
