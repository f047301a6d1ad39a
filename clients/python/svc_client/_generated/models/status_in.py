from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StatusIn")


@_attrs_define
class StatusIn:
    """
    Attributes:
        motd (None | str | Unset): The server's message of the day; null for none.
        ping_ms (int | None | Unset): The server's ping in milliseconds.
        player_capacity (int | None | Unset): Player slots.
        player_count (int | None | Unset): Players online.
    """

    motd: None | str | Unset = UNSET
    ping_ms: int | None | Unset = UNSET
    player_capacity: int | None | Unset = UNSET
    player_count: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        motd: None | str | Unset
        if isinstance(self.motd, Unset):
            motd = UNSET
        else:
            motd = self.motd

        ping_ms: int | None | Unset
        if isinstance(self.ping_ms, Unset):
            ping_ms = UNSET
        else:
            ping_ms = self.ping_ms

        player_capacity: int | None | Unset
        if isinstance(self.player_capacity, Unset):
            player_capacity = UNSET
        else:
            player_capacity = self.player_capacity

        player_count: int | None | Unset
        if isinstance(self.player_count, Unset):
            player_count = UNSET
        else:
            player_count = self.player_count

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if motd is not UNSET:
            field_dict["motd"] = motd
        if ping_ms is not UNSET:
            field_dict["pingMs"] = ping_ms
        if player_capacity is not UNSET:
            field_dict["playerCapacity"] = player_capacity
        if player_count is not UNSET:
            field_dict["playerCount"] = player_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_motd(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        motd = _parse_motd(d.pop("motd", UNSET))

        def _parse_ping_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ping_ms = _parse_ping_ms(d.pop("pingMs", UNSET))

        def _parse_player_capacity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player_capacity = _parse_player_capacity(d.pop("playerCapacity", UNSET))

        def _parse_player_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player_count = _parse_player_count(d.pop("playerCount", UNSET))

        status_in = cls(
            motd=motd,
            ping_ms=ping_ms,
            player_capacity=player_capacity,
            player_count=player_count,
        )

        return status_in
