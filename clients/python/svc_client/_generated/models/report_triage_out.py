from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.report_triage_out_status import (
    ReportTriageOutStatus,
    check_report_triage_out_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportTriageOut")


@_attrs_define
class ReportTriageOut:
    """
    Attributes:
        id (str): The record's id (an opaque object id).
        note (str): The moderators' note (never shown to the reporter).
        revision (int): Revision of the report's triage: each change is a new one (also the ETag).
        status (ReportTriageOutStatus): open until a moderator dismisses it or acts on it (actioned).
        triaged_at (str | Unset): When it was last triaged; absent before.
        triaged_by (Unset | UUID): The moderator who last triaged it; absent before.
    """

    id: str
    note: str
    revision: int
    status: ReportTriageOutStatus
    triaged_at: str | Unset = UNSET
    triaged_by: Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        note = self.note

        revision = self.revision

        status: str = self.status

        triaged_at: str | Unset
        if isinstance(self.triaged_at, Unset):
            triaged_at = UNSET
        else:
            triaged_at = self.triaged_at

        triaged_by: str | Unset
        if isinstance(self.triaged_by, Unset):
            triaged_by = UNSET
        else:
            triaged_by = str(self.triaged_by)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "note": note,
                "revision": revision,
                "status": status,
            }
        )
        if triaged_at is not UNSET:
            field_dict["triagedAt"] = triaged_at
        if triaged_by is not UNSET:
            field_dict["triagedBy"] = triaged_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        note = d.pop("note")

        revision = d.pop("revision")

        status = check_report_triage_out_status(d.pop("status"))

        def _parse_triaged_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        triaged_at = _parse_triaged_at(d.pop("triagedAt", UNSET))

        def _parse_triaged_by(data: object) -> Unset | UUID:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            triaged_by_type_0 = UUID(data)

            return triaged_by_type_0

        triaged_by = _parse_triaged_by(d.pop("triagedBy", UNSET))

        report_triage_out = cls(
            id=id,
            note=note,
            revision=revision,
            status=status,
            triaged_at=triaged_at,
            triaged_by=triaged_by,
        )

        report_triage_out.additional_properties = d
        return report_triage_out

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
