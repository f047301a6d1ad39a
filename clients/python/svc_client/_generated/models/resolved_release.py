from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.resolved_release_status import (
    ResolvedReleaseStatus,
    check_resolved_release_status,
)

if TYPE_CHECKING:
    from ..models.artifact_io import ArtifactIO


T = TypeVar("T", bound="ResolvedRelease")


@_attrs_define
class ResolvedRelease:
    """
    Attributes:
        artifacts (list[ArtifactIO]): The release's downloadable artifacts.
        build_id (str): The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`); builds order by its date.
        id (str): The release's id.
        minimum_supported (None | str): Clients on an older build must update; null for none.
        notes (str): Release notes (Markdown).
        published_at (None | str): When it was published.
        status (ResolvedReleaseStatus): published or deprecated.
    """

    artifacts: list[ArtifactIO]
    build_id: str
    id: str
    minimum_supported: None | str
    notes: str
    published_at: None | str
    status: ResolvedReleaseStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifacts = []
        for artifacts_item_data in self.artifacts:
            artifacts_item = artifacts_item_data.to_dict()
            artifacts.append(artifacts_item)

        build_id = self.build_id

        id = self.id

        minimum_supported: None | str
        minimum_supported = self.minimum_supported

        notes = self.notes

        published_at: None | str
        published_at = self.published_at

        status: str = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifacts": artifacts,
                "buildId": build_id,
                "id": id,
                "minimumSupported": minimum_supported,
                "notes": notes,
                "publishedAt": published_at,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artifact_io import ArtifactIO

        d = dict(src_dict)
        artifacts = []
        _artifacts = d.pop("artifacts")
        for artifacts_item_data in _artifacts:
            artifacts_item = ArtifactIO.from_dict(artifacts_item_data)

            artifacts.append(artifacts_item)

        build_id = d.pop("buildId")

        id = d.pop("id")

        def _parse_minimum_supported(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        minimum_supported = _parse_minimum_supported(d.pop("minimumSupported"))

        notes = d.pop("notes")

        def _parse_published_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        published_at = _parse_published_at(d.pop("publishedAt"))

        status = check_resolved_release_status(d.pop("status"))

        resolved_release = cls(
            artifacts=artifacts,
            build_id=build_id,
            id=id,
            minimum_supported=minimum_supported,
            notes=notes,
            published_at=published_at,
            status=status,
        )

        resolved_release.additional_properties = d
        return resolved_release

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
