from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MatchStart")


@_attrs_define
class MatchStart:
    """
    Attributes:
        minigame_id (str): The minigame being played.
        players (list[UUID] | Unset): The players' user ids.
    """

    minigame_id: str
    players: list[UUID] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        minigame_id = self.minigame_id

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = str(players_item_data)
                players.append(players_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "minigameId": minigame_id,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        minigame_id = d.pop("minigameId")

        _players = d.pop("players", UNSET)
        players: list[UUID] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = UUID(players_item_data)

                players.append(players_item)

        match_start = cls(
            minigame_id=minigame_id,
            players=players,
        )

        return match_start
