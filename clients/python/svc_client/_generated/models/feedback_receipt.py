from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feedback_receipt_status import (
    FeedbackReceiptStatus,
    check_feedback_receipt_status,
)

T = TypeVar("T", bound="FeedbackReceipt")


@_attrs_define
class FeedbackReceipt:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        status (FeedbackReceiptStatus): new until staff triage it.
    """

    created_at: datetime.datetime
    id: str
    status: FeedbackReceiptStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        status: str = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        status = check_feedback_receipt_status(d.pop("status"))

        feedback_receipt = cls(
            created_at=created_at,
            id=id,
            status=status,
        )

        feedback_receipt.additional_properties = d
        return feedback_receipt

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
