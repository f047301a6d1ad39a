"""Fifty simultaneous submits to one board and player, under each operator: the stored score
is the sequential result. On SQLite and PostgreSQL through two cores (two engines and pools);
in memory through one. Every submit runs at once under ``asyncio.gather``."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable

import pytest

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.games.leaderboard import Operator, Order, Submission, Submitters
from tests.support.games import board
from tests.support.versions import admin

SUBMITS = 50


@pytest.fixture
async def two_cores(
    backend: str, database_url: str, settings_for: Callable[..., Settings]
) -> AsyncIterator[tuple[Core, Core]]:
    settings = settings_for(database_url, rate_limit_scale=0)
    async with await build_core(settings) as first:
        if backend == "memory":
            yield first, first
            return
        async with await build_core(settings) as second:
            yield first, second


@pytest.mark.parametrize(
    ("operator", "order", "expected"),
    [
        (Operator.INCR, Order.DESC, sum(range(1, SUBMITS + 1))),
        (Operator.DECR, Order.DESC, -sum(range(1, SUBMITS + 1))),
        (Operator.BEST, Order.DESC, SUBMITS),
        (Operator.BEST, Order.ASC, 1),
    ],
)
async def test_fifty_submits_at_once_store_the_sequential_result(
    two_cores: tuple[Core, Core], operator: Operator, order: Order, expected: int
) -> None:
    one, two = two_cores
    root = await admin(one)
    made = await board(one, root, None, operator, order, Submitters.ADMINS)
    player = uuid.uuid4()
    results = await asyncio.gather(
        *(
            (one, two)[n % 2].games.scores.submit(root, made.id, player, Submission(n))
            for n in range(1, SUBMITS + 1)
        )
    )
    top = await one.games.scores.top(root, made.id, None, None)
    assert [(r.rank, r.entry.player_id, r.entry.standing.score) for r in top.items] == [
        (1, player, expected)
    ]
    if operator in (Operator.INCR, Operator.DECR):
        # Each submit saw the one before it: the answers are the running sums, in some order.
        running = sorted(abs(r.ranked.entry.standing.score) for r in results)
        assert len(set(running)) == SUBMITS and running[-1] == abs(expected)


async def test_fifty_sets_at_once_store_one_of_them_and_answer_in_turn(
    two_cores: tuple[Core, Core],
) -> None:
    """``set`` keeps the last applied: the stored score is the one whose answer came last in
    the order the database applied them (the one no other answer was applied after)."""
    one, two = two_cores
    root = await admin(one)
    made = await board(one, root, None, Operator.SET, Order.DESC, Submitters.ADMINS)
    player = uuid.uuid4()
    await asyncio.gather(
        *(
            (one, two)[n % 2].games.scores.submit(root, made.id, player, Submission(n, n))
            for n in range(1, SUBMITS + 1)
        )
    )
    top = await one.games.scores.top(root, made.id, None, None)
    assert len(top.items) == 1
    standing = top.items[0].entry.standing
    assert 1 <= standing.score <= SUBMITS and standing.subscore == standing.score


async def test_fifty_replays_of_one_submission_apply_once(two_cores: tuple[Core, Core]) -> None:
    one, two = two_cores
    root = await admin(one)
    made = await board(one, root, None, Operator.INCR, Order.DESC, Submitters.ADMINS)
    player = uuid.uuid4()
    results = await asyncio.gather(
        *(
            (one, two)[n % 2].games.scores.submit(root, made.id, player, Submission(7), "once")
            for n in range(SUBMITS)
        )
    )
    assert sum(not r.duplicate for r in results) == 1
    top = await one.games.scores.top(root, made.id, None, None)
    assert [r.entry.standing.score for r in top.items] == [7]


@pytest.mark.parametrize("operator", [Operator.SET, Operator.BEST])
async def test_ranks_stay_exact_while_many_players_submit_at_once(
    two_cores: tuple[Core, Core], operator: Operator
) -> None:
    """Twenty players submit five rounds each, all at once through two cores: scores rise,
    fall (``set``) and tie. Afterwards every player's counted rank (``around``, from the
    rank counts and the ties) is the place the ranking walk gives them (``top``)."""
    one, two = two_cores
    root = await admin(one)
    made = await board(one, root, None, operator, Order.DESC, Submitters.ADMINS)
    players = [uuid.uuid4() for _ in range(20)]
    rounds = [
        (player, (i * 7 + r * 13) % 11 * 1000 - 4000)  # few distinct values: many ties
        for r in range(5)
        for i, player in enumerate(players)
    ]
    await asyncio.gather(
        *(
            (one, two)[n % 2].games.scores.submit(root, made.id, player, Submission(score))
            for n, (player, score) in enumerate(rounds)
        )
    )
    walked = (await one.games.scores.top(root, made.id, 100, None)).items
    assert [r.rank for r in walked] == list(range(1, len(players) + 1))
    for place in walked:
        counted = await two.games.scores.around(root, made.id, place.entry.player_id, 0)
        assert [(r.rank, r.entry.player_id) for r in counted] == [
            (place.rank, place.entry.player_id)
        ]
