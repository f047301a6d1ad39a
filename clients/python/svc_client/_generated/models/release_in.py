from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.release_in_status import ReleaseInStatus, check_release_in_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artifact_io import ArtifactIO
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="ReleaseIn")


@_attrs_define
class ReleaseIn:
    """
    Attributes:
        build_id (str): The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`).
        scope (ScopeIO):
        artifacts (list[ArtifactIO] | Unset): The release's downloadable artifacts.
        minimum_supported (None | str | Unset): A build id, not later than the release's own: clients on an older build
            must update.
        notes (str | Unset): Release notes (Markdown). Default: ''.
        status (ReleaseInStatus | Unset): draft, or published (needs versions:publish). Default: 'draft'.
    """

    build_id: str
    scope: ScopeIO
    artifacts: list[ArtifactIO] | Unset = UNSET
    minimum_supported: None | str | Unset = UNSET
    notes: str | Unset = ""
    status: ReleaseInStatus | Unset = "draft"

    def to_dict(self) -> dict[str, Any]:
        build_id = self.build_id

        scope = self.scope.to_dict()

        artifacts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.artifacts, Unset):
            artifacts = []
            for artifacts_item_data in self.artifacts:
                artifacts_item = artifacts_item_data.to_dict()
                artifacts.append(artifacts_item)

        minimum_supported: None | str | Unset
        if isinstance(self.minimum_supported, Unset):
            minimum_supported = UNSET
        else:
            minimum_supported = self.minimum_supported

        notes = self.notes

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "buildId": build_id,
                "scope": scope,
            }
        )
        if artifacts is not UNSET:
            field_dict["artifacts"] = artifacts
        if minimum_supported is not UNSET:
            field_dict["minimumSupported"] = minimum_supported
        if notes is not UNSET:
            field_dict["notes"] = notes
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artifact_io import ArtifactIO
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        build_id = d.pop("buildId")

        scope = ScopeIO.from_dict(d.pop("scope"))

        _artifacts = d.pop("artifacts", UNSET)
        artifacts: list[ArtifactIO] | Unset = UNSET
        if _artifacts is not UNSET:
            artifacts = []
            for artifacts_item_data in _artifacts:
                artifacts_item = ArtifactIO.from_dict(artifacts_item_data)

                artifacts.append(artifacts_item)

        def _parse_minimum_supported(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        minimum_supported = _parse_minimum_supported(d.pop("minimumSupported", UNSET))

        notes = d.pop("notes", UNSET)

        _status = d.pop("status", UNSET)
        status: ReleaseInStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_release_in_status(_status)

        release_in = cls(
            build_id=build_id,
            scope=scope,
            artifacts=artifacts,
            minimum_supported=minimum_supported,
            notes=notes,
            status=status,
        )

        return release_in
