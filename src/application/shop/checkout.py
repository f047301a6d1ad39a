"""Checkout: an order in ``pending`` and a hosted checkout session at the provider
(docs/shop.md, "Checkout"). The Idempotency-Key makes retries answer the same order."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from uuid import UUID

from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from application.shop.orders import Purchase
from application.shop.ports import CheckoutRequest, PaymentProvider, PaymentProviderError
from domain.identity.errors import UserNotFound
from domain.shared.errors import InvalidInput, Unavailable
from domain.shop.errors import IdempotencyKeyReused, NoPrice, ProductNotFound
from domain.shop.money import parse_currency
from domain.shop.order import Order, OrderState

IDEMPOTENCY_KEY = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")
RATE_POLICY = "checkout"
"""Each checkout may call the provider: 30 an hour per user (retries included)."""


@dataclass(frozen=True, slots=True)
class CheckoutDraft:
    product_slug: str
    currency: str
    quantity: int = 1
    gift_to: UUID | None = None


@dataclass(frozen=True, slots=True)
class CheckoutUrls:
    success_url: str
    cancel_url: str


class Checkout:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        provider: PaymentProvider,
        urls: CheckoutUrls,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._provider = provider
        self._urls = urls
        self._limits = limits
        self._clock = clock
        self._ids = ids

    async def start(self, principal: Principal, draft: CheckoutDraft, key: str | None) -> Purchase:
        """The order (new, or the one this key made before) with its checkout URL."""
        if key is None or not IDEMPOTENCY_KEY.match(key):
            raise InvalidInput(
                "send an Idempotency-Key header of 8 to 128 characters [A-Za-z0-9._:-]",
                field="Idempotency-Key",
            )
        currency = parse_currency(draft.currency)
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        now = self._clock.now()
        async with self._uow() as uow:
            product = await uow.shop.products.by_slug(draft.product_slug)
            if product is None or not product.active:
                raise ProductNotFound()
            price = product.price_in(currency)
            if price is None:
                raise NoPrice(currency)
            recipient = draft.gift_to or principal.user_id
            if draft.gift_to is not None and await uow.users.get(draft.gift_to) is None:
                raise UserNotFound("the gift's recipient does not exist")
            total = price.times(draft.quantity)
            wanted = Order(
                id=self._ids.new_object_id(),
                user_id=principal.user_id,
                recipient_id=recipient,
                product_id=product.id,
                quantity=draft.quantity,
                total=total,
                state=OrderState.PENDING,
                idempotency_key=key,
                created_at=now,
                updated_at=now,
                grants=product.grants,
            )
            order = await uow.shop.orders.add(wanted)
            await uow.commit()
        if (order.product_id, order.quantity, order.total, order.recipient_id) != (
            wanted.product_id, wanted.quantity, wanted.total, wanted.recipient_id
        ):  # fmt: skip
            raise IdempotencyKeyReused()
        if order.checkout_url is not None or order.state is not OrderState.PENDING:
            return Purchase(order, product)
        try:
            session = await self._provider.create_checkout_session(
                CheckoutRequest(
                    order_id=order.id,
                    product_name=product.name,
                    kind=product.kind,
                    unit_price=price,
                    quantity=order.quantity,
                    success_url=self._urls.success_url,
                    cancel_url=self._urls.cancel_url,
                ),
                idempotency_key=f"checkout-{order.id}",
            )
        except PaymentProviderError as error:
            raise Unavailable(f"the payment provider did not answer ({error.reason})") from None
        async with self._uow() as uow:
            current = await uow.shop.orders.get(order.id, lock=True)
            assert current is not None
            if current.checkout_url is None:
                current = replace(
                    current, session_id=session.id, checkout_url=session.url,
                    updated_at=self._clock.now(),
                )  # fmt: skip
                await uow.shop.orders.update(current)
                await uow.commit()
        return Purchase(current, product)
