from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.order_out_state import OrderOutState, check_order_out_state

if TYPE_CHECKING:
    from ..models.grant_io import GrantIO
    from ..models.price_io import PriceIO


T = TypeVar("T", bound="OrderOut")


@_attrs_define
class OrderOut:
    """
    Attributes:
        checkout_url (None | str): Where to pay, while awaiting payment; null otherwise.
        created_at (datetime.datetime): When the record was created (UTC).
        granted (bool): Whether the grants were given.
        grants (list[GrantIO]): What the order grants.
        id (str): The record's id (an opaque object id).
        paid_at (None | str): When it was paid; null until then.
        payment_intent (None | str): The payment provider's id of the payment; null when none.
        period_end (None | str): When a subscription's paid period ends; null otherwise.
        product (None | str): The product's slug; null when it no longer exists.
        product_id (str): The product's id.
        quantity (int): How many.
        recipient_id (UUID): The user who gets the grants.
        state (OrderOutState): pending, awaiting_payment, paid, failed, expired, refunded, disputed or canceled.
        total (PriceIO):
        updated_at (datetime.datetime): When the record last changed (UTC).
        user_id (UUID): The buyer's user id.
    """

    checkout_url: None | str
    created_at: datetime.datetime
    granted: bool
    grants: list[GrantIO]
    id: str
    paid_at: None | str
    payment_intent: None | str
    period_end: None | str
    product: None | str
    product_id: str
    quantity: int
    recipient_id: UUID
    state: OrderOutState
    total: PriceIO
    updated_at: datetime.datetime
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checkout_url: None | str
        checkout_url = self.checkout_url

        created_at = self.created_at.isoformat()

        granted = self.granted

        grants = []
        for grants_item_data in self.grants:
            grants_item = grants_item_data.to_dict()
            grants.append(grants_item)

        id = self.id

        paid_at: None | str
        paid_at = self.paid_at

        payment_intent: None | str
        payment_intent = self.payment_intent

        period_end: None | str
        period_end = self.period_end

        product: None | str
        product = self.product

        product_id = self.product_id

        quantity = self.quantity

        recipient_id = str(self.recipient_id)

        state: str = self.state

        total = self.total.to_dict()

        updated_at = self.updated_at.isoformat()

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checkoutUrl": checkout_url,
                "createdAt": created_at,
                "granted": granted,
                "grants": grants,
                "id": id,
                "paidAt": paid_at,
                "paymentIntent": payment_intent,
                "periodEnd": period_end,
                "product": product,
                "productId": product_id,
                "quantity": quantity,
                "recipientId": recipient_id,
                "state": state,
                "total": total,
                "updatedAt": updated_at,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grant_io import GrantIO
        from ..models.price_io import PriceIO

        d = dict(src_dict)

        def _parse_checkout_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        checkout_url = _parse_checkout_url(d.pop("checkoutUrl"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        granted = d.pop("granted")

        grants = []
        _grants = d.pop("grants")
        for grants_item_data in _grants:
            grants_item = GrantIO.from_dict(grants_item_data)

            grants.append(grants_item)

        id = d.pop("id")

        def _parse_paid_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        paid_at = _parse_paid_at(d.pop("paidAt"))

        def _parse_payment_intent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_intent = _parse_payment_intent(d.pop("paymentIntent"))

        def _parse_period_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        period_end = _parse_period_end(d.pop("periodEnd"))

        def _parse_product(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product = _parse_product(d.pop("product"))

        product_id = d.pop("productId")

        quantity = d.pop("quantity")

        recipient_id = UUID(d.pop("recipientId"))

        state = check_order_out_state(d.pop("state"))

        total = PriceIO.from_dict(d.pop("total"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        user_id = UUID(d.pop("userId"))

        order_out = cls(
            checkout_url=checkout_url,
            created_at=created_at,
            granted=granted,
            grants=grants,
            id=id,
            paid_at=paid_at,
            payment_intent=payment_intent,
            period_end=period_end,
            product=product,
            product_id=product_id,
            quantity=quantity,
            recipient_id=recipient_id,
            state=state,
            total=total,
            updated_at=updated_at,
            user_id=user_id,
        )

        order_out.additional_properties = d
        return order_out

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
