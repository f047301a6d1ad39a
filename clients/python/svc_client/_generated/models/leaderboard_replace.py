from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.leaderboard_replace_submitters import (
    LeaderboardReplaceSubmitters,
    check_leaderboard_replace_submitters,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LeaderboardReplace")


@_attrs_define
class LeaderboardReplace:
    """
    Attributes:
        name (str): The board's name.
        submitters (LeaderboardReplaceSubmitters): network or admins.
        reset_schedule (None | str | Unset): A five-field cron expression in UTC; null for none.
    """

    name: str
    submitters: LeaderboardReplaceSubmitters
    reset_schedule: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        submitters: str = self.submitters

        reset_schedule: None | str | Unset
        if isinstance(self.reset_schedule, Unset):
            reset_schedule = UNSET
        else:
            reset_schedule = self.reset_schedule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "submitters": submitters,
            }
        )
        if reset_schedule is not UNSET:
            field_dict["resetSchedule"] = reset_schedule

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        submitters = check_leaderboard_replace_submitters(d.pop("submitters"))

        def _parse_reset_schedule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reset_schedule = _parse_reset_schedule(d.pop("resetSchedule", UNSET))

        leaderboard_replace = cls(
            name=name,
            submitters=submitters,
            reset_schedule=reset_schedule,
        )

        return leaderboard_replace
