from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdminReportOut")


@_attrs_define
class AdminReportOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        reason (None | str): The reason; null when none.
        reporter_id (UUID): The reporter's user id.
        reporter_name (str): The reporter's name.
        target_id (UUID): The reported user's id.
        target_name (str): The reported user's name.
    """

    created_at: datetime.datetime
    id: str
    reason: None | str
    reporter_id: UUID
    reporter_name: str
    target_id: UUID
    target_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        reason: None | str
        reason = self.reason

        reporter_id = str(self.reporter_id)

        reporter_name = self.reporter_name

        target_id = str(self.target_id)

        target_name = self.target_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "reason": reason,
                "reporterId": reporter_id,
                "reporterName": reporter_name,
                "targetId": target_id,
                "targetName": target_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        reporter_id = UUID(d.pop("reporterId"))

        reporter_name = d.pop("reporterName")

        target_id = UUID(d.pop("targetId"))

        target_name = d.pop("targetName")

        admin_report_out = cls(
            created_at=created_at,
            id=id,
            reason=reason,
            reporter_id=reporter_id,
            reporter_name=reporter_name,
            target_id=target_id,
            target_name=target_name,
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
