"""Provider events are read for their id, kind, order and renewal period."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from domain.shared.errors import InvalidInput
from domain.shop.events import parse_event
from domain.shop.order import EventKind


def body(type_: str, obj: dict[str, object]) -> bytes:
    return json.dumps({"id": "evt_1", "type": type_, "data": {"object": obj}}).encode()


def test_the_kinds_and_the_order_are_read() -> None:
    paid = parse_event(body("checkout.session.completed", {"client_reference_id": "o1"}))
    assert (paid.kind, paid.order_id) == (EventKind.PAID, "o1")
    refund = parse_event(body("charge.refunded", {"metadata": {"order_id": "o2"}}))
    assert (refund.kind, refund.order_id) == (EventKind.REFUNDED, "o2")
    renewal = parse_event(
        body("invoice.paid", {"subscription_details": {"metadata": {"order_id": "o3"}},
                              "lines": {"data": [{"period": {"end": 1767000000}}]}})
    )  # fmt: skip
    assert (renewal.kind, renewal.order_id) == (EventKind.RENEWED, "o3")
    assert renewal.period_end == datetime.fromtimestamp(1767000000, UTC)
    other = parse_event(body("customer.created", {}))
    assert (other.kind, other.order_id) == (EventKind.UNKNOWN, None)


@pytest.mark.parametrize(
    "raw", [b"", b"[]", b"not json", b'{"type": "x"}', b'{"id": "e"}', b'{"id": 1, "type": "x"}']
)
def test_malformed_events_are_refused(raw: bytes) -> None:
    with pytest.raises(InvalidInput):
        parse_event(raw)
