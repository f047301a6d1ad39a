from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.release_out import ReleaseOut
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="PointerOut")


@_attrs_define
class PointerOut:
    """
    Attributes:
        channel (str): The channel, e.g. `stable`.
        previous_release (None | ReleaseOut): What clients outside a staged rollout keep; null when not staged.
        release (None | ReleaseOut): The active release; null before the first move.
        revision (int): Revision of the pointer: each move is a new one.
        rollout_percent (int): Share of clients, 1..100, that get `release`.
        scope (ScopeIO):
        updated_at (datetime.datetime): When the record last changed (UTC).
        updated_by (None | UUID): Who moved it last; null before the first move.
    """

    channel: str
    previous_release: None | ReleaseOut
    release: None | ReleaseOut
    revision: int
    rollout_percent: int
    scope: ScopeIO
    updated_at: datetime.datetime
    updated_by: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.release_out import ReleaseOut

        channel = self.channel

        previous_release: dict[str, Any] | None
        if isinstance(self.previous_release, ReleaseOut):
            previous_release = self.previous_release.to_dict()
        else:
            previous_release = self.previous_release

        release: dict[str, Any] | None
        if isinstance(self.release, ReleaseOut):
            release = self.release.to_dict()
        else:
            release = self.release

        revision = self.revision

        rollout_percent = self.rollout_percent

        scope = self.scope.to_dict()

        updated_at = self.updated_at.isoformat()

        updated_by: None | str
        if isinstance(self.updated_by, UUID):
            updated_by = str(self.updated_by)
        else:
            updated_by = self.updated_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "previousRelease": previous_release,
                "release": release,
                "revision": revision,
                "rolloutPercent": rollout_percent,
                "scope": scope,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.release_out import ReleaseOut
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        channel = d.pop("channel")

        def _parse_previous_release(data: object) -> None | ReleaseOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_release_type_0 = ReleaseOut.from_dict(data)

                return previous_release_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReleaseOut, data)

        previous_release = _parse_previous_release(d.pop("previousRelease"))

        def _parse_release(data: object) -> None | ReleaseOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                release_type_0 = ReleaseOut.from_dict(data)

                return release_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReleaseOut, data)

        release = _parse_release(d.pop("release"))

        revision = d.pop("revision")

        rollout_percent = d.pop("rolloutPercent")

        scope = ScopeIO.from_dict(d.pop("scope"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_by_type_0 = UUID(data)

                return updated_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        pointer_out = cls(
            channel=channel,
            previous_release=previous_release,
            release=release,
            revision=revision,
            rollout_percent=rollout_percent,
            scope=scope,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        pointer_out.additional_properties = d
        return pointer_out

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
