"""The provider's documented event flows for one order, as the provider sends them (Stripe's
object shapes): a card payment, a delayed payment that succeeds or fails, a refund after the
grant, a dispute lost or won (the Dispute names only the payment), a subscription renewed,
and one renewed then ended. Used by the permutation tests on every backend."""

from __future__ import annotations

import json
from typing import Any

from domain.shop.product import ProductKind

PERIOD_1, PERIOD_2 = 1_767_000_000, 1_769_600_000
MONTH = 2_592_000
FLOWS = {
    "card": ["completed_paid"],
    "delayed success": ["completed_unpaid", "async_succeeded"],
    "delayed failure": ["completed_unpaid", "async_failed"],
    "refund after grant": ["completed_paid", "refunded"],
    "dispute lost": ["completed_paid", "dispute_opened", "dispute_lost"],
    "dispute won": ["completed_paid", "dispute_opened", "dispute_won"],
    "renewal": ["completed_subscription", "invoice_1", "invoice_2"],
    "subscription ended": ["completed_subscription", "invoice_1", "invoice_2", "ended"],
}
SUBSCRIPTIONS = {"renewal", "subscription ended"}
ENDS = {
    "card": ("paid", True),
    "delayed success": ("paid", True),
    "delayed failure": ("failed", False),
    "refund after grant": ("refunded", False),
    "dispute lost": ("disputed", False),
    "dispute won": ("paid", True),
    "renewal": ("paid", True),
    "subscription ended": ("canceled", False),
}
"""Each flow's final state and whether the grants are held."""


def kind_of(flow: str) -> ProductKind:
    return ProductKind.SUBSCRIPTION if flow in SUBSCRIPTIONS else ProductKind.ONE_TIME


def body(step: str, order_id: str, tag: str) -> bytes:
    """The signed body of ``step`` for ``order_id``; ``tag`` keeps ids unique per order."""
    ours = {"order_id": order_id}
    session = {"id": f"cs_{tag}", "object": "checkout.session", "mode": "payment",
               "client_reference_id": order_id, "metadata": ours,
               "payment_intent": f"pi_{tag}"}  # fmt: skip
    dispute = {"id": f"du_{tag}", "object": "dispute", "charge": f"ch_{tag}",
               "payment_intent": f"pi_{tag}", "amount": 499, "metadata": {}}  # fmt: skip

    def invoice(end: int) -> dict[str, Any]:
        return {"id": f"in_{tag}_{end}", "object": "invoice", "subscription": f"sub_{tag}",
                "subscription_details": {"metadata": ours},
                "lines": {"data": [{"period": {"start": end - MONTH, "end": end}}]}}  # fmt: skip

    objects: dict[str, tuple[str, dict[str, Any]]] = {
        "completed_paid": ("checkout.session.completed", session | {"payment_status": "paid"}),
        "completed_unpaid": ("checkout.session.completed",
                             session | {"payment_status": "unpaid"}),
        "completed_subscription": (
            "checkout.session.completed",
            session | {"mode": "subscription", "payment_intent": None,
                       "subscription": f"sub_{tag}", "payment_status": "paid"},
        ),
        "async_succeeded": ("checkout.session.async_payment_succeeded",
                            session | {"payment_status": "paid"}),
        "async_failed": ("checkout.session.async_payment_failed",
                         session | {"payment_status": "unpaid"}),
        "refunded": ("charge.refunded",
                     {"id": f"ch_{tag}", "object": "charge", "payment_intent": f"pi_{tag}",
                      "metadata": ours, "amount": 499, "amount_refunded": 499,
                      "refunded": True}),
        "dispute_opened": ("charge.dispute.created", dispute | {"status": "needs_response"}),
        "dispute_lost": ("charge.dispute.closed", dispute | {"status": "lost"}),
        "dispute_won": ("charge.dispute.closed", dispute | {"status": "won"}),
        "invoice_1": ("invoice.paid", invoice(PERIOD_1)),
        "invoice_2": ("invoice.paid", invoice(PERIOD_2)),
        "ended": ("customer.subscription.deleted",
                  {"id": f"sub_{tag}", "object": "subscription", "status": "canceled",
                   "metadata": ours}),
    }  # fmt: skip
    type_, obj = objects[step]
    event = {"id": f"evt_{tag}_{step}", "object": "event", "type": type_,
             "data": {"object": obj}}  # fmt: skip
    return json.dumps(event).encode()
