from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.leaderboard_in_operator import (
    LeaderboardInOperator,
    check_leaderboard_in_operator,
)
from ..models.leaderboard_in_order import LeaderboardInOrder, check_leaderboard_in_order
from ..models.leaderboard_in_submitters import (
    LeaderboardInSubmitters,
    check_leaderboard_in_submitters,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LeaderboardIn")


@_attrs_define
class LeaderboardIn:
    """
    Attributes:
        name (str): The board's name.
        minigame_id (None | str | Unset): Scopes the board to a minigame; null for none (needs games:manage).
        operator (LeaderboardInOperator | Unset): What a submitted score does: best keeps the better, set replaces, incr
            adds, decr subtracts; fixed. Default: 'best'.
        order (LeaderboardInOrder | Unset): desc (higher is better) or asc (lower is better: race times); fixed.
            Default: 'desc'.
        reset_schedule (None | str | Unset): A five-field cron expression in UTC (e.g. `0 0 * * 1`): each period ranks
            on its own.
        submitters (LeaderboardInSubmitters | Unset): network (the servers of the minigame's network) or admins.
            Default: 'network'.
    """

    name: str
    minigame_id: None | str | Unset = UNSET
    operator: LeaderboardInOperator | Unset = "best"
    order: LeaderboardInOrder | Unset = "desc"
    reset_schedule: None | str | Unset = UNSET
    submitters: LeaderboardInSubmitters | Unset = "network"

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        minigame_id: None | str | Unset
        if isinstance(self.minigame_id, Unset):
            minigame_id = UNSET
        else:
            minigame_id = self.minigame_id

        operator: str | Unset = UNSET
        if not isinstance(self.operator, Unset):
            operator = self.operator

        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        reset_schedule: None | str | Unset
        if isinstance(self.reset_schedule, Unset):
            reset_schedule = UNSET
        else:
            reset_schedule = self.reset_schedule

        submitters: str | Unset = UNSET
        if not isinstance(self.submitters, Unset):
            submitters = self.submitters

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if minigame_id is not UNSET:
            field_dict["minigameId"] = minigame_id
        if operator is not UNSET:
            field_dict["operator"] = operator
        if order is not UNSET:
            field_dict["order"] = order
        if reset_schedule is not UNSET:
            field_dict["resetSchedule"] = reset_schedule
        if submitters is not UNSET:
            field_dict["submitters"] = submitters

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_minigame_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        minigame_id = _parse_minigame_id(d.pop("minigameId", UNSET))

        _operator = d.pop("operator", UNSET)
        operator: LeaderboardInOperator | Unset
        if isinstance(_operator, Unset):
            operator = UNSET
        else:
            operator = check_leaderboard_in_operator(_operator)

        _order = d.pop("order", UNSET)
        order: LeaderboardInOrder | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = check_leaderboard_in_order(_order)

        def _parse_reset_schedule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reset_schedule = _parse_reset_schedule(d.pop("resetSchedule", UNSET))

        _submitters = d.pop("submitters", UNSET)
        submitters: LeaderboardInSubmitters | Unset
        if isinstance(_submitters, Unset):
            submitters = UNSET
        else:
            submitters = check_leaderboard_in_submitters(_submitters)

        leaderboard_in = cls(
            name=name,
            minigame_id=minigame_id,
            operator=operator,
            order=order,
            reset_schedule=reset_schedule,
            submitters=submitters,
        )

        return leaderboard_in
