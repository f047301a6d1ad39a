from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JoinTokenOut")


@_attrs_define
class JoinTokenOut:
    """
    Attributes:
        expires_in (int): Seconds until the join token expires: 900.
        join_token (str): Single-use JWT that embeds the network id; consumed only by POST /v1/connect/networks/join.
        network_id (UUID): The network's id (UUID).
    """

    expires_in: int
    join_token: str
    network_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        join_token = self.join_token

        network_id = str(self.network_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expiresIn": expires_in,
                "joinToken": join_token,
                "networkId": network_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_in = d.pop("expiresIn")

        join_token = d.pop("joinToken")

        network_id = UUID(d.pop("networkId"))

        join_token_out = cls(
            expires_in=expires_in,
            join_token=join_token,
            network_id=network_id,
        )

        join_token_out.additional_properties = d
        return join_token_out

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
