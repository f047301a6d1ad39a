"""Provider events (Stripe's shapes), read after their signature is verified.

``{"id": "evt_...", "type": "checkout.session.completed", "created": 1764324000,
"data": {"object": {...}}}``: the order is found by ``client_reference_id`` or
``metadata.order_id`` of the object (our checkout session sets both, and passes the metadata
on to the payment and the subscription), a renewal's period end by
``lines.data[0].period.end`` or ``period_end`` of the invoice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from domain.shared.errors import InvalidInput
from domain.shared.text_input import NUL_MESSAGE, json_nul_field, printable
from domain.shop.order import EventKind

KINDS = {
    "checkout.session.completed": EventKind.PAID,
    "checkout.session.async_payment_succeeded": EventKind.PAID,
    "checkout.session.expired": EventKind.EXPIRED,
    "invoice.paid": EventKind.RENEWED,
    "charge.refunded": EventKind.REFUNDED,
    "charge.dispute.created": EventKind.DISPUTED,
    "customer.subscription.deleted": EventKind.CANCELED,
}
ID_MAX = 255


@dataclass(frozen=True, slots=True)
class ProviderEvent:
    id: str
    type: str
    kind: EventKind
    order_id: str | None
    period_end: datetime | None = None


def _metadata_order(obj: dict[str, Any]) -> str | None:
    for holder in (obj, obj.get("subscription_details") or {}):
        metadata = holder.get("metadata") if isinstance(holder, dict) else None
        if isinstance(metadata, dict) and isinstance(metadata.get("order_id"), str):
            return str(metadata["order_id"])
    reference = obj.get("client_reference_id")
    return reference if isinstance(reference, str) else None


def _period_end(obj: dict[str, Any]) -> datetime | None:
    end: Any = obj.get("period_end")
    lines = obj.get("lines")
    if isinstance(lines, dict) and isinstance(lines.get("data"), list) and lines["data"]:
        first = lines["data"][0]
        period = first.get("period") if isinstance(first, dict) else None
        if isinstance(period, dict):
            end = period.get("end", end)
    if isinstance(end, int) and not isinstance(end, bool) and 0 < end < 2**40:
        return datetime.fromtimestamp(end, UTC)
    return None


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
    data = document.get("data")
    obj = data.get("object") if isinstance(data, dict) else None
    obj = obj if isinstance(obj, dict) else {}
    kind = KINDS.get(event_type, EventKind.UNKNOWN)
    order_id = _metadata_order(obj)
    if order_id is not None and len(order_id) > ID_MAX:
        order_id = None
    return ProviderEvent(
        event_id,
        event_type,
        kind,
        order_id,
        _period_end(obj) if kind is EventKind.RENEWED else None,
    )
