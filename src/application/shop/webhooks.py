"""The provider's webhook (docs/shop.md, "Webhook"): verify the signature over the raw body
before reading it, store the event once by its id (a replay is a no-op), and add its facts to
its order in the same transaction, under the order's row lock, so any number of deliveries at
once change the order (and its grants) once, and any order of delivery ends the same. An event
that names only a payment not yet tied to an order (a dispute before the checkout's
completion) is kept with the payment and applied when the order becomes known."""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime

from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shop.fulfilment import fulfil
from application.shop.ports import StoredEvent
from domain.shared.time import to_millis
from domain.shop.events import ProviderEvent, parse_event
from domain.shop.order import Effect, Order
from domain.shop.signature import verify

log = logging.getLogger("svc.shop")
BODY_MAX = 256 * 1024


@dataclass(frozen=True, slots=True)
class WebhookConfig:
    secrets: tuple[str, ...]
    """Every active secret; more than one while rotating."""
    tolerance_seconds: int = 300


@dataclass(frozen=True, slots=True)
class Delivery:
    event_id: str
    duplicate: bool
    outcome: str


class Webhooks:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        config: WebhookConfig,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._config = config
        self._clock = clock
        self._ids = ids

    async def receive(self, signature: str | None, body: bytes) -> Delivery:
        now = self._clock.now()
        verify(signature, body, self._config.secrets, to_millis(now) // 1000,
               self._config.tolerance_seconds)  # fmt: skip
        event = parse_event(body)
        return await self._apply(event)

    async def _apply(self, event: ProviderEvent) -> Delivery:
        now = self._clock.now()
        recipient = None
        async with self._uow() as uow:
            if await uow.shop.events.get(event.id) is not None:
                return Delivery(event.id, True, "duplicate")
            changed, outcome = None, "unknown_kind"
            if event.known:
                changed, outcome = await self._settle(uow, event, now)
            stored = StoredEvent(event.id, event.type, event.order_id, now, outcome)
            if not await uow.shop.events.add(stored):
                return Delivery(event.id, True, "duplicate")  # a concurrent delivery won
            if changed is not None:
                order, effect = changed
                await uow.shop.orders.update(order)
                await fulfil(uow, self._ids, order, effect, now)
                recipient = order.recipient_id if effect is not Effect.NONE else None
            await uow.commit()
        if recipient is not None:
            await self._access.changed(recipient)
        log.info("shop event %s (%s): %s", event.id, event.type, outcome)
        return Delivery(event.id, False, outcome)

    async def _settle(
        self, uow: UnitOfWork, event: ProviderEvent, now: datetime
    ) -> tuple[tuple[Order, Effect] | None, str]:
        """The order after ``event`` (None when unchanged) and the outcome. The payment's link
        is locked before the order (the same order for every event: no deadlock)."""
        link = None
        if event.payment_intent is not None:
            link = await uow.shop.payments.lock(event.payment_intent)
        order_id = event.order_id or (link.order_id if link else None)
        order = await uow.shop.orders.get(order_id, lock=True) if order_id else None
        if order is None:
            if link is not None and event.order_id is None:
                await uow.shop.payments.park(link.payment_intent, event.facts)
                return None, "deferred"  # applied when an event ties the payment to its order
            return None, "unknown_order"
        facts = event.facts
        if link is not None and link.order_id is None:
            await uow.shop.payments.bind(link.payment_intent, order.id)
            facts |= link.parked
        elif link is not None and link.order_id != order.id:
            log.warning("shop event %s: payment %s belongs to order %s, not %s", event.id,
                        link.payment_intent, link.order_id, order.id)  # fmt: skip
        after, effect = order.learn(facts, now, event.period_end)
        if event.from_session and after.payment_intent is None and event.payment_intent:
            after = replace(after, payment_intent=event.payment_intent)
        return ((after, effect) if after != order else None), effect.value
