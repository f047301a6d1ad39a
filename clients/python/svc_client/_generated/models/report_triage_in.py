from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.report_triage_in_status_type_1 import (
    ReportTriageInStatusType1,
    check_report_triage_in_status_type_1,
)
from ..models.report_triage_in_status_type_2_type_1 import (
    ReportTriageInStatusType2Type1,
    check_report_triage_in_status_type_2_type_1,
)
from ..models.report_triage_in_status_type_3_type_1 import (
    ReportTriageInStatusType3Type1,
    check_report_triage_in_status_type_3_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportTriageIn")


@_attrs_define
class ReportTriageIn:
    """
    Attributes:
        note (None | str | Unset): The note; null leaves it.
        status (None | ReportTriageInStatusType1 | ReportTriageInStatusType2Type1 | ReportTriageInStatusType3Type1 |
            Unset): The new status; null leaves it.
    """

    note: None | str | Unset = UNSET
    status: (
        None
        | ReportTriageInStatusType1
        | ReportTriageInStatusType2Type1
        | ReportTriageInStatusType3Type1
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        status: None | str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif (
            isinstance(self.status, str)
            or isinstance(self.status, str)
            or isinstance(self.status, str)
        ):
            status = self.status
        else:
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if note is not UNSET:
            field_dict["note"] = note
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        def _parse_status(
            data: object,
        ) -> (
            None
            | ReportTriageInStatusType1
            | ReportTriageInStatusType2Type1
            | ReportTriageInStatusType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = check_report_triage_in_status_type_1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2_type_1 = check_report_triage_in_status_type_2_type_1(data)

                return status_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3_type_1 = check_report_triage_in_status_type_3_type_1(data)

                return status_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | ReportTriageInStatusType1
                | ReportTriageInStatusType2Type1
                | ReportTriageInStatusType3Type1
                | Unset,
                data,
            )

        status = _parse_status(d.pop("status", UNSET))

        report_triage_in = cls(
            note=note,
            status=status,
        )

        return report_triage_in
