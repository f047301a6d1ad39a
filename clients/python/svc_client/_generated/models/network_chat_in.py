from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NetworkChatIn")


@_attrs_define
class NetworkChatIn:
    """
    Attributes:
        guild_id (str): The chat server's id (digits): you linked your chat account, administer that server, and the
            platform's bot is on it.
    """

    guild_id: str

    def to_dict(self) -> dict[str, Any]:
        guild_id = self.guild_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guildId": guild_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        guild_id = d.pop("guildId")

        network_chat_in = cls(
            guild_id=guild_id,
        )

        return network_chat_in
