"""The pure rules of leaderboards: operators, ordering and tie-breaks (hypothesis)."""

from __future__ import annotations

import functools
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.games.errors import ScoreOutOfRange
from domain.games.leaderboard import (
    SCORE_LIMIT,
    Operator,
    Order,
    Standing,
    Submission,
    apply,
    better,
    check_submission,
    sort_key,
)
from domain.shared.errors import InvalidInput

T0 = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
scores = st.integers(min_value=-(10**12), max_value=10**12)
amounts = st.integers(min_value=0, max_value=10**9)
orders = st.sampled_from(Order)


def run(order: Order, operator: Operator, submitted: list[tuple[int, int]]) -> Standing | None:
    """The standing after the submissions in turn, one millisecond apart."""
    standing = None
    for i, (score, subscore) in enumerate(submitted):
        changed = apply(
            order, operator, standing, Submission(score, subscore), T0 + timedelta(milliseconds=i)
        )
        standing = changed or standing
    return standing


@given(orders, st.lists(st.tuples(scores, scores), min_size=1, max_size=30))
def test_best_keeps_the_best_pair_reached_first(
    order: Order, submitted: list[tuple[int, int]]
) -> None:
    standing = run(order, Operator.BEST, submitted)
    assert standing is not None
    pick = max if order is Order.DESC else min
    best = pick(submitted)
    assert (standing.score, standing.subscore) == best
    # Reached by the earliest submission of that pair: later equal ones change nothing.
    assert standing.achieved_at == T0 + timedelta(milliseconds=submitted.index(best))


@given(orders, st.lists(st.tuples(scores, scores), min_size=1, max_size=30))
def test_set_keeps_the_last(order: Order, submitted: list[tuple[int, int]]) -> None:
    standing = run(order, Operator.SET, submitted)
    assert standing is not None
    assert (standing.score, standing.subscore) == submitted[-1]


@given(orders, st.lists(st.tuples(amounts, amounts), min_size=1, max_size=30))
def test_incr_and_decr_sum_the_amounts(order: Order, submitted: list[tuple[int, int]]) -> None:
    up = run(order, Operator.INCR, submitted)
    down = run(order, Operator.DECR, submitted)
    assert up is not None and down is not None
    assert (up.score, up.subscore) == (sum(a for a, _ in submitted), sum(b for _, b in submitted))
    assert (down.score, down.subscore) == (-up.score, -up.subscore)


def test_incr_beyond_the_limit_is_refused() -> None:
    standing = Standing(SCORE_LIMIT, 0, T0, {})
    with pytest.raises(ScoreOutOfRange):
        apply(Order.DESC, Operator.INCR, standing, Submission(1), T0)


def test_negative_amounts_and_large_metadata_are_refused() -> None:
    with pytest.raises(InvalidInput):
        check_submission(Operator.INCR, Submission(-1))
    with pytest.raises(InvalidInput):
        check_submission(Operator.BEST, Submission(SCORE_LIMIT + 1))
    with pytest.raises(InvalidInput):
        check_submission(Operator.BEST, Submission(1, 0, {"note": "x" * 2000}))
    with pytest.raises(InvalidInput):
        check_submission(Operator.BEST, Submission(1, 0, {"a": {"b": {"c": 1}}}))
    assert check_submission(Operator.SET, Submission(-5, 2, None)).metadata == {}


standings = st.builds(
    lambda score, subscore, ms: Standing(score, subscore, T0 + timedelta(milliseconds=ms), {}),
    st.integers(-50, 50),
    st.integers(-3, 3),
    st.integers(0, 5),
)


def ranks_before(order: Order, a: tuple[uuid.UUID, Standing], b: tuple[uuid.UUID, Standing]) -> int:
    """The rule in words: better score, else better subscore, else earlier, else player id."""
    (pa, sa_), (pb, sb) = a, b
    if (sa_.score, sa_.subscore) != (sb.score, sb.subscore):
        return -1 if better(order, (sa_.score, sa_.subscore), (sb.score, sb.subscore)) else 1
    if sa_.achieved_at != sb.achieved_at:
        return -1 if sa_.achieved_at < sb.achieved_at else 1
    return (pa.hex > pb.hex) - (pa.hex < pb.hex)


@given(orders, st.lists(st.tuples(st.uuids(), standings), max_size=40, unique_by=lambda r: r[0]))
def test_the_sort_key_ranks_as_the_rule_says(
    order: Order, rows: list[tuple[uuid.UUID, Standing]]
) -> None:
    by_key = sorted(rows, key=lambda r: sort_key(order, r[0], r[1]))
    by_rule = sorted(rows, key=functools.cmp_to_key(lambda a, b: ranks_before(order, a, b)))
    assert by_key == by_rule


@given(orders, st.integers(-100, 100), st.integers(0, 10), st.uuids(), st.uuids())
def test_a_tie_goes_to_the_earlier_submission(
    order: Order, score: int, later_by: int, first: uuid.UUID, second: uuid.UUID
) -> None:
    early = Standing(score, 0, T0, {})
    late = Standing(score, 0, T0 + timedelta(milliseconds=later_by + 1), {})
    assert sort_key(order, first, early) < sort_key(order, second, late)
