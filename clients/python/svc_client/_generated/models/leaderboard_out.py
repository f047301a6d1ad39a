from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.leaderboard_out_operator import (
    LeaderboardOutOperator,
    check_leaderboard_out_operator,
)
from ..models.leaderboard_out_order import (
    LeaderboardOutOrder,
    check_leaderboard_out_order,
)
from ..models.leaderboard_out_submitters import (
    LeaderboardOutSubmitters,
    check_leaderboard_out_submitters,
)

T = TypeVar("T", bound="LeaderboardOut")


@_attrs_define
class LeaderboardOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        created_by (UUID): The user who made it.
        id (str): The record's id (an opaque object id).
        minigame_id (None | str): The minigame the board is of; null for none.
        name (str): The board's name.
        operator (LeaderboardOutOperator): best, set, incr or decr.
        order (LeaderboardOutOrder): desc (higher is better) or asc (lower is better).
        reset_schedule (None | str): The cron expression of its periods; null for none.
        revision (int): Revision of the board: each change is a new one (also the ETag).
        submitters (LeaderboardOutSubmitters): network or admins.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    created_at: datetime.datetime
    created_by: UUID
    id: str
    minigame_id: None | str
    name: str
    operator: LeaderboardOutOperator
    order: LeaderboardOutOrder
    reset_schedule: None | str
    revision: int
    submitters: LeaderboardOutSubmitters
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        created_by = str(self.created_by)

        id = self.id

        minigame_id: None | str
        minigame_id = self.minigame_id

        name = self.name

        operator: str = self.operator

        order: str = self.order

        reset_schedule: None | str
        reset_schedule = self.reset_schedule

        revision = self.revision

        submitters: str = self.submitters

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "createdBy": created_by,
                "id": id,
                "minigameId": minigame_id,
                "name": name,
                "operator": operator,
                "order": order,
                "resetSchedule": reset_schedule,
                "revision": revision,
                "submitters": submitters,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        created_by = UUID(d.pop("createdBy"))

        id = d.pop("id")

        def _parse_minigame_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        minigame_id = _parse_minigame_id(d.pop("minigameId"))

        name = d.pop("name")

        operator = check_leaderboard_out_operator(d.pop("operator"))

        order = check_leaderboard_out_order(d.pop("order"))

        def _parse_reset_schedule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reset_schedule = _parse_reset_schedule(d.pop("resetSchedule"))

        revision = d.pop("revision")

        submitters = check_leaderboard_out_submitters(d.pop("submitters"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        leaderboard_out = cls(
            created_at=created_at,
            created_by=created_by,
            id=id,
            minigame_id=minigame_id,
            name=name,
            operator=operator,
            order=order,
            reset_schedule=reset_schedule,
            revision=revision,
            submitters=submitters,
            updated_at=updated_at,
        )

        leaderboard_out.additional_properties = d
        return leaderboard_out

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
