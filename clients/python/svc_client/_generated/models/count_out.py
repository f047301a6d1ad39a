from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.count_out_kind import CountOutKind, check_count_out_kind

T = TypeVar("T", bound="CountOut")


@_attrs_define
class CountOut:
    """
    Attributes:
        build_id (str): The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`); builds order by its date.
        count (int): Events of the kind for the release.
        kind (CountOutKind): install, update, start, stop, crash, rollback (back to an older build) or error.
        release_id (str): The release's id.
    """

    build_id: str
    count: int
    kind: CountOutKind
    release_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        build_id = self.build_id

        count = self.count

        kind: str = self.kind

        release_id = self.release_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buildId": build_id,
                "count": count,
                "kind": kind,
                "releaseId": release_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        build_id = d.pop("buildId")

        count = d.pop("count")

        kind = check_count_out_kind(d.pop("kind"))

        release_id = d.pop("releaseId")

        count_out = cls(
            build_id=build_id,
            count=count,
            kind=kind,
            release_id=release_id,
        )

        count_out.additional_properties = d
        return count_out

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
