from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameJoinOut")


@_attrs_define
class GameJoinOut:
    """
    Attributes:
        expires_in (int): Seconds the join token lives: 60.
        join_token (str): Single-use token to send to verify.
        server_id (str): The serverId to hand to the game's session service (step 2 of the handshake).
    """

    expires_in: int
    join_token: str
    server_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        join_token = self.join_token

        server_id = self.server_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expiresIn": expires_in,
                "joinToken": join_token,
                "serverId": server_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_in = d.pop("expiresIn")

        join_token = d.pop("joinToken")

        server_id = d.pop("serverId")

        game_join_out = cls(
            expires_in=expires_in,
            join_token=join_token,
            server_id=server_id,
        )

        game_join_out.additional_properties = d
        return game_join_out

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
