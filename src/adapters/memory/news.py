"""In-memory adapters of the news area: tables, repositories, the reader."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from application.news.ports import FeedState, NewsReaders, PollState
from domain.news.item import NewsItem, NewsStatus
from domain.shared.time import to_millis

NEWS = Table[str, NewsItem]("news_items")
FEED_STAMPS = Table[str, int]("news_feeds")  # feed -> stamp of its last change
CLOCK = Table[str, int]("news_clock")  # "stamp" -> the last stamp handed out
FOLLOWS = Table[UUID, tuple[list[str], int]]("news_follows")  # user -> (feeds, stamp)
VOTES = Table[tuple[str, UUID], int]("news_poll_votes")  # (news id, user) -> option
COUNTS = Table[tuple[str, int], int]("news_poll_counts")  # (news id, option) -> votes


class MemoryNewsRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, item: NewsItem) -> None:
        self._tx.write(NEWS)[item.id] = detached(item)

    async def get(self, news_id: str, *, lock: bool = False) -> NewsItem | None:
        found = self._tx.read(NEWS).get(news_id)
        return detached(found) if found else None

    async def update(self, item: NewsItem) -> None:
        self._tx.write(NEWS)[item.id] = detached(item)


class MemoryFeedStampRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def next_stamp(self, now: datetime) -> int:
        clock = self._tx.write(CLOCK)
        stamp = max(clock.get("stamp", 0) + 1, to_millis(now) + 1)  # after a release at now
        clock["stamp"] = stamp
        return stamp

    async def touch(self, feeds: Collection[str], stamp: int) -> None:
        table = self._tx.write(FEED_STAMPS)
        for feed in feeds:
            table[feed] = stamp


class MemoryFollowRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID) -> tuple[list[str], int] | None:
        found = self._tx.read(FOLLOWS).get(user_id)
        return (list(found[0]), found[1]) if found else None

    async def put(self, user_id: UUID, feeds: Sequence[str], stamp: int) -> None:
        self._tx.write(FOLLOWS)[user_id] = (sorted(feeds), stamp)


class MemoryPollVoteRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def vote(self, news_id: str, user_id: UUID, option: int, at: datetime) -> None:
        previous = self._tx.read(VOTES).get((news_id, user_id))
        if previous == option:
            return
        self._tx.write(VOTES)[(news_id, user_id)] = option
        counts = self._tx.write(COUNTS)
        if previous is not None:
            counts[(news_id, previous)] -= 1
        counts[(news_id, option)] = counts.get((news_id, option), 0) + 1

    async def clear(self, news_id: str) -> None:
        votes = self._tx.write(VOTES)
        for vote in [k for k in votes if k[0] == news_id]:
            del votes[vote]
        counts = self._tx.write(COUNTS)
        for count in [k for k in counts if k[0] == news_id]:
            del counts[count]


class MemoryNewsRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.items = MemoryNewsRepository(tx)
        self.stamps = MemoryFeedStampRepository(tx)
        self.follows = MemoryFollowRepository(tx)
        self.votes = MemoryPollVoteRepository(tx)


class MemoryNewsReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def one(self, news_id: str) -> NewsItem | None:
        found = self._tables[NEWS].get(news_id)
        return detached(found) if found else None

    async def released(
        self, feeds: Sequence[str] | None, after: tuple[int, str] | None, now: int, limit: int
    ) -> list[NewsItem]:
        def key(item: NewsItem) -> tuple[int, str]:
            assert item.release_at is not None
            return (to_millis(item.release_at), item.id)

        found = sorted(
            (
                item
                for item in self._tables[NEWS].values()
                if item.status is NewsStatus.PUBLISHED
                and item.release_at is not None
                and to_millis(item.release_at) <= now
                and (feeds is None or item.feed.key in feeds)
                and (after is None or key(item) < after)
            ),
            key=key,
            reverse=True,
        )
        return [detached(item) for item in found[:limit]]

    async def written(
        self, feed: str | None, status: NewsStatus | None, before: str | None, limit: int
    ) -> list[NewsItem]:
        found = sorted(
            (
                item
                for item in self._tables[NEWS].values()
                if (feed is None or item.feed.key == feed)
                and (status is None or item.status is status)
                and (before is None or item.id < before)
            ),
            key=lambda item: item.id,
            reverse=True,
        )
        return [detached(item) for item in found[:limit]]

    async def polls(self, news_ids: Sequence[str], viewer: UUID | None) -> dict[str, PollState]:
        wanted = set(news_ids)
        counts: dict[str, dict[int, int]] = {news_id: {} for news_id in wanted}
        for (news_id, option), votes in self._tables[COUNTS].items():
            if news_id in wanted:
                counts[news_id][option] = votes
        votes_table = self._tables[VOTES]
        return {
            news_id: PollState(
                counted, votes_table.get((news_id, viewer)) if viewer is not None else None
            )
            for news_id, counted in counts.items()
        }

    async def feed_state(self, user_id: UUID, now: int) -> FeedState | None:
        found = self._tables[FOLLOWS].get(user_id)
        if found is None:
            return None
        feeds, stamp = found
        stamps = {feed: self._tables[FEED_STAMPS].get(feed, 0) for feed in feeds}
        for item in self._tables[NEWS].values():
            if (
                item.feed.key in stamps
                and item.status is NewsStatus.PUBLISHED
                and item.release_at is not None
                and to_millis(item.release_at) <= now
            ):
                released = to_millis(item.release_at)
                stamps[item.feed.key] = max(stamps[item.feed.key], released)
        return FeedState(list(feeds), stamp, stamps)


def memory_news_readers(store: MemoryStore) -> NewsReaders:
    return NewsReaders(news=MemoryNewsReader(store))
