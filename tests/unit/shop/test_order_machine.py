"""The order state machine: whatever the events' order and repetition, what a purchase grants
is given at most once per payment, held exactly while the order is paid, and a refund or
dispute that overtakes the payment leaves nothing granted."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import uuid4

from hypothesis import given
from hypothesis import strategies as st

from domain.shop.money import Money
from domain.shop.order import Effect, EventKind, Order, OrderState, transition

T0 = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)


def order() -> Order:
    user = uuid4()
    return Order("a" * 24, user, user, "b" * 24, 1, Money(500, "eur"), OrderState.PENDING,
                 "key-00000001", T0, T0)  # fmt: skip


events = st.lists(st.sampled_from(list(EventKind)), max_size=30)


@given(events)
def test_grants_follow_the_state(kinds: list[EventKind]) -> None:
    current, held, grants = order(), False, 0
    for i, kind in enumerate(kinds):
        end = T0 + timedelta(days=30 * (i + 1))
        current, effect = current.after(kind, T0 + timedelta(minutes=i), end)
        if effect is Effect.GRANT:
            assert not held
            held, grants = True, grants + 1
        elif effect is Effect.REVOKE:
            assert held
            held = False
        elif effect is Effect.EXTEND:
            assert held
        assert current.granted == held == (current.state is OrderState.PAID)
    assert grants <= 1  # paid is entered only from pending


@given(events)
def test_a_repeated_event_changes_nothing(kinds: list[EventKind]) -> None:
    current = order()
    for kind in kinds:
        current, _ = current.after(kind, T0)
        again, effect = current.after(kind, T0)
        assert effect in (Effect.NONE, Effect.EXTEND)
        assert again.state is current.state


def test_a_refund_before_the_payment_leaves_nothing_granted() -> None:
    refunded, effect = order().after(EventKind.REFUNDED, T0)
    assert (refunded.state, effect) == (OrderState.REFUNDED, Effect.NONE)
    late, effect = refunded.after(EventKind.PAID, T0)
    assert (late.state, effect, late.granted) == (OrderState.REFUNDED, Effect.NONE, False)


def test_a_renewal_extends_and_an_older_one_does_not() -> None:
    paid, _ = order().after(EventKind.PAID, T0, T0 + timedelta(days=30))
    renewed, effect = paid.after(EventKind.RENEWED, T0, T0 + timedelta(days=60))
    assert effect is Effect.EXTEND and renewed.period_end == T0 + timedelta(days=60)
    stale, effect = renewed.after(EventKind.RENEWED, T0, T0 + timedelta(days=45))
    assert effect is Effect.NONE and stale.period_end == T0 + timedelta(days=60)


def test_unknown_events_change_nothing() -> None:
    for state in OrderState:
        assert transition(state, EventKind.UNKNOWN) == (state, Effect.NONE)
