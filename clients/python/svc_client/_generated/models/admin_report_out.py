from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.admin_report_out_status import (
    AdminReportOutStatus,
    check_admin_report_out_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdminReportOut")


@_attrs_define
class AdminReportOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        note (str): The moderators' note (never shown to the reporter).
        reason (None | str): The reason; null when none.
        reporter_id (UUID): The reporter's user id.
        reporter_name (str): The reporter's name.
        revision (int): Revision of the report's triage: each change is a new one (also the ETag).
        status (AdminReportOutStatus): open until a moderator dismisses it or acts on it (actioned).
        target_id (UUID): The reported user's id.
        target_name (str): The reported user's name.
        triaged_at (str | Unset): When it was last triaged; absent before.
        triaged_by (Unset | UUID): The moderator who last triaged it; absent before.
    """

    created_at: datetime.datetime
    id: str
    note: str
    reason: None | str
    reporter_id: UUID
    reporter_name: str
    revision: int
    status: AdminReportOutStatus
    target_id: UUID
    target_name: str
    triaged_at: str | Unset = UNSET
    triaged_by: Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        note = self.note

        reason: None | str
        reason = self.reason

        reporter_id = str(self.reporter_id)

        reporter_name = self.reporter_name

        revision = self.revision

        status: str = self.status

        target_id = str(self.target_id)

        target_name = self.target_name

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
                "createdAt": created_at,
                "id": id,
                "note": note,
                "reason": reason,
                "reporterId": reporter_id,
                "reporterName": reporter_name,
                "revision": revision,
                "status": status,
                "targetId": target_id,
                "targetName": target_name,
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
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        note = d.pop("note")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        reporter_id = UUID(d.pop("reporterId"))

        reporter_name = d.pop("reporterName")

        revision = d.pop("revision")

        status = check_admin_report_out_status(d.pop("status"))

        target_id = UUID(d.pop("targetId"))

        target_name = d.pop("targetName")

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

        admin_report_out = cls(
            created_at=created_at,
            id=id,
            note=note,
            reason=reason,
            reporter_id=reporter_id,
            reporter_name=reporter_name,
            revision=revision,
            status=status,
            target_id=target_id,
            target_name=target_name,
            triaged_at=triaged_at,
            triaged_by=triaged_by,
        )

        admin_report_out.additional_properties = d
        return admin_report_out

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
