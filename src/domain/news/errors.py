"""What the news area refuses, each with a stable code (docs/news.md, "Errors")."""

from __future__ import annotations

from domain.shared.errors import Conflict, InvalidInput, NotFound, PreconditionFailed


class UnknownFeed(InvalidInput):
    def __init__(self, feed: str, field: str = "feed") -> None:
        super().__init__(f"no such feed: {feed}", field=field, code="news.unknown_feed")


class NewsNotFound(NotFound):
    """There is no such news item (or it is not released yet)."""

    code = "news.not_found"


class AlreadyReleased(Conflict):
    """A released item keeps its feed and release time."""

    code = "news.already_released"


class PollLocked(Conflict):
    """A poll can be added, replaced or removed only while the item is a draft."""

    code = "news.poll_locked"


class StaleNews(PreconditionFailed):
    """If-Match names a revision that is no longer current."""

    code = "news.stale_revision"
