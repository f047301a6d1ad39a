from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckoutIn")


@_attrs_define
class CheckoutIn:
    """
    Attributes:
        currency (str): The currency to pay in (one of the product's prices).
        product (str): The product's slug.
        gift_to (None | Unset | UUID): The user to give it to; null for the buyer.
        quantity (int | Unset): How many. Default: 1.
    """

    currency: str
    product: str
    gift_to: None | Unset | UUID = UNSET
    quantity: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        product = self.product

        gift_to: None | str | Unset
        if isinstance(self.gift_to, Unset):
            gift_to = UNSET
        elif isinstance(self.gift_to, UUID):
            gift_to = str(self.gift_to)
        else:
            gift_to = self.gift_to

        quantity = self.quantity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "currency": currency,
                "product": product,
            }
        )
        if gift_to is not UNSET:
            field_dict["giftTo"] = gift_to
        if quantity is not UNSET:
            field_dict["quantity"] = quantity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        currency = d.pop("currency")

        product = d.pop("product")

        def _parse_gift_to(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                gift_to_type_0 = UUID(data)

                return gift_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        gift_to = _parse_gift_to(d.pop("giftTo", UNSET))

        quantity = d.pop("quantity", UNSET)

        checkout_in = cls(
            currency=currency,
            product=product,
            gift_to=gift_to,
            quantity=quantity,
        )

        return checkout_in
