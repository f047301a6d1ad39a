"""The ports of the news area: repositories (in a unit of work, ``uow.news``) and the readers
of the lists and the feed (the fast read path)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.news.item import NewsItem, NewsStatus


class NewsRepository(Protocol):
    async def add(self, item: NewsItem) -> None: ...

    async def get(self, news_id: str, *, lock: bool = False) -> NewsItem | None:
        """``lock``: hold the row until the transaction ends."""
        ...

    async def update(self, item: NewsItem) -> None: ...


class FeedStampRepository(Protocol):
    async def next_stamp(self, now: datetime) -> int:
        """The next change stamp (epoch ms, at least ``now``, above every earlier one). Takes
        the one clock row, so writers of news and follows take stamps in commit order."""
        ...

    async def touch(self, feeds: Collection[str], stamp: int) -> None:
        """Mark these feeds changed at ``stamp``."""
        ...


class FollowRepository(Protocol):
    async def get(self, user_id: UUID) -> tuple[list[str], int] | None:
        """The feeds the user follows (sorted) and the stamp of their last change."""
        ...

    async def put(self, user_id: UUID, feeds: Sequence[str], stamp: int) -> None: ...


class PollVoteRepository(Protocol):
    async def vote(self, news_id: str, user_id: UUID, option: int, at: datetime) -> None:
        """Record or change the user's vote and keep the per-option counts exact, under any
        number of concurrent voters."""
        ...

    async def clear(self, news_id: str) -> None:
        """Drop every vote and count of the item's poll."""
        ...


class NewsRepositories(Protocol):
    @property
    def items(self) -> NewsRepository: ...

    @property
    def stamps(self) -> FeedStampRepository: ...

    @property
    def follows(self) -> FollowRepository: ...

    @property
    def votes(self) -> PollVoteRepository: ...


@dataclass(frozen=True, slots=True)
class PollState:
    counts: Mapping[int, int] = field(default_factory=dict)
    selection: int | None = None


@dataclass(frozen=True, slots=True)
class FeedState:
    """What decides whether a user's feed changed: the user's follows and their stamp, and
    per followed feed the later of its last write and its latest release time passed."""

    feeds: list[str]
    follows_stamp: int
    feed_stamps: Mapping[str, int]

    @property
    def stamp(self) -> int:
        return max((self.follows_stamp, *self.feed_stamps.values()))


class NewsReader(Protocol):
    async def one(self, news_id: str) -> NewsItem | None: ...

    async def released(
        self, feeds: Sequence[str] | None, after: tuple[int, str] | None, now: int, limit: int
    ) -> list[NewsItem]:
        """Published items released by ``now`` (epoch ms) of these feeds (all feeds: None),
        latest release first, after ``(release ms, id)``; costs O(len(feeds) * limit)."""
        ...

    async def written(
        self, feed: str | None, status: NewsStatus | None, before: str | None, limit: int
    ) -> list[NewsItem]:
        """Every item (drafts too), newest created first, ids below ``before``."""
        ...

    async def polls(self, news_ids: Sequence[str], viewer: UUID | None) -> dict[str, PollState]:
        """Counts per option, and the viewer's selection, of these items' polls."""
        ...

    async def feed_state(self, user_id: UUID, now: int) -> FeedState | None:
        """None when the user never set follows; O(followed feeds) index seeks."""
        ...


@dataclass(frozen=True, slots=True)
class NewsReaders:
    news: NewsReader
