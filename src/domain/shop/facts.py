"""What the provider's events established about an order, and the state that follows
(docs/shop.md, "Order states"; docs/decisions.md, "Shop: order state from the facts of its
events").

Each event adds facts to the order's set; a duplicate adds nothing and the union does not
depend on the order the events came in, so the state derived from the set (``provider_state``)
is the same for every order of delivery. The precedence, highest first:

    refunded            a full refund                                   -> refunded
    dispute_lost:<id>   a dispute closed lost                           -> disputed
    canceled            the subscription ended                          -> canceled
    paid                a paid session, a delayed payment's success,
                        or a paid invoice                               -> paid
    failed              the delayed payment failed                      -> failed
    expired             the checkout session expired unpaid             -> expired
    awaiting            the checkout completed, its payment is on its
                        way (SEPA debit, bank transfer, vouchers)       -> awaiting_payment
    (none of those)                                                     -> pending

``dispute_open:<id>`` and ``dispute_won:<id>`` are kept (for the record) and change nothing:
only a lost dispute takes the money back. What the purchase grants is held exactly in
``paid``.

An admin's manual grant or revoke (``ManualDecision``) overrules the facts known when it was
made; facts learned later that take the money back (refund, lost dispute, ended
subscription) still end the order.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class OrderState(StrEnum):
    PENDING = "pending"
    AWAITING_PAYMENT = "awaiting_payment"
    PAID = "paid"
    FAILED = "failed"
    EXPIRED = "expired"
    REFUNDED = "refunded"
    DISPUTED = "disputed"
    CANCELED = "canceled"


class FactKind(StrEnum):
    PAID = "paid"
    AWAITING = "awaiting"
    FAILED = "failed"
    EXPIRED = "expired"
    REFUNDED = "refunded"
    CANCELED = "canceled"
    DISPUTE_OPEN = "dispute_open"
    DISPUTE_WON = "dispute_won"
    DISPUTE_LOST = "dispute_lost"


REF_MAX = 255


@dataclass(frozen=True, slots=True, order=True)
class Fact:
    kind: FactKind
    ref: str = ""
    """Which one, for facts that can happen more than once (a dispute's id)."""

    def encoded(self) -> str:
        return f"{self.kind.value}:{self.ref}" if self.ref else self.kind.value

    @staticmethod
    def decoded(text: str) -> Fact:
        kind, _, ref = text.partition(":")
        return Fact(FactKind(kind), ref)


Facts = frozenset[Fact]
NO_FACTS: Facts = frozenset()

# Highest first: the first kind present decides the state.
_PRECEDENCE = (
    (FactKind.REFUNDED, OrderState.REFUNDED),
    (FactKind.DISPUTE_LOST, OrderState.DISPUTED),
    (FactKind.CANCELED, OrderState.CANCELED),
    (FactKind.PAID, OrderState.PAID),
    (FactKind.FAILED, OrderState.FAILED),
    (FactKind.EXPIRED, OrderState.EXPIRED),
    (FactKind.AWAITING, OrderState.AWAITING_PAYMENT),
)
TAKEN_BACK = frozenset({OrderState.REFUNDED, OrderState.DISPUTED, OrderState.CANCELED})
"""States in which the money went back (or the subscription ended): nothing is held."""


def provider_state(facts: Facts) -> OrderState:
    kinds = {fact.kind for fact in facts}
    return next((state for kind, state in _PRECEDENCE if kind in kinds), OrderState.PENDING)


@dataclass(frozen=True, slots=True)
class ManualDecision:
    """An admin's grant (``grant=True``) or revoke of an order, over the facts ``seen`` then."""

    grant: bool
    seen: Facts


def derive(facts: Facts, manual: ManualDecision | None) -> tuple[OrderState, bool]:
    """The order's state and whether its grants are held, from its facts and the last manual
    decision (if any)."""
    if manual is None:
        state = provider_state(facts)
        return state, state is OrderState.PAID
    later = provider_state(facts - manual.seen)
    if later in TAKEN_BACK:
        return later, False
    return (OrderState.PAID, True) if manual.grant else (OrderState.CANCELED, False)
