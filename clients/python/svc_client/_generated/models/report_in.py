from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportIn")


@_attrs_define
class ReportIn:
    """
    Attributes:
        target_id (UUID): The reported user's id.
        reason (None | str | Unset): Optional reason text.
    """

    target_id: UUID
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target_id = str(self.target_id)

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "targetId": target_id,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target_id = UUID(d.pop("targetId"))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        report_in = cls(
            target_id=target_id,
            reason=reason,
        )

        return report_in
