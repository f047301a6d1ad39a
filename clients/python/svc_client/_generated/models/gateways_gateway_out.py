from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GatewaysGatewayOut")


@_attrs_define
class GatewaysGatewayOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The gateway's id.
        last_heartbeat_at (datetime.datetime): When the gateway last sent a heartbeat.
        load (float): The load the gateway last reported, 0..1.
        name (str): The gateway's name.
        public_ip (str): The gateway's public IP address.
        region (str): The gateway's region.
        stale (bool): Whether the gateway missed 3 heartbeats (out of targets and DNS until it beats again).
        state (str): Admin state: active; draining (no new players); disabled (out of targets and DNS).
        updated_at (datetime.datetime): When the record last changed (UTC).
        version (str): The gateway software's version.
        weight (int): 0..1000: heavier gateways get players first; 0 gets no new players.
    """

    created_at: datetime.datetime
    id: str
    last_heartbeat_at: datetime.datetime
    load: float
    name: str
    public_ip: str
    region: str
    stale: bool
    state: str
    updated_at: datetime.datetime
    version: str
    weight: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        last_heartbeat_at = self.last_heartbeat_at.isoformat()

        load = self.load

        name = self.name

        public_ip = self.public_ip

        region = self.region

        stale = self.stale

        state = self.state

        updated_at = self.updated_at.isoformat()

        version = self.version

        weight = self.weight

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "lastHeartbeatAt": last_heartbeat_at,
                "load": load,
                "name": name,
                "publicIp": public_ip,
                "region": region,
                "stale": stale,
                "state": state,
                "updatedAt": updated_at,
                "version": version,
                "weight": weight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        last_heartbeat_at = datetime.datetime.fromisoformat(d.pop("lastHeartbeatAt"))

        load = d.pop("load")

        name = d.pop("name")

        public_ip = d.pop("publicIp")

        region = d.pop("region")

        stale = d.pop("stale")

        state = d.pop("state")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        version = d.pop("version")

        weight = d.pop("weight")

        gateways_gateway_out = cls(
            created_at=created_at,
            id=id,
            last_heartbeat_at=last_heartbeat_at,
            load=load,
            name=name,
            public_ip=public_ip,
            region=region,
            stale=stale,
            state=state,
            updated_at=updated_at,
            version=version,
            weight=weight,
        )

        gateways_gateway_out.additional_properties = d
        return gateways_gateway_out

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
