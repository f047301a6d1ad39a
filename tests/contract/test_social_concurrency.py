"""Concurrent writers on one database end with exactly one friendship.

On SQLite and PostgreSQL the two users act through two separate cores (two engines, two
connection pools: what two server processes would do); in memory, through one core. The
writes really overlap: both use cases run at once under ``asyncio.gather``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import pytest

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.social.requests import FriendRequest, RequestStatus
from tests.support.social import links_between, member


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


async def test_accepting_crossing_requests_at_once_makes_one_friendship(
    two_cores: tuple[Core, Core],
) -> None:
    one, two = two_cores
    alice, bob = await member(one, "Alice"), await member(one, "Bob")
    now = one.clock.now()
    to_bob = FriendRequest.new(one.ids.new_object_id(), alice[0], bob[0], None, now)
    to_alice = FriendRequest.new(one.ids.new_object_id(), bob[0], alice[0], None, now)
    async with one.uow() as uow:  # as two requests sent at once, before either was seen
        await uow.social.requests.add(to_bob)
        await uow.social.requests.add(to_alice)
        await uow.commit()

    for _ in range(3):
        results = await asyncio.gather(
            one.social.requests.accept(alice[1], to_alice.id),
            two.social.requests.accept(bob[1], to_bob.id),
        )
        assert all(r.request.request.status is RequestStatus.ACCEPTED for r in results)

    links = await links_between(one, alice[0], bob[0])
    assert sorted((x.owner_id, x.friend_id) for x in links) == sorted(
        [(alice[0], bob[0]), (bob[0], alice[0])]
    )
    async with one.uow() as uow:
        stored = [await uow.social.requests.get(r.id) for r in (to_bob, to_alice)]
    assert all(r is not None and r.status is RequestStatus.ACCEPTED for r in stored)
    sent_to = []
    for who in (alice, bob):
        page = await one.social.notifications.page(who[1], None, None)
        sent_to += [who[0]] * len(page.items)
    assert len(sent_to) == 1  # the sender of the one request that made the friendship


async def test_crossing_requests_sent_at_once_make_one_friendship(
    two_cores: tuple[Core, Core],
) -> None:
    one, two = two_cores
    for _ in range(3):
        alice, bob = await member(one, "Alice"), await member(one, "Bob")
        results = await asyncio.gather(
            one.social.requests.send(alice[1], bob[0], "Bob", None),
            two.social.requests.send(bob[1], alice[0], "Alice", None),
        )
        statuses = sorted(r.request.request.status for r in results)
        assert statuses == [RequestStatus.ACCEPTED, RequestStatus.PENDING]
        assert len(await links_between(one, alice[0], bob[0])) == 2
        page = await one.social.requests.page(alice[1], alice[0], None, None, None)
        assert page.items == []


async def test_many_accepts_of_one_request_notify_once(two_cores: tuple[Core, Core]) -> None:
    one, two = two_cores
    alice, bob = await member(one, "Alice"), await member(one, "Bob")
    sent = await one.social.requests.send(alice[1], bob[0], "Bob", None)
    request_id = sent.request.request.id
    await asyncio.gather(
        *(core.social.requests.accept(bob[1], request_id) for core in (one, two) * 3)
    )
    assert len(await links_between(one, alice[0], bob[0])) == 2
    assert len((await one.social.notifications.page(alice[1], None, None)).items) == 1
