"""The friend counts cache: one read for callers that miss together, never a stale count kept."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from uuid import UUID, uuid4

from adapters.memory.bus import LocalBus, LocalHub
from application.social.counts import FriendCountsCache
from application.social.ports import FriendCounts

SINCE = datetime(2026, 11, 23, tzinfo=UTC)


class CountingReader:
    """Answers counts with the current ``total``, after the test lets a read finish."""

    def __init__(self) -> None:
        self.total = 1
        self.reads = 0
        self.release = asyncio.Event()
        self.release.set()

    async def counts(self, owner: UUID, regional: bool, online_since: datetime) -> FriendCounts:
        self.reads += 1
        total = self.total  # what the database holds when the statement runs
        await self.release.wait()
        return FriendCounts(total=total)


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def counts_cache(reader: CountingReader, bus: LocalBus | None = None) -> FriendCountsCache:
    return FriendCountsCache(reader, bus or LocalBus(), 10.0)  # type: ignore[arg-type]


async def test_callers_that_miss_together_share_one_read() -> None:
    reader = CountingReader()
    reader.release.clear()
    cache = counts_cache(reader)
    owner = uuid4()
    callers = [asyncio.create_task(cache.counts(owner, False, SINCE)) for _ in range(32)]
    await settle()
    reader.release.set()
    assert {c.total for c in await asyncio.gather(*callers)} == {1}
    assert reader.reads == 1
    await cache.counts(owner, False, SINCE)
    assert reader.reads == 1  # cached


async def test_a_change_during_a_read_is_not_hidden_by_it() -> None:
    reader = CountingReader()
    reader.release.clear()
    cache = counts_cache(reader)
    owner = uuid4()
    early = asyncio.create_task(cache.counts(owner, False, SINCE))
    await settle()
    reader.total = 2  # a friendship is accepted while the first read runs
    await cache.changed(owner, uuid4())
    late = asyncio.create_task(cache.counts(owner, False, SINCE))
    await settle()
    reader.release.set()
    assert (await early).total == 1
    assert (await late).total == 2  # it did not join the read that began before the change
    assert (await cache.counts(owner, False, SINCE)).total == 2  # and the stale one was not kept


async def test_a_change_on_another_instance_drops_the_count_here() -> None:
    hub = LocalHub()
    reader = CountingReader()
    here, there = counts_cache(reader, LocalBus(hub)), counts_cache(CountingReader(), LocalBus(hub))
    owner = uuid4()
    assert (await here.counts(owner, False, SINCE)).total == 1
    reader.total = 2
    await there.changed(owner)
    assert (await here.counts(owner, False, SINCE)).total == 2
