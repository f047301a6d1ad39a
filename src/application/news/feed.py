"""The caller's feed: released items of the feeds they follow, and the cheap "unchanged"
answer (docs/news.md, "The feed")."""

from __future__ import annotations

from dataclasses import dataclass

from application.identity.principal import Principal
from application.news.access import NewsAccess
from application.news.items import LIST_LIMIT, released_cursor, released_page
from application.news.ports import NewsReader
from application.news.views import NewsView
from application.ports import Clock
from application.shared.page import Page
from domain.news.nodes import NEWS_READ
from domain.shared.errors import InvalidInput
from domain.shared.time import to_millis


@dataclass(frozen=True, slots=True)
class FeedPage:
    not_modified: bool
    page: Page[NewsView]
    stamp: int
    """Pass it back as ``sinceMs``: the answer is ``notModified`` until something changes."""


class NewsFeed:
    def __init__(self, reader: NewsReader, access: NewsAccess, clock: Clock) -> None:
        self._reader = reader
        self._access = access
        self._clock = clock

    async def page(
        self,
        principal: Principal,
        since_ms: int | None,
        limit: int | None,
        cursor: str | None,
    ) -> FeedPage:
        """With ``sinceMs`` (and no cursor), an unchanged feed answers ``notModified`` after
        reading the user's follows and one index seek per followed feed, whatever the number
        of items."""
        await self._access.require(principal, NEWS_READ)
        if since_ms is not None and since_ms < 0:
            raise InvalidInput("must be at least 0", field="sinceMs")
        limit = LIST_LIMIT.apply(limit)
        after = released_cursor(cursor)
        now = self._clock.now()
        state = await self._reader.feed_state(principal.user_id, to_millis(now))
        stamp = state.stamp if state else 0
        if since_ms is not None and cursor is None and stamp <= since_ms:
            return FeedPage(True, Page([], None), stamp)
        if state is None or not state.feeds:
            return FeedPage(False, Page([], None), stamp)
        items = await self._reader.released(state.feeds, after, to_millis(now), limit + 1)
        page = await released_page(self._reader, items, limit, principal.user_id, now)
        return FeedPage(False, page, stamp)
