from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_out_ended_by_type_1 import (
    MatchOutEndedByType1,
    check_match_out_ended_by_type_1,
)
from ..models.match_out_ended_by_type_2_type_1 import (
    MatchOutEndedByType2Type1,
    check_match_out_ended_by_type_2_type_1,
)
from ..models.match_out_ended_by_type_3_type_1 import (
    MatchOutEndedByType3Type1,
    check_match_out_ended_by_type_3_type_1,
)
from ..models.match_out_state import MatchOutState, check_match_out_state

if TYPE_CHECKING:
    from ..models.match_out_results import MatchOutResults


T = TypeVar("T", bound="MatchOut")


@_attrs_define
class MatchOut:
    """
    Attributes:
        ended_at (None | str): When it ended; null while live.
        ended_by (MatchOutEndedByType1 | MatchOutEndedByType2Type1 | MatchOutEndedByType3Type1 | None): server (it
            reported the end) or timeout (it stopped reporting); null while live.
        id (str): The record's id (an opaque object id).
        minigame_id (str): The minigame being played.
        players (list[UUID]): The players in the match now.
        reported_at (datetime.datetime): When the server last reported on it.
        results (MatchOutResults): Free-form results of the match (empty while live).
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        started_at (datetime.datetime): When the match started.
        state (MatchOutState): live or ended.
    """

    ended_at: None | str
    ended_by: (
        MatchOutEndedByType1
        | MatchOutEndedByType2Type1
        | MatchOutEndedByType3Type1
        | None
    )
    id: str
    minigame_id: str
    players: list[UUID]
    reported_at: datetime.datetime
    results: MatchOutResults
    server_id: UUID
    started_at: datetime.datetime
    state: MatchOutState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ended_at: None | str
        ended_at = self.ended_at

        ended_by: None | str
        if (
            isinstance(self.ended_by, str)
            or isinstance(self.ended_by, str)
            or isinstance(self.ended_by, str)
        ):
            ended_by = self.ended_by
        else:
            ended_by = self.ended_by

        id = self.id

        minigame_id = self.minigame_id

        players = []
        for players_item_data in self.players:
            players_item = str(players_item_data)
            players.append(players_item)

        reported_at = self.reported_at.isoformat()

        results = self.results.to_dict()

        server_id = str(self.server_id)

        started_at = self.started_at.isoformat()

        state: str = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endedAt": ended_at,
                "endedBy": ended_by,
                "id": id,
                "minigameId": minigame_id,
                "players": players,
                "reportedAt": reported_at,
                "results": results,
                "serverId": server_id,
                "startedAt": started_at,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_out_results import MatchOutResults

        d = dict(src_dict)

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("endedAt"))

        def _parse_ended_by(
            data: object,
        ) -> (
            MatchOutEndedByType1
            | MatchOutEndedByType2Type1
            | MatchOutEndedByType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_1 = check_match_out_ended_by_type_1(data)

                return ended_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_2_type_1 = check_match_out_ended_by_type_2_type_1(data)

                return ended_by_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_3_type_1 = check_match_out_ended_by_type_3_type_1(data)

                return ended_by_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MatchOutEndedByType1
                | MatchOutEndedByType2Type1
                | MatchOutEndedByType3Type1
                | None,
                data,
            )

        ended_by = _parse_ended_by(d.pop("endedBy"))

        id = d.pop("id")

        minigame_id = d.pop("minigameId")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = UUID(players_item_data)

            players.append(players_item)

        reported_at = datetime.datetime.fromisoformat(d.pop("reportedAt"))

        results = MatchOutResults.from_dict(d.pop("results"))

        server_id = UUID(d.pop("serverId"))

        started_at = datetime.datetime.fromisoformat(d.pop("startedAt"))

        state = check_match_out_state(d.pop("state"))

        match_out = cls(
            ended_at=ended_at,
            ended_by=ended_by,
            id=id,
            minigame_id=minigame_id,
            players=players,
            reported_at=reported_at,
            results=results,
            server_id=server_id,
            started_at=started_at,
            state=state,
        )

        match_out.additional_properties = d
        return match_out

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
