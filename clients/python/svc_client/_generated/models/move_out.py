from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.move_out_kind import MoveOutKind, check_move_out_kind

if TYPE_CHECKING:
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="MoveOut")


@_attrs_define
class MoveOut:
    """
    Attributes:
        channel (str): The channel, e.g. `stable`.
        from_release_id (None | str): The release before the move; null for the first.
        id (str): The move's id.
        kind (MoveOutKind): initial, roll-forward, rollback, rollout (a new percentage) or revoked.
        moved_at (datetime.datetime): When.
        moved_by (None | UUID): Who moved it; null for the platform.
        reason (str): Why, as given.
        revision (int): The pointer's revision after the move.
        rollout_percent (int): Share of clients, 1..100, that get the new release.
        scope (ScopeIO):
        to_release_id (None | str): The release after the move; null when it was revoked.
    """

    channel: str
    from_release_id: None | str
    id: str
    kind: MoveOutKind
    moved_at: datetime.datetime
    moved_by: None | UUID
    reason: str
    revision: int
    rollout_percent: int
    scope: ScopeIO
    to_release_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel

        from_release_id: None | str
        from_release_id = self.from_release_id

        id = self.id

        kind: str = self.kind

        moved_at = self.moved_at.isoformat()

        moved_by: None | str
        if isinstance(self.moved_by, UUID):
            moved_by = str(self.moved_by)
        else:
            moved_by = self.moved_by

        reason = self.reason

        revision = self.revision

        rollout_percent = self.rollout_percent

        scope = self.scope.to_dict()

        to_release_id: None | str
        to_release_id = self.to_release_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "fromReleaseId": from_release_id,
                "id": id,
                "kind": kind,
                "movedAt": moved_at,
                "movedBy": moved_by,
                "reason": reason,
                "revision": revision,
                "rolloutPercent": rollout_percent,
                "scope": scope,
                "toReleaseId": to_release_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        channel = d.pop("channel")

        def _parse_from_release_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_release_id = _parse_from_release_id(d.pop("fromReleaseId"))

        id = d.pop("id")

        kind = check_move_out_kind(d.pop("kind"))

        moved_at = datetime.datetime.fromisoformat(d.pop("movedAt"))

        def _parse_moved_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                moved_by_type_0 = UUID(data)

                return moved_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        moved_by = _parse_moved_by(d.pop("movedBy"))

        reason = d.pop("reason")

        revision = d.pop("revision")

        rollout_percent = d.pop("rolloutPercent")

        scope = ScopeIO.from_dict(d.pop("scope"))

        def _parse_to_release_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_release_id = _parse_to_release_id(d.pop("toReleaseId"))

        move_out = cls(
            channel=channel,
            from_release_id=from_release_id,
            id=id,
            kind=kind,
            moved_at=moved_at,
            moved_by=moved_by,
            reason=reason,
            revision=revision,
            rollout_percent=rollout_percent,
            scope=scope,
            to_release_id=to_release_id,
        )

        move_out.additional_properties = d
        return move_out

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
