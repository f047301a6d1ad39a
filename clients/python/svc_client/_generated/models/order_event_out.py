from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OrderEventOut")


@_attrs_define
class OrderEventOut:
    """
    Attributes:
        id (str): The provider's event id.
        outcome (str): What it did to the order: grant, revoke, extend, none, or deferred (kept until its payment's
            order was known).
        received_at (datetime.datetime): When we received it.
        type_ (str): The provider's event type.
    """

    id: str
    outcome: str
    received_at: datetime.datetime
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        outcome = self.outcome

        received_at = self.received_at.isoformat()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "outcome": outcome,
                "receivedAt": received_at,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        outcome = d.pop("outcome")

        received_at = datetime.datetime.fromisoformat(d.pop("receivedAt"))

        type_ = d.pop("type")

        order_event_out = cls(
            id=id,
            outcome=outcome,
            received_at=received_at,
            type_=type_,
        )

        order_event_out.additional_properties = d
        return order_event_out

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
