"""An order's state is a function of the set of facts its events established: every
permutation and duplication of each documented sequence of provider events ends in the state,
the grants and the period of the in-order delivery, and grants are given and taken at most
once along the way. A manual decision overrules the facts known then, not a later refund."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import uuid4

from hypothesis import given
from hypothesis import strategies as st

from domain.shop.facts import NO_FACTS, Fact, FactKind, Facts
from domain.shop.money import Money
from domain.shop.order import Effect, Order, OrderState

T0 = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
P1, P2 = T0 + timedelta(days=30), T0 + timedelta(days=60)
Step = tuple[Facts, datetime | None]


def step(*kinds: FactKind | Fact, period: datetime | None = None) -> Step:
    return frozenset(k if isinstance(k, Fact) else Fact(k) for k in kinds), period


K = FactKind
SEQUENCES: dict[str, list[Step]] = {
    "card": [step(K.PAID)],
    "delayed success": [step(K.AWAITING), step(K.PAID)],
    "delayed failure": [step(K.AWAITING), step(K.FAILED)],
    "expired": [step(K.EXPIRED)],
    "refund after grant": [step(K.PAID), step(K.REFUNDED)],
    "dispute lost": [step(K.PAID), step(Fact(K.DISPUTE_OPEN, "du_1")),
                     step(Fact(K.DISPUTE_LOST, "du_1"))],
    "dispute won": [step(K.PAID), step(Fact(K.DISPUTE_OPEN, "du_1")),
                    step(Fact(K.DISPUTE_WON, "du_1"))],
    "subscription": [step(K.PAID), step(K.PAID, period=P1), step(K.PAID, period=P2),
                     step(K.CANCELED)],
}  # fmt: skip
EXPECTED = {
    "card": (OrderState.PAID, True),
    "delayed success": (OrderState.PAID, True),
    "delayed failure": (OrderState.FAILED, False),
    "expired": (OrderState.EXPIRED, False),
    "refund after grant": (OrderState.REFUNDED, False),
    "dispute lost": (OrderState.DISPUTED, False),
    "dispute won": (OrderState.PAID, True),
    "subscription": (OrderState.CANCELED, False),
}


def order() -> Order:
    user = uuid4()
    return Order("a" * 24, user, user, "b" * 24, 1, Money(500, "eur"), OrderState.PENDING,
                 "key-00000001", T0, T0)  # fmt: skip


def deliver(steps: list[Step], start: Order | None = None) -> tuple[Order, list[Effect]]:
    current, effects = start or order(), []
    for i, (facts, period) in enumerate(steps):
        current, effect = current.learn(facts, T0 + timedelta(minutes=i), period)
        effects.append(effect)
    return current, effects


@st.composite
def deliveries(draw: st.DrawFn) -> tuple[str, list[Step]]:
    """A documented sequence, each event delivered once or more, in any order."""
    name = draw(st.sampled_from(sorted(SEQUENCES)))
    steps = SEQUENCES[name]
    repeated = [s for s in steps for _ in range(draw(st.integers(1, 3)))]
    return name, draw(st.permutations(repeated))


@given(deliveries())
def test_any_order_and_repetition_ends_as_the_in_order_delivery(
    delivery: tuple[str, list[Step]],
) -> None:
    name, shuffled = delivery
    expected, _ = deliver(SEQUENCES[name])
    final, effects = deliver(shuffled)
    assert (expected.state, expected.granted) == EXPECTED[name]
    assert (final.state, final.granted, final.facts, final.period_end) == (
        expected.state, expected.granted, expected.facts, expected.period_end
    )  # fmt: skip
    grants, revokes = effects.count(Effect.GRANT), effects.count(Effect.REVOKE)
    assert grants <= 1 and revokes <= grants
    assert final.granted == (grants - revokes == 1)


def test_an_unpaid_completion_grants_nothing_until_the_payment_arrives() -> None:
    awaiting, effect = order().learn(frozenset({Fact(K.AWAITING)}), T0)
    assert (awaiting.state, awaiting.granted, effect) == (OrderState.AWAITING_PAYMENT, False,
                                                         Effect.NONE)  # fmt: skip
    failed, effect = awaiting.learn(frozenset({Fact(K.FAILED)}), T0)
    assert (failed.state, failed.granted, effect) == (OrderState.FAILED, False, Effect.NONE)


def test_a_renewal_extends_and_an_older_one_does_not() -> None:
    paid, _ = order().learn(frozenset({Fact(K.PAID)}), T0, P1)
    renewed, effect = paid.learn(frozenset({Fact(K.PAID)}), T0, P2)
    assert effect is Effect.EXTEND and renewed.period_end == P2
    stale, effect = renewed.learn(frozenset({Fact(K.PAID)}), T0, P1 + timedelta(days=5))
    assert effect is Effect.NONE and stale.period_end == P2


def test_a_manual_grant_overrules_what_was_known_but_not_a_later_refund() -> None:
    failed, _ = deliver(SEQUENCES["delayed failure"])
    granted, effect = failed.decide(True, T0)
    assert (granted.state, granted.granted, effect) == (OrderState.PAID, True, Effect.GRANT)
    again, effect = granted.learn(frozenset({Fact(K.FAILED), Fact(K.EXPIRED)}), T0)
    assert (again.state, effect) == (OrderState.PAID, Effect.NONE)
    refunded, effect = granted.learn(frozenset({Fact(K.REFUNDED)}), T0)
    assert (refunded.state, refunded.granted, effect) == (OrderState.REFUNDED, False,
                                                         Effect.REVOKE)  # fmt: skip


def test_a_manual_revoke_stands_against_a_late_payment() -> None:
    paid, _ = deliver(SEQUENCES["card"])
    revoked, effect = paid.decide(False, T0)
    assert (revoked.state, revoked.granted, effect) == (OrderState.CANCELED, False, Effect.REVOKE)
    late, effect = revoked.learn(frozenset({Fact(K.PAID)}), T0, P1)
    assert (late.state, late.granted, effect) == (OrderState.CANCELED, False, Effect.NONE)
    regranted, effect = late.decide(True, T0)
    assert (regranted.state, effect) == (OrderState.PAID, Effect.GRANT)


def test_nothing_known_is_pending() -> None:
    same, effect = order().learn(NO_FACTS, T0)
    assert (same.state, effect) == (OrderState.PENDING, Effect.NONE)
