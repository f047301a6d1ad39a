"""The news repositories on the unit of work's connection.

Votes keep their per-option counts exact: a voter's row is read ``FOR UPDATE`` (PostgreSQL;
SQLite runs one writer at a time), a first vote is an ``INSERT ... ON CONFLICT DO NOTHING``
(of two concurrent first votes of one user exactly one inserts; the other reads it again),
and counters change by ``votes = votes + 1`` upserts, in option order (no deadlock between
voters moving in opposite directions).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.news.rows import ITEM_COLUMNS, item_from, item_values
from adapters.sql.rows import ms
from adapters.sql.tables.news import (
    news_clock,
    news_feeds,
    news_followers,
    news_follows,
    news_items,
    news_poll_counts,
    news_poll_votes,
)
from adapters.sql.upsert import upsert
from domain.news.item import NewsItem
from domain.shared.time import to_millis

_ITEM = sa.select(*(news_items.c[name] for name in ITEM_COLUMNS))
CLOCK_ROW = 1
VOTE_ATTEMPTS = 5


class SqlNewsRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, item: NewsItem) -> None:
        await self._db.execute(news_items.insert().values(**item_values(item)))

    async def get(self, news_id: str, *, lock: bool = False) -> NewsItem | None:
        query = _ITEM.where(news_items.c.id == news_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return item_from(row) if row else None

    async def update(self, item: NewsItem) -> None:
        values = item_values(item)
        del values["id"]
        await self._db.execute(
            news_items.update().where(news_items.c.id == item.id).values(**values)
        )


class SqlFeedStampRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def next_stamp(self, now: datetime) -> int:
        at = to_millis(now) + 1  # above an item released at ``now`` (docs/news.md, the stamp)
        bumped = news_clock.c.stamp + 1
        row = (
            await self._db.execute(
                news_clock.update()
                .where(news_clock.c.id == CLOCK_ROW)
                .values(stamp=sa.case((bumped > at, bumped), else_=at))
                .returning(news_clock.c.stamp)
            )
        ).first()
        if row is None:  # the migration inserts the row; a hand-made schema may lack it
            await self._db.execute(
                upsert(self._db, news_clock).values(id=CLOCK_ROW, stamp=0).on_conflict_do_nothing()
            )
            return await self.next_stamp(now)
        return int(row[0])

    async def touch(self, feeds: Collection[str], stamp: int) -> None:
        for feed in sorted(feeds):
            statement = upsert(self._db, news_feeds).values(feed=feed, changed_at=stamp)
            await self._db.execute(
                statement.on_conflict_do_update(
                    index_elements=["feed"], set_={"changed_at": statement.excluded.changed_at}
                )
            )


class SqlFollowRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, user_id: UUID) -> tuple[list[str], int] | None:
        row = (
            await self._db.execute(
                sa.select(news_followers.c.changed_at).where(news_followers.c.user_id == user_id)
            )
        ).first()
        if row is None:
            return None
        feeds = await self._db.execute(
            sa.select(news_follows.c.feed)
            .where(news_follows.c.user_id == user_id)
            .order_by(news_follows.c.feed)
        )
        return [f[0] for f in feeds], int(row[0])

    async def put(self, user_id: UUID, feeds: Sequence[str], stamp: int) -> None:
        statement = upsert(self._db, news_followers).values(user_id=user_id, changed_at=stamp)
        await self._db.execute(
            statement.on_conflict_do_update(
                index_elements=["user_id"], set_={"changed_at": statement.excluded.changed_at}
            )
        )
        await self._db.execute(news_follows.delete().where(news_follows.c.user_id == user_id))
        if feeds:
            await self._db.execute(
                news_follows.insert(), [{"user_id": user_id, "feed": f} for f in sorted(feeds)]
            )


class SqlPollVoteRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def vote(self, news_id: str, user_id: UUID, option: int, at: datetime) -> None:
        v = news_poll_votes
        mine = sa.and_(v.c.news_id == news_id, v.c.user_id == user_id)
        for _ in range(VOTE_ATTEMPTS):
            row = (
                await self._db.execute(sa.select(v.c.option_index).where(mine).with_for_update())
            ).first()
            if row is None:
                inserted = await self._db.execute(
                    upsert(self._db, v)
                    .values(news_id=news_id, user_id=user_id, option_index=option, voted_at=ms(at))
                    .on_conflict_do_nothing()
                    .returning(v.c.option_index)
                )
                if inserted.first() is None:
                    continue  # the same user's concurrent first vote won: read it again
                await self._count(news_id, {option: 1})
                return
            previous = int(row[0])
            if previous == option:
                return
            await self._db.execute(
                v.update().where(mine).values(option_index=option, voted_at=ms(at))
            )
            await self._count(news_id, {previous: -1, option: 1})
            return
        raise RuntimeError("a vote kept conflicting with itself")

    async def _count(self, news_id: str, deltas: dict[int, int]) -> None:
        c = news_poll_counts
        for option in sorted(deltas):
            statement = upsert(self._db, c).values(
                news_id=news_id, option_index=option, votes=deltas[option]
            )
            await self._db.execute(
                statement.on_conflict_do_update(
                    index_elements=["news_id", "option_index"],
                    set_={"votes": c.c.votes + statement.excluded.votes},
                )
            )

    async def clear(self, news_id: str) -> None:
        await self._db.execute(news_poll_votes.delete().where(news_poll_votes.c.news_id == news_id))
        await self._db.execute(
            news_poll_counts.delete().where(news_poll_counts.c.news_id == news_id)
        )


class SqlNewsRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.items = SqlNewsRepository(connection)
        self.stamps = SqlFeedStampRepository(connection)
        self.follows = SqlFollowRepository(connection)
        self.votes = SqlPollVoteRepository(connection)
