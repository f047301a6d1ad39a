from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CheckOut")


@_attrs_define
class CheckOut:
    """
    Attributes:
        checked_at (datetime.datetime): When DNS was last asked for the claim's TXT record.
        outcome (str): What that lookup found: verified, no_txt_record, mismatch, nxdomain or timeout.
    """

    checked_at: datetime.datetime
    outcome: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checked_at = self.checked_at.isoformat()

        outcome = self.outcome

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checkedAt": checked_at,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        checked_at = datetime.datetime.fromisoformat(d.pop("checkedAt"))

        outcome = d.pop("outcome")

        check_out = cls(
            checked_at=checked_at,
            outcome=outcome,
        )

        check_out.additional_properties = d
        return check_out

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
