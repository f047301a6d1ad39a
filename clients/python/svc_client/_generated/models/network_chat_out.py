from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.guild_out import GuildOut


T = TypeVar("T", bound="NetworkChatOut")


@_attrs_define
class NetworkChatOut:
    """
    Attributes:
        guild (GuildOut | None): The chat server linked to the network, or null.
        linked_at (None | str): When it was linked; null when none is.
        linked_by (None | UUID): Who linked it; null when none is.
    """

    guild: GuildOut | None
    linked_at: None | str
    linked_by: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.guild_out import GuildOut

        guild: dict[str, Any] | None
        if isinstance(self.guild, GuildOut):
            guild = self.guild.to_dict()
        else:
            guild = self.guild

        linked_at: None | str
        linked_at = self.linked_at

        linked_by: None | str
        if isinstance(self.linked_by, UUID):
            linked_by = str(self.linked_by)
        else:
            linked_by = self.linked_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "guild": guild,
                "linkedAt": linked_at,
                "linkedBy": linked_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.guild_out import GuildOut

        d = dict(src_dict)

        def _parse_guild(data: object) -> GuildOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                guild_type_0 = GuildOut.from_dict(data)

                return guild_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GuildOut | None, data)

        guild = _parse_guild(d.pop("guild"))

        def _parse_linked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        linked_at = _parse_linked_at(d.pop("linkedAt"))

        def _parse_linked_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                linked_by_type_0 = UUID(data)

                return linked_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        linked_by = _parse_linked_by(d.pop("linkedBy"))

        network_chat_out = cls(
            guild=guild,
            linked_at=linked_at,
            linked_by=linked_by,
        )

        network_chat_out.additional_properties = d
        return network_chat_out

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
