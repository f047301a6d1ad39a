"""Votes on one news poll, cast at once, are counted exactly.

On SQLite and PostgreSQL the voters act through two cores (two engines and pools, as two
server processes would); in memory, through one. The votes really overlap: every use case
runs at once under ``asyncio.gather``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import pytest

from application.news.items import NewsDraft, PollDefinition
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.news.item import NewsStatus
from tests.support.versions import admin, person

POLL = PollDefinition("Best season?", ["Spring", "Summer", "Autumn", "Winter"], 3_600_000)


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


async def _poll(core: Core) -> str:
    root = await admin(core)
    made = await core.news.items.create(
        root, NewsDraft("platform", "Vote", "Pick one", poll=POLL, status=NewsStatus.PUBLISHED)
    )
    return made.item.id


async def _counts(core: Core, news_id: str) -> tuple[int, ...]:
    root = await admin(core)
    view = await core.news.items.get(root, news_id)
    assert view.tally is not None
    return view.tally.counts


async def test_fifty_users_voting_at_once_are_all_counted(two_cores: tuple[Core, Core]) -> None:
    one, two = two_cores
    news_id = await _poll(one)
    voters = [await person(one, f"Voter {i}") for i in range(50)]
    await asyncio.gather(
        *(
            (one if i % 2 else two).news.polls.vote(voter, news_id, i % 4)
            for i, voter in enumerate(voters)
        )
    )
    assert await _counts(one, news_id) == (13, 13, 12, 12)


async def test_votes_changed_at_once_stay_one_per_user(two_cores: tuple[Core, Core]) -> None:
    """25 users each send two different votes at the same time, and 10 more send the same
    vote five times: each user counts once, for whichever vote was last stored."""
    one, two = two_cores
    news_id = await _poll(one)
    changers = [await person(one, f"Changer {i}") for i in range(25)]
    repeaters = [await person(one, f"Repeater {i}") for i in range(10)]
    await asyncio.gather(
        *(one.news.polls.vote(user, news_id, 0) for user in changers),
        *(two.news.polls.vote(user, news_id, 3) for user in changers),
        *(
            (one, two)[k % 2].news.polls.vote(user, news_id, 1)
            for user in repeaters
            for k in range(5)
        ),
    )
    counts = await _counts(one, news_id)
    assert counts[1] == 10 and counts[2] == 0
    assert counts[0] + counts[3] == 25
    selections = [
        (await one.news.items.get(user, news_id)).tally.selection  # type: ignore[union-attr]
        for user in changers
    ]
    assert selections.count(0) == counts[0] and selections.count(3) == counts[3]
