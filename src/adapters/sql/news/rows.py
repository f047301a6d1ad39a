"""Rows of ``news_items`` to news items and back (both read paths)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt, dt_required, ms
from domain.news.feed import parse_feed
from domain.news.item import NewsItem, NewsPoll, NewsStatus
from domain.polls.poll import Poll

ITEM_COLUMNS = (
    "id", "feed", "title", "body", "status", "release_at", "published_at", "poll_question",
    "poll_options", "poll_duration_ms", "poll_expires_at", "created_by", "created_at",
    "updated_at", "revision",
)  # fmt: skip


def item_from(row: Sequence[Any]) -> NewsItem:
    (news_id, feed, title, body, status, release_at, published_at, question, options,
     duration_ms, expires_at, created_by, created_at, updated_at, revision) = row  # fmt: skip
    poll = None
    if question is not None:
        poll = NewsPoll(Poll(question, tuple(as_json(options)), dt(expires_at)), int(duration_ms))
    return NewsItem(
        id=news_id,
        feed=parse_feed(feed),
        title=title,
        body=body,
        status=NewsStatus(status),
        created_by=as_uuid(created_by),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        release_at=dt(release_at),
        published_at=dt(published_at),
        poll=poll,
        revision=int(revision),
    )


def item_values(item: NewsItem) -> dict[str, Any]:
    poll = item.poll
    return {
        "id": item.id,
        "feed": item.feed.key,
        "title": item.title,
        "body": item.body,
        "status": item.status.value,
        "release_at": ms(item.release_at),
        "published_at": ms(item.published_at),
        "poll_question": poll.poll.question if poll else None,
        "poll_options": list(poll.poll.options) if poll else None,
        "poll_duration_ms": poll.duration_ms if poll else None,
        "poll_expires_at": ms(poll.poll.expires_at) if poll else None,
        "created_by": item.created_by,
        "created_at": ms(item.created_at),
        "updated_at": ms(item.updated_at),
        "revision": item.revision,
    }
