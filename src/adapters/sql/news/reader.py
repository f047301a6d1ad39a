"""News lists and the feed on the fast read path.

- Released items of a set of feeds: per feed, the keys of the first ``limit`` rows of
  ``ix_news_items_feed_status_release_at_id`` after the cursor (the index covers them),
  merged (``UNION ALL``, one statement per number of feeds), and the page's rows by primary
  key: O(feeds x limit) index entries and ``limit`` rows, whatever the size of the table.
  Without feeds (the public list), one range of ``ix_news_items_status_release_at_id``.
- The feed's state: the user's follower row and follows (primary keys), each feed's stamp
  (primary key) and its latest release time passed (one backwards seek of the same index),
  so "unchanged" costs O(followed feeds).
- Poll counts and the viewer's votes of a page: primary-key lookups of the page's items.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query
from adapters.sql.news.rows import ITEM_COLUMNS, item_from
from application.news.ports import FeedState, PollState
from domain.news.item import NewsItem, NewsStatus

_COLUMNS = ", ".join(ITEM_COLUMNS)
_PUBLISHED = "status = 'published' AND release_at <= :now"
_AFTER = " AND (release_at, id) < (:after_at, :after_id)"
_NEWEST_RELEASE = " ORDER BY release_at DESC, id DESC LIMIT :limit"

FEED_STATE = """SELECT s.changed_at, fo.feed, f.changed_at,
 (SELECT n.release_at FROM news_items n
  WHERE n.feed = fo.feed AND n.status = 'published' AND n.release_at <= :now
  ORDER BY n.release_at DESC LIMIT 1)
FROM news_followers s
LEFT JOIN news_follows fo ON fo.user_id = s.user_id
LEFT JOIN news_feeds f ON f.feed = fo.feed
WHERE s.user_id = :user"""


def released_sql(feeds: int, after: bool) -> str:
    """Per feed, the keys of its first ``limit`` rows (from the index alone: it covers
    release_at and id); merged, the first ``limit`` of them; then those rows by primary key."""
    where = _PUBLISHED + (_AFTER if after else "")
    if feeds == 0:
        return f"SELECT {_COLUMNS} FROM news_items WHERE {where}{_NEWEST_RELEASE}"
    parts = [
        f"SELECT * FROM (SELECT release_at, id FROM news_items WHERE feed = :f{i} AND {where}"
        f"{_NEWEST_RELEASE}) s{i}"
        for i in range(feeds)
    ]
    columns = ", ".join(f"n.{c}" for c in ITEM_COLUMNS)
    return (
        f"SELECT {columns} FROM ("
        + "\nUNION ALL ".join(parts)
        + f"{_NEWEST_RELEASE}) page\nJOIN news_items n ON n.id = page.id"
        "\nORDER BY page.release_at DESC, page.id DESC"
    )


def _written_sql(feed: bool, status: bool, before: bool) -> str:
    conditions = [
        c
        for c, wanted in (
            ("feed = :feed", feed),
            ("status = :status", status),
            ("id < :before", before),
        )
        if wanted
    ]
    where = f" WHERE {' AND '.join(conditions)}" if conditions else ""
    return f"SELECT {_COLUMNS} FROM news_items{where} ORDER BY id DESC LIMIT :limit"


def _in(name: str, count: int) -> str:
    return ", ".join(f":{name}{i}" for i in range(count))


class SqlNewsReader:
    _ONE = Query(f"SELECT {_COLUMNS} FROM news_items WHERE id = :id")
    _FEED_STATE = Query(FEED_STATE)

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader
        self._released: dict[tuple[int, bool], Query] = {}
        self._written: dict[tuple[bool, bool, bool], Query] = {}
        self._counts: dict[int, Query] = {}
        self._votes: dict[int, Query] = {}

    async def one(self, news_id: str) -> NewsItem | None:
        row = await self._reader.one(self._ONE, id=news_id)
        return item_from(row) if row else None

    async def released(
        self, feeds: Sequence[str] | None, after: tuple[int, str] | None, now: int, limit: int
    ) -> list[NewsItem]:
        count = len(feeds) if feeds is not None else 0
        if feeds is not None and count == 0:
            return []
        key = (count, after is not None)
        query = self._released.get(key)
        if query is None:
            query = self._released[key] = Query(released_sql(*key))
        params: dict[str, Any] = {"now": now, "limit": limit}
        if after is not None:
            params.update(after_at=after[0], after_id=after[1])
        for i, feed in enumerate(feeds or ()):
            params[f"f{i}"] = feed
        return [item_from(row) for row in await self._reader.all(query, **params)]

    async def written(
        self, feed: str | None, status: NewsStatus | None, before: str | None, limit: int
    ) -> list[NewsItem]:
        key = (feed is not None, status is not None, before is not None)
        query = self._written.get(key)
        if query is None:
            query = self._written[key] = Query(_written_sql(*key))
        params: dict[str, Any] = {"limit": limit}
        if feed is not None:
            params["feed"] = feed
        if status is not None:
            params["status"] = status.value
        if before is not None:
            params["before"] = before
        return [item_from(row) for row in await self._reader.all(query, **params)]

    async def polls(self, news_ids: Sequence[str], viewer: UUID | None) -> dict[str, PollState]:
        ids = sorted(set(news_ids))
        if not ids:
            return {}
        n = len(ids)
        params = {f"n{i}": news_id for i, news_id in enumerate(ids)}
        counts_query = self._counts.get(n)
        if counts_query is None:
            counts_query = self._counts[n] = Query(
                "SELECT news_id, option_index, votes FROM news_poll_counts "
                f"WHERE news_id IN ({_in('n', n)})"
            )
        counts: dict[str, dict[int, int]] = {news_id: {} for news_id in ids}
        for news_id, option, votes in await self._reader.all(counts_query, **params):
            counts[news_id][int(option)] = int(votes)
        selections: dict[str, int] = {}
        if viewer is not None:
            votes_query = self._votes.get(n)
            if votes_query is None:
                votes_query = self._votes[n] = Query(
                    "SELECT news_id, option_index FROM news_poll_votes "
                    f"WHERE user_id = :viewer AND news_id IN ({_in('n', n)})"
                )
            rows = await self._reader.all(votes_query, viewer=viewer, **params)
            selections = {news_id: int(option) for news_id, option in rows}
        return {news_id: PollState(counts[news_id], selections.get(news_id)) for news_id in ids}

    async def feed_state(self, user_id: UUID, now: int) -> FeedState | None:
        rows = await self._reader.all(self._FEED_STATE, user=user_id, now=now)
        if not rows:
            return None
        stamps = {
            feed: max(int(changed or 0), int(released or 0))
            for _, feed, changed, released in rows
            if feed is not None
        }
        return FeedState(sorted(stamps), int(rows[0][0]), stamps)
