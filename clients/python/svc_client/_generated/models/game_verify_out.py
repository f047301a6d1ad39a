from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameVerifyOut")


@_attrs_define
class GameVerifyOut:
    """
    Attributes:
        access_token (str): The API JWT: send it as `Authorization: Bearer <accessToken>`.
        expires_at (datetime.datetime): When the API JWT expires.
        expires_in (int): Seconds the API JWT lives: 2592000 (30 days).
        scopes (list[str]): The scopes the token is limited to.
    """

    access_token: str
    expires_at: datetime.datetime
    expires_in: int
    scopes: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        expires_at = self.expires_at.isoformat()

        expires_in = self.expires_in

        scopes = self.scopes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessToken": access_token,
                "expiresAt": expires_at,
                "expiresIn": expires_in,
                "scopes": scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        access_token = d.pop("accessToken")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        expires_in = d.pop("expiresIn")

        scopes = cast(list[str], d.pop("scopes"))

        game_verify_out = cls(
            access_token=access_token,
            expires_at=expires_at,
            expires_in=expires_in,
            scopes=scopes,
        )

        game_verify_out.additional_properties = d
        return game_verify_out

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
