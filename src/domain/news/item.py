"""News items (docs/news.md, "Items").

- ``title`` 1..200 printable characters; ``body`` Markdown, 1..20 000 characters (newline,
  carriage return and tab are the only control characters allowed).
- ``draft`` -> ``published`` (and back). A published item is *released* from ``releaseAt``
  on (the publishing moment when none was set): only published, released items are public,
  in feeds and open to votes. ``releaseAt`` is at most a year ahead; a released item keeps
  its feed and release time.
- An optional poll under the shared poll rules (``domain/polls``), with ``durationMs``
  required: it opens when the item is released and closes ``durationMs`` later
  (``expiresAt``, fixed when the item is published and moved with ``releaseAt`` until the
  release). A poll can be added, replaced or removed only while the item is a draft;
  replacing or removing it drops its votes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.news.feed import Feed
from domain.polls.poll import Poll
from domain.shared.errors import InvalidInput

TITLE_MAX = 200
BODY_MAX = 20_000
RELEASE_AHEAD_MAX = timedelta(days=366)
_ALLOWED_CONTROLS = frozenset("\n\r\t")


class NewsStatus(StrEnum):
    DRAFT = "draft"
    PUBLISHED = "published"


def check_title(raw: str) -> str:
    title = raw.strip()
    if not 1 <= len(title) <= TITLE_MAX or any(not ch.isprintable() for ch in title):
        raise InvalidInput(f"must be 1..{TITLE_MAX} printable characters", field="title")
    return title


def check_body(raw: str) -> str:
    if not 1 <= len(raw) <= BODY_MAX or not raw.strip():
        raise InvalidInput(f"must be 1..{BODY_MAX} characters, not only spaces", field="body")
    if any(not ch.isprintable() and ch not in _ALLOWED_CONTROLS for ch in raw):
        raise InvalidInput("must not contain control characters", field="body")
    return raw


def check_release_at(at: datetime | None, now: datetime) -> datetime | None:
    if at is not None and at > now + RELEASE_AHEAD_MAX:
        raise InvalidInput("must be at most a year ahead", field="releaseAt")
    return at


@dataclass(frozen=True, slots=True)
class NewsPoll:
    """A poll as an item carries it: ``poll.expires_at`` is None until the item is published."""

    poll: Poll
    duration_ms: int

    def opened(self, opens_at: datetime) -> NewsPoll:
        expires = opens_at + timedelta(milliseconds=self.duration_ms)
        return NewsPoll(Poll(self.poll.question, self.poll.options, expires), self.duration_ms)

    def closed(self) -> NewsPoll:
        """Not opened yet (no expiry)."""
        return NewsPoll(Poll(self.poll.question, self.poll.options, None), self.duration_ms)


@dataclass(slots=True)
class NewsItem:
    id: str
    feed: Feed
    title: str
    body: str
    status: NewsStatus
    created_by: UUID
    created_at: datetime
    updated_at: datetime
    release_at: datetime | None = None
    published_at: datetime | None = None
    poll: NewsPoll | None = None
    revision: int = 1

    def was_released(self, now: datetime) -> bool:
        """Published at some point, and its release time has passed: feed and release time
        are fixed from then on."""
        return self.published_at is not None and (
            self.release_at is not None and self.release_at <= now
        )

    def released(self, now: datetime) -> bool:
        return (
            self.status is NewsStatus.PUBLISHED
            and self.release_at is not None
            and self.release_at <= now
        )

    def publish(self, now: datetime) -> None:
        self.status = NewsStatus.PUBLISHED
        self.published_at = now
        if self.release_at is None:
            self.release_at = now
        self._open_poll(now)

    def unpublish(self) -> None:
        self.status = NewsStatus.DRAFT

    def move_release(self, at: datetime | None, now: datetime) -> None:
        """Change ``releaseAt`` (None: at publishing); the poll moves with it."""
        if self.status is NewsStatus.PUBLISHED and at is None:
            at = now
        self.release_at = at
        if self.poll is not None:
            self.poll = self.poll.closed()
            if self.status is NewsStatus.PUBLISHED:
                self._open_poll(now)

    def _open_poll(self, now: datetime) -> None:
        if self.poll is not None and self.poll.poll.expires_at is None:
            assert self.release_at is not None
            self.poll = self.poll.opened(max(now, self.release_at))
