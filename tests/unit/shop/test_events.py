"""Provider events are read for their id, facts, order, payment and renewal period, in the
provider's own shapes; a part the reader needs with the wrong type is refused."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from domain.shared.errors import InvalidInput
from domain.shop.events import parse_event
from domain.shop.facts import Fact, FactKind


def body(type_: str, obj: object) -> bytes:
    return json.dumps({"id": "evt_1", "type": type_, "data": {"object": obj}}).encode()


def facts(type_: str, obj: dict[str, object]) -> set[Fact]:
    return set(parse_event(body(type_, obj)).facts)


def test_a_completed_session_pays_only_when_its_payment_status_says_so() -> None:
    for status in ("paid", "no_payment_required"):
        assert facts("checkout.session.completed", {"payment_status": status}) == {
            Fact(FactKind.PAID)
        }
    for obj in ({"payment_status": "unpaid"}, {}):
        assert facts("checkout.session.completed", obj) == {Fact(FactKind.AWAITING)}
    session = parse_event(
        body("checkout.session.completed",
             {"client_reference_id": "o1", "payment_intent": "pi_1", "payment_status": "paid"})
    )  # fmt: skip
    assert (session.order_id, session.payment_intent, session.from_session) == ("o1", "pi_1", True)


def test_the_delayed_payment_and_expiry() -> None:
    assert facts("checkout.session.async_payment_succeeded", {}) == {Fact(FactKind.PAID)}
    assert facts("checkout.session.async_payment_failed", {}) == {Fact(FactKind.FAILED)}
    assert facts("checkout.session.expired", {}) == {Fact(FactKind.EXPIRED)}


def test_refunds_full_and_partial() -> None:
    full = {"refunded": True, "amount": 499, "amount_refunded": 499, "payment_intent": "pi_2",
            "metadata": {"order_id": "o2"}}  # fmt: skip
    refund = parse_event(body("charge.refunded", full))
    assert (set(refund.facts), refund.order_id, refund.payment_intent) == (
        {Fact(FactKind.REFUNDED)}, "o2", "pi_2"
    )  # fmt: skip
    assert facts("charge.refunded", {"refunded": False, "amount_refunded": 100}) == set()


def test_disputes_by_status() -> None:
    dispute = {"id": "du_1", "object": "dispute", "charge": "ch_1", "payment_intent": "pi_3",
               "metadata": {}}  # fmt: skip
    opened = parse_event(body("charge.dispute.created", dispute | {"status": "needs_response"}))
    assert (set(opened.facts), opened.order_id, opened.payment_intent) == (
        {Fact(FactKind.DISPUTE_OPEN, "du_1")}, None, "pi_3"
    )  # fmt: skip
    for status, kind in (("lost", FactKind.DISPUTE_LOST), ("won", FactKind.DISPUTE_WON),
                         ("warning_closed", FactKind.DISPUTE_WON)):  # fmt: skip
        assert facts("charge.dispute.closed", dispute | {"status": status}) == {Fact(kind, "du_1")}


def test_renewals_and_subscriptions_name_the_order_through_their_metadata() -> None:
    renewal = parse_event(
        body("invoice.paid", {"subscription_details": {"metadata": {"order_id": "o3"}},
                              "lines": {"data": [{"period": {"end": 1767000000}}]}})
    )  # fmt: skip
    assert (set(renewal.facts), renewal.order_id) == ({Fact(FactKind.PAID)}, "o3")
    assert renewal.period_end == datetime.fromtimestamp(1767000000, UTC)
    newer = parse_event(
        body("invoice.paid", {"parent": {"subscription_details": {"metadata": {"order_id": "o4"}}}})
    )
    assert newer.order_id == "o4"
    ended = parse_event(body("customer.subscription.deleted", {"metadata": {"order_id": "o5"}}))
    assert (set(ended.facts), ended.order_id) == ({Fact(FactKind.CANCELED)}, "o5")


def test_other_types_are_only_acknowledged() -> None:
    other = parse_event(body("customer.created", ["anything"]))
    assert (other.known, other.facts, other.order_id) == (False, frozenset(), None)


@pytest.mark.parametrize(
    "raw", [b"", b"[]", b"not json", b'{"type": "x"}', b'{"id": "e"}', b'{"id": 1, "type": "x"}']
)
def test_malformed_events_are_refused(raw: bytes) -> None:
    with pytest.raises(InvalidInput):
        parse_event(raw)


@pytest.mark.parametrize(
    ("type_", "obj"),
    [
        ("checkout.session.completed", []),
        ("checkout.session.completed", {"payment_status": 1}),
        ("checkout.session.completed", {"metadata": ["order_id"]}),
        ("checkout.session.completed", {"client_reference_id": {"id": "o"}}),
        ("checkout.session.completed", {"payment_intent": {"id": "pi_1"}}),
        ("charge.refunded", {"refunded": "yes"}),
        ("charge.dispute.closed", {"id": "du_1"}),
        ("invoice.paid", {"lines": {"data": [{"period": {"end": "soon"}}]}}),
        ("invoice.paid", {"lines": {"data": {"period": {}}}}),
        ("invoice.paid", {"subscription_details": "o1"}),
    ],
)
def test_a_known_event_with_a_part_of_the_wrong_type_is_refused(type_: str, obj: object) -> None:
    with pytest.raises(InvalidInput):
        parse_event(body(type_, obj))
