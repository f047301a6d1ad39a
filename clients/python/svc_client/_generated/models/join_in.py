from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JoinIn")


@_attrs_define
class JoinIn:
    """
    Attributes:
        join_token (str): The join token issued for the network (POST /v1/connect/networks/{networkId}/join-token).
        name (str): The joining host's name (1..64 characters).
    """

    join_token: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        join_token = self.join_token

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "joinToken": join_token,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        join_token = d.pop("joinToken")

        name = d.pop("name")

        join_in = cls(
            join_token=join_token,
            name=name,
        )

        return join_in
