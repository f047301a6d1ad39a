from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.release_patch_status_type_0 import (
    ReleasePatchStatusType0,
    check_release_patch_status_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artifact_io import ArtifactIO


T = TypeVar("T", bound="ReleasePatch")


@_attrs_define
class ReleasePatch:
    """
    Attributes:
        artifacts (list[ArtifactIO] | Unset): The new artifacts; absent leaves them.
        build_id (str | Unset): The new build id; absent leaves it.
        minimum_supported (None | str | Unset): The new minimum build; absent leaves it, null clears it.
        notes (str | Unset): The new notes; absent leaves them.
        reason (str | Unset): Why the status changed (kept with the change).
        status (ReleasePatchStatusType0 | Unset): The new status: draft, published, deprecated or revoked.
    """

    artifacts: list[ArtifactIO] | Unset = UNSET
    build_id: str | Unset = UNSET
    minimum_supported: None | str | Unset = UNSET
    notes: str | Unset = UNSET
    reason: str | Unset = UNSET
    status: ReleasePatchStatusType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        artifacts: list[dict[str, Any]] | Unset
        if isinstance(self.artifacts, Unset):
            artifacts = UNSET
        else:
            artifacts = []
            for artifacts_type_0_item_data in self.artifacts:
                artifacts_type_0_item = artifacts_type_0_item_data.to_dict()
                artifacts.append(artifacts_type_0_item)

        build_id: str | Unset
        if isinstance(self.build_id, Unset):
            build_id = UNSET
        else:
            build_id = self.build_id

        minimum_supported: None | str | Unset
        if isinstance(self.minimum_supported, Unset):
            minimum_supported = UNSET
        else:
            minimum_supported = self.minimum_supported

        notes: str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        reason: str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        status: str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if artifacts is not UNSET:
            field_dict["artifacts"] = artifacts
        if build_id is not UNSET:
            field_dict["buildId"] = build_id
        if minimum_supported is not UNSET:
            field_dict["minimumSupported"] = minimum_supported
        if notes is not UNSET:
            field_dict["notes"] = notes
        if reason is not UNSET:
            field_dict["reason"] = reason
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artifact_io import ArtifactIO

        d = dict(src_dict)

        def _parse_artifacts(data: object) -> list[ArtifactIO] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            artifacts_type_0 = []
            _artifacts_type_0 = data
            for artifacts_type_0_item_data in _artifacts_type_0:
                artifacts_type_0_item = ArtifactIO.from_dict(artifacts_type_0_item_data)

                artifacts_type_0.append(artifacts_type_0_item)

            return artifacts_type_0

        artifacts = _parse_artifacts(d.pop("artifacts", UNSET))

        def _parse_build_id(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        build_id = _parse_build_id(d.pop("buildId", UNSET))

        def _parse_minimum_supported(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        minimum_supported = _parse_minimum_supported(d.pop("minimumSupported", UNSET))

        def _parse_notes(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))

        def _parse_reason(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_status(data: object) -> ReleasePatchStatusType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            status_type_0 = check_release_patch_status_type_0(data)

            return status_type_0

        status = _parse_status(d.pop("status", UNSET))

        release_patch = cls(
            artifacts=artifacts,
            build_id=build_id,
            minimum_supported=minimum_supported,
            notes=notes,
            reason=reason,
            status=status,
        )

        return release_patch
