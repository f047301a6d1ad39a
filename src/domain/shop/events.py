"""Provider events (Stripe's shapes), read after their signature is verified.

``{"id": "evt_...", "type": "checkout.session.completed", "created": 1764324000,
"data": {"object": {...}}}``. Each event of a kind we handle names the facts it establishes
(``domain/shop/facts.py``), the order (``client_reference_id`` or ``metadata.order_id`` of
the object; an invoice's ``subscription_details.metadata.order_id``, also under ``parent``)
and the payment (``payment_intent``), which ties refunds and disputes to the order when they
carry none of our metadata:

- ``checkout.session.completed`` (a Checkout Session): ``paid`` if its ``payment_status`` is
  ``paid`` or ``no_payment_required``, else ``awaiting`` (a delayed method: the payment is on
  its way);
- ``checkout.session.async_payment_succeeded``: ``paid``; ``...async_payment_failed``:
  ``failed``; ``checkout.session.expired``: ``expired``;
- ``invoice.paid`` (an Invoice): ``paid``, and the period end (``lines.data[0].period.end``);
- ``charge.refunded`` (a Charge): ``refunded`` when ``refunded`` is true (a full refund); a
  partial refund establishes nothing;
- ``charge.dispute.created``, ``charge.dispute.closed`` (a Dispute) by its ``status``: ``lost``
  -> ``dispute_lost``, ``won`` or ``warning_closed`` -> ``dispute_won``, else
  ``dispute_open``, each with the dispute's id;
- ``customer.subscription.deleted`` (a Subscription): ``canceled``.

Other types are acknowledged and stored, never read further. A part the reader needs with the
wrong type (``data.object`` not an object, ``metadata`` not an object, ``payment_status`` not
a string ...) is a 400 that changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from domain.shared.errors import InvalidInput
from domain.shared.text_input import NUL_MESSAGE, json_nul_field, printable
from domain.shop.facts import NO_FACTS, REF_MAX, Fact, FactKind, Facts

ID_MAX = 255
PAID_STATUSES = ("paid", "no_payment_required")
SESSION = "checkout.session."
DISPUTE_CLOSED_WON = ("won", "warning_closed")
TYPES = (
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.async_payment_failed",
    "checkout.session.expired",
    "invoice.paid",
    "charge.refunded",
    "charge.dispute.created",
    "charge.dispute.closed",
    "customer.subscription.deleted",
)


@dataclass(frozen=True, slots=True)
class ProviderEvent:
    id: str
    type: str
    known: bool
    """A type we handle; the others are only stored."""
    order_id: str | None = None
    facts: Facts = NO_FACTS
    period_end: datetime | None = None
    payment_intent: str | None = None

    @property
    def from_session(self) -> bool:
        """A Checkout Session's event: its payment is the order's."""
        return self.type.startswith(SESSION)


def _object(value: Any, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInput("must be an object", field=where)
    return value


def _text(obj: dict[str, Any], key: str, where: str) -> str | None:
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not 1 <= len(value) <= ID_MAX:
        raise InvalidInput(f"must be a string of 1 to {ID_MAX} characters", field=where)
    return value


def _order_id(obj: dict[str, Any]) -> str | None:
    holders = [("data.object.metadata", obj.get("metadata"))]
    details = _object(obj.get("subscription_details"), "data.object.subscription_details")
    parent = _object(obj.get("parent"), "data.object.parent")
    parent_details = _object(parent.get("subscription_details"),
                             "data.object.parent.subscription_details")  # fmt: skip
    holders += [
        ("data.object.subscription_details.metadata", details.get("metadata")),
        ("data.object.parent.subscription_details.metadata", parent_details.get("metadata")),
    ]
    for where, holder in holders:
        found = _text(_object(holder, where), "order_id", f"{where}.order_id")
        if found is not None:
            return found
    return _text(obj, "client_reference_id", "data.object.client_reference_id")


def _period_end(obj: dict[str, Any]) -> datetime | None:
    end: Any = obj.get("period_end")
    lines = _object(obj.get("lines"), "data.object.lines")
    data = lines.get("data")
    if data is not None and not isinstance(data, list):
        raise InvalidInput("must be a list", field="data.object.lines.data")
    if data:
        first = _object(data[0], "data.object.lines.data[0]")
        period = _object(first.get("period"), "data.object.lines.data[0].period")
        end = period.get("end", end)
    if end is None:
        return None
    if not isinstance(end, int) or isinstance(end, bool) or not 0 < end < 2**40:
        raise InvalidInput("must be a time in seconds", field="data.object.lines.data[0].period")
    return datetime.fromtimestamp(end, UTC)


def _facts(type_: str, obj: dict[str, Any]) -> Facts:
    if type_ == "checkout.session.completed":
        status = _text(obj, "payment_status", "data.object.payment_status")
        return frozenset({Fact(FactKind.PAID if status in PAID_STATUSES else FactKind.AWAITING)})
    if type_ in ("checkout.session.async_payment_succeeded", "invoice.paid"):
        return frozenset({Fact(FactKind.PAID)})
    if type_ == "checkout.session.async_payment_failed":
        return frozenset({Fact(FactKind.FAILED)})
    if type_ == "checkout.session.expired":
        return frozenset({Fact(FactKind.EXPIRED)})
    if type_ == "customer.subscription.deleted":
        return frozenset({Fact(FactKind.CANCELED)})
    if type_ == "charge.refunded":
        refunded = obj.get("refunded")
        if not isinstance(refunded, bool):
            raise InvalidInput("must be true or false", field="data.object.refunded")
        return frozenset({Fact(FactKind.REFUNDED)}) if refunded else NO_FACTS
    # charge.dispute.created / closed
    dispute = _text(obj, "id", "data.object.id")
    status = _text(obj, "status", "data.object.status")
    if dispute is None or status is None or len(dispute) > REF_MAX:
        raise InvalidInput("a dispute needs its id and status", field="data.object")
    if status == "lost":
        return frozenset({Fact(FactKind.DISPUTE_LOST, dispute)})
    if status in DISPUTE_CLOSED_WON:
        return frozenset({Fact(FactKind.DISPUTE_WON, dispute)})
    return frozenset({Fact(FactKind.DISPUTE_OPEN, dispute)})


def parse_event(body: bytes) -> ProviderEvent:
    try:
        document = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise InvalidInput("the event is not JSON") from None
    if not isinstance(document, dict):
        raise InvalidInput("the event is not an object")
    if (where := json_nul_field(body, document)) is not None:
        field = printable(where)
        raise InvalidInput(f"`{field}` of the event {NUL_MESSAGE}", field=field)
    event_id, event_type = document.get("id"), document.get("type")
    if not isinstance(event_id, str) or not 1 <= len(event_id) <= ID_MAX:
        raise InvalidInput("the event has no id", field="id")
    if not isinstance(event_type, str) or not 1 <= len(event_type) <= ID_MAX:
        raise InvalidInput("the event has no type", field="type")
    if event_type not in TYPES:
        return ProviderEvent(event_id, event_type, known=False)
    data = _object(document.get("data"), "data")
    obj = data.get("object")
    if not isinstance(obj, dict):
        raise InvalidInput("the event has no object", field="data.object")
    return ProviderEvent(
        event_id,
        event_type,
        known=True,
        order_id=_order_id(obj),
        facts=_facts(event_type, obj),
        period_end=_period_end(obj) if event_type == "invoice.paid" else None,
        payment_intent=_text(obj, "payment_intent", "data.object.payment_intent"),
    )
