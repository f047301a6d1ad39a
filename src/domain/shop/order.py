"""Orders and what happens to them (docs/shop.md, "Order states").

An order's state is derived from the set of facts its provider events established
(``domain/shop/facts.py``), so duplicates and any order of delivery end in the same state.
What a purchase grants is given when the order becomes held (``granted``) and taken back when
it stops being held: the effect of an event is the difference between ``granted`` before and
after it, so a grant is given and taken at most once, whatever the events' order. A renewal
moves ``period_end`` to the latest end any invoice named (a maximum: order-free too).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.shop.facts import NO_FACTS, Facts, ManualDecision, derive
from domain.shop.facts import OrderState as OrderState
from domain.shop.money import Money
from domain.shop.product import ProductGrant


class Effect(StrEnum):
    NONE = "none"
    GRANT = "grant"
    REVOKE = "revoke"
    EXTEND = "extend"


def _later(a: datetime | None, b: datetime | None) -> datetime | None:
    if a is None or b is None:
        return a or b
    return max(a, b)


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
    """When the grants were (last) given."""
    period_end: datetime | None = None
    """A subscription's paid period ends here (the latest end an invoice named)."""
    granted: bool = False
    """True while what the product grants is held by the recipient."""
    grants: tuple[ProductGrant, ...] = ()
    """What the product granted when it was bought: later edits of the product change
    neither what a refund takes back nor what a renewal extends."""
    facts: Facts = NO_FACTS
    """What the provider's events established (the state is derived from them)."""
    manual: ManualDecision | None = None
    """The last manual grant or revoke by an admin."""
    payment_intent: str | None = None
    """The provider's payment (``pi_...``) the checkout session named."""

    def _settled(
        self, facts: Facts, manual: ManualDecision | None, period_end: datetime | None,
        at: datetime,
    ) -> tuple[Order, Effect]:  # fmt: skip
        state, granted = derive(facts, manual)
        effect = Effect.NONE
        paid_at = self.paid_at
        if granted and not self.granted:
            effect, paid_at = Effect.GRANT, at
        elif self.granted and not granted:
            effect = Effect.REVOKE
        elif granted and period_end != self.period_end:
            effect = Effect.EXTEND
        changed = replace(
            self, state=state, granted=granted, facts=facts, manual=manual,
            period_end=period_end, paid_at=paid_at,
        )  # fmt: skip
        if changed == self:
            return self, Effect.NONE
        return replace(changed, updated_at=at), effect

    def learn(
        self, facts: Facts, at: datetime, period_end: datetime | None = None
    ) -> tuple[Order, Effect]:
        """This order once ``facts`` (and a paid period ending at ``period_end``) are known:
        its new state and what happens to the grants."""
        return self._settled(self.facts | facts, self.manual, _later(self.period_end, period_end),
                             at)  # fmt: skip

    def decide(self, grant: bool, at: datetime) -> tuple[Order, Effect]:
        """An admin's manual grant or revoke, over every fact known now."""
        return self._settled(self.facts, ManualDecision(grant, self.facts), self.period_end, at)
