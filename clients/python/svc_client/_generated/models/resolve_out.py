from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.resolved_release import ResolvedRelease
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="ResolveOut")


@_attrs_define
class ResolveOut:
    """
    Attributes:
        channel (str): The channel, e.g. `stable`.
        must_update (bool): Whether the client's `current` build is older than `minimumSupported`.
        release (ResolvedRelease):
        scope (ScopeIO):
        update_available (bool): Whether the release is newer than the client's `current` build.
    """

    channel: str
    must_update: bool
    release: ResolvedRelease
    scope: ScopeIO
    update_available: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel

        must_update = self.must_update

        release = self.release.to_dict()

        scope = self.scope.to_dict()

        update_available = self.update_available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "mustUpdate": must_update,
                "release": release,
                "scope": scope,
                "updateAvailable": update_available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.resolved_release import ResolvedRelease
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        channel = d.pop("channel")

        must_update = d.pop("mustUpdate")

        release = ResolvedRelease.from_dict(d.pop("release"))

        scope = ScopeIO.from_dict(d.pop("scope"))

        update_available = d.pop("updateAvailable")

        resolve_out = cls(
            channel=channel,
            must_update=must_update,
            release=release,
            scope=scope,
            update_available=update_available,
        )

        resolve_out.additional_properties = d
        return resolve_out

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
