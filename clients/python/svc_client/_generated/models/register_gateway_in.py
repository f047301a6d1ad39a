from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisterGatewayIn")


@_attrs_define
class RegisterGatewayIn:
    """
    Attributes:
        name (str): The gateway's name.
        public_ip (str): The gateway's public IP address.
        region (str): The gateway's region.
        version (str): The gateway software's version.
        load (float | Unset): The gateway's load, 0..1. Default: 0.0.
    """

    name: str
    public_ip: str
    region: str
    version: str
    load: float | Unset = 0.0

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        public_ip = self.public_ip

        region = self.region

        version = self.version

        load = self.load

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "publicIp": public_ip,
                "region": region,
                "version": version,
            }
        )
        if load is not UNSET:
            field_dict["load"] = load

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        public_ip = d.pop("publicIp")

        region = d.pop("region")

        version = d.pop("version")

        load = d.pop("load", UNSET)

        register_gateway_in = cls(
            name=name,
            public_ip=public_ip,
            region=region,
            version=version,
            load=load,
        )

        return register_gateway_in
