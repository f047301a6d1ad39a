"""The provider's webhook (docs/shop.md, "Webhook"): verify the signature over the raw body
before reading it, store the event once by its id (a replay is a no-op), and apply it to its
order in the same transaction, under the order's row lock, so any number of deliveries at once
change the order (and its grants) once."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shop.fulfilment import fulfil
from application.shop.ports import StoredEvent
from domain.shared.time import to_millis
from domain.shop.events import ProviderEvent, parse_event
from domain.shop.order import Effect, EventKind
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
            order = None
            if event.order_id is not None and event.kind is not EventKind.UNKNOWN:
                order = await uow.shop.orders.get(event.order_id, lock=True)
            changed, effect = order, Effect.NONE
            if event.kind is EventKind.UNKNOWN:
                outcome = "unknown_kind"
            elif order is None:
                outcome = "unknown_order"
            else:
                changed, effect = order.after(event.kind, now, event.period_end)
                outcome = effect.value
            stored = StoredEvent(event.id, event.type, event.order_id, now, outcome)
            if not await uow.shop.events.add(stored):
                return Delivery(event.id, True, "duplicate")  # a concurrent delivery won
            if order is not None and changed is not None and changed != order:
                await uow.shop.orders.update(changed)
                await fulfil(uow, self._ids, changed, effect, now)
                recipient = changed.recipient_id
            await uow.commit()
        if recipient is not None:
            await self._access.changed(recipient)
        log.info("shop event %s (%s): %s", event.id, event.type, outcome)
        return Delivery(event.id, False, outcome)
