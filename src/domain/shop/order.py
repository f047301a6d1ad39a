"""Orders and their state machine (docs/shop.md, "Order states").

    pending --paid / renewed--> paid --refunded--> refunded
       |                |  --disputed--> disputed
       |                '--renewed--> paid (the grant's expiry moves to the new period end)
       |--expired--> expired
       |--canceled--> canceled
       '--refunded / disputed (arriving before paid)--> refunded / disputed

Events may arrive twice or out of order: ``transition`` is total, and an event that does not
apply to the current state changes nothing (``Effect.NONE``). What a purchase grants is given
exactly once, on the one transition into ``paid``, and taken back on the one transition out
of ``paid``; a refund or dispute that overtakes the payment leaves nothing to grant.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shop.money import Money
from domain.shop.product import ProductGrant


class OrderState(StrEnum):
    PENDING = "pending"
    PAID = "paid"
    REFUNDED = "refunded"
    DISPUTED = "disputed"
    CANCELED = "canceled"
    EXPIRED = "expired"


class EventKind(StrEnum):
    """What a provider event means for an order."""

    PAID = "paid"
    RENEWED = "renewed"
    REFUNDED = "refunded"
    DISPUTED = "disputed"
    EXPIRED = "expired"
    CANCELED = "canceled"
    UNKNOWN = "unknown"


class Effect(StrEnum):
    NONE = "none"
    GRANT = "grant"
    REVOKE = "revoke"
    EXTEND = "extend"


_TO: dict[tuple[OrderState, EventKind], tuple[OrderState, Effect]] = {
    (OrderState.PENDING, EventKind.PAID): (OrderState.PAID, Effect.GRANT),
    # A subscription's first invoice may overtake the checkout's completion: it pays too.
    (OrderState.PENDING, EventKind.RENEWED): (OrderState.PAID, Effect.GRANT),
    (OrderState.PENDING, EventKind.REFUNDED): (OrderState.REFUNDED, Effect.NONE),
    (OrderState.PENDING, EventKind.DISPUTED): (OrderState.DISPUTED, Effect.NONE),
    (OrderState.PENDING, EventKind.EXPIRED): (OrderState.EXPIRED, Effect.NONE),
    (OrderState.PENDING, EventKind.CANCELED): (OrderState.CANCELED, Effect.NONE),
    (OrderState.PAID, EventKind.RENEWED): (OrderState.PAID, Effect.EXTEND),
    (OrderState.PAID, EventKind.REFUNDED): (OrderState.REFUNDED, Effect.REVOKE),
    (OrderState.PAID, EventKind.DISPUTED): (OrderState.DISPUTED, Effect.REVOKE),
    (OrderState.PAID, EventKind.CANCELED): (OrderState.CANCELED, Effect.REVOKE),
    (OrderState.DISPUTED, EventKind.REFUNDED): (OrderState.REFUNDED, Effect.NONE),
}


def transition(state: OrderState, event: EventKind) -> tuple[OrderState, Effect]:
    """The state after ``event`` and what it does to the grants; unchanged when it does not
    apply (a duplicate, a late event, an unknown kind)."""
    return _TO.get((state, event), (state, Effect.NONE))


@dataclass(frozen=True, slots=True)
class Order:
    id: str
    user_id: UUID
    """Who bought (and pays)."""
    recipient_id: UUID
    """Who receives the grants: the buyer, or the gift's recipient."""
    product_id: str
    quantity: int
    total: Money
    state: OrderState
    idempotency_key: str
    created_at: datetime
    updated_at: datetime
    session_id: str | None = None
    checkout_url: str | None = None
    paid_at: datetime | None = None
    period_end: datetime | None = None
    """A subscription's paid period ends here (moves on each renewal)."""
    granted: bool = False
    """True while what the product grants is held by the recipient."""
    grants: tuple[ProductGrant, ...] = ()
    """What the product granted when it was bought: later edits of the product change
    neither what a refund takes back nor what a renewal extends."""

    def after(
        self, event: EventKind, at: datetime, period_end: datetime | None = None
    ) -> tuple[Order, Effect]:
        """This order after ``event`` at ``at``: its new state and the grants' effect."""
        state, effect = transition(self.state, event)
        if effect is Effect.GRANT:
            return replace(
                self, state=state, updated_at=at, paid_at=at, period_end=period_end, granted=True
            ), effect
        if effect is Effect.EXTEND:
            if period_end is None or (self.period_end and period_end <= self.period_end):
                return self, Effect.NONE  # an older renewal arriving late changes nothing
            return replace(self, updated_at=at, period_end=period_end), effect
        if effect is Effect.REVOKE:
            return replace(self, state=state, updated_at=at, granted=False), effect
        if state is not self.state:
            return replace(self, state=state, updated_at=at), effect
        return self, effect
