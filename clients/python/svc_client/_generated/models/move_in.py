from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="MoveIn")


@_attrs_define
class MoveIn:
    """
    Attributes:
        channel (str): The channel to move.
        release_id (str): The release to point at: published or deprecated, of the scope.
        scope (ScopeIO):
        reason (None | str | Unset): Why (kept with the move).
        rollout_percent (int | Unset): Share of clients, 1..100, that get it (default 100). Default: 100.
    """

    channel: str
    release_id: str
    scope: ScopeIO
    reason: None | str | Unset = UNSET
    rollout_percent: int | Unset = 100

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel

        release_id = self.release_id

        scope = self.scope.to_dict()

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        rollout_percent = self.rollout_percent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "channel": channel,
                "releaseId": release_id,
                "scope": scope,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rollout_percent is not UNSET:
            field_dict["rolloutPercent"] = rollout_percent

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        channel = d.pop("channel")

        release_id = d.pop("releaseId")

        scope = ScopeIO.from_dict(d.pop("scope"))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        rollout_percent = d.pop("rolloutPercent", UNSET)

        move_in = cls(
            channel=channel,
            release_id=release_id,
            scope=scope,
            reason=reason,
            rollout_percent=rollout_percent,
        )

        return move_in
