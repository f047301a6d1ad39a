from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PriceIO")


@_attrs_define
class PriceIO:
    """
    Attributes:
        amount (int): In minor units of the currency (cents).
        currency (str): ISO 4217 currency code.
    """

    amount: int
    currency: str

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency = self.currency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = d.pop("currency")

        price_io = cls(
            amount=amount,
            currency=currency,
        )

        return price_io
