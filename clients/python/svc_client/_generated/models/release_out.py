from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.release_out_status import ReleaseOutStatus, check_release_out_status

if TYPE_CHECKING:
    from ..models.artifact_io import ArtifactIO
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="ReleaseOut")


@_attrs_define
class ReleaseOut:
    """
    Attributes:
        artifacts (list[ArtifactIO]): The release's downloadable artifacts.
        build_id (str): The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`); builds order by its date.
        created_at (datetime.datetime): When the record was created (UTC).
        created_by (UUID): The user who created it.
        id (str): The release's id.
        minimum_supported (None | str): Clients on an older build must update; null for none.
        notes (str): Release notes (Markdown).
        published_at (None | str): When it was published; null while a draft.
        revision (int): Revision of the release: each change is a new one (also the ETag).
        scope (ScopeIO):
        status (ReleaseOutStatus): draft, published, deprecated or revoked.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    artifacts: list[ArtifactIO]
    build_id: str
    created_at: datetime.datetime
    created_by: UUID
    id: str
    minimum_supported: None | str
    notes: str
    published_at: None | str
    revision: int
    scope: ScopeIO
    status: ReleaseOutStatus
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifacts = []
        for artifacts_item_data in self.artifacts:
            artifacts_item = artifacts_item_data.to_dict()
            artifacts.append(artifacts_item)

        build_id = self.build_id

        created_at = self.created_at.isoformat()

        created_by = str(self.created_by)

        id = self.id

        minimum_supported: None | str
        minimum_supported = self.minimum_supported

        notes = self.notes

        published_at: None | str
        published_at = self.published_at

        revision = self.revision

        scope = self.scope.to_dict()

        status: str = self.status

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifacts": artifacts,
                "buildId": build_id,
                "createdAt": created_at,
                "createdBy": created_by,
                "id": id,
                "minimumSupported": minimum_supported,
                "notes": notes,
                "publishedAt": published_at,
                "revision": revision,
                "scope": scope,
                "status": status,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artifact_io import ArtifactIO
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        artifacts = []
        _artifacts = d.pop("artifacts")
        for artifacts_item_data in _artifacts:
            artifacts_item = ArtifactIO.from_dict(artifacts_item_data)

            artifacts.append(artifacts_item)

        build_id = d.pop("buildId")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        created_by = UUID(d.pop("createdBy"))

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

        revision = d.pop("revision")

        scope = ScopeIO.from_dict(d.pop("scope"))

        status = check_release_out_status(d.pop("status"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        release_out = cls(
            artifacts=artifacts,
            build_id=build_id,
            created_at=created_at,
            created_by=created_by,
            id=id,
            minimum_supported=minimum_supported,
            notes=notes,
            published_at=published_at,
            revision=revision,
            scope=scope,
            status=status,
            updated_at=updated_at,
        )

        release_out.additional_properties = d
        return release_out

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
