"""News items: writing, publishing, and the lists (docs/news.md, "Items" and "Lists")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.news.access import NewsAccess
from application.news.ports import NewsReader
from application.news.views import NewsView, views
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.news.errors import AlreadyReleased, NewsNotFound, PollLocked, StaleNews
from domain.news.feed import Feed, parse_feed
from domain.news.item import (
    NewsItem,
    NewsPoll,
    NewsStatus,
    check_body,
    check_release_at,
    check_title,
)
from domain.news.nodes import NEWS_PUBLISH, NEWS_READ, NEWS_WRITE
from domain.polls.poll import define_poll
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import to_millis

LIST_LIMIT = LimitRule(default=20, maximum=100)
_WRITTEN, _RELEASED = "w", "r"


@dataclass(frozen=True, slots=True)
class PollDefinition:
    question: str
    options: Sequence[str]
    duration_ms: int


@dataclass(frozen=True, slots=True)
class NewsDraft:
    feed: str
    title: str
    body: str
    release_at: datetime | None = None
    poll: PollDefinition | None = None
    status: NewsStatus = NewsStatus.DRAFT


@dataclass(frozen=True, slots=True)
class NewsChanges:
    """A merge patch: None leaves a field; ``clear_*`` set it to null."""

    feed: str | None = None
    title: str | None = None
    body: str | None = None
    release_at: datetime | None = None
    clear_release_at: bool = False
    poll: PollDefinition | None = None
    clear_poll: bool = False
    status: NewsStatus | None = None


def news_poll(definition: PollDefinition, now: datetime) -> NewsPoll:
    """The shared poll rules, with ``durationMs`` required; not open until released."""
    poll = define_poll(
        definition.question,
        definition.options,
        now,
        duration_ms=definition.duration_ms,
        expiry_required=True,
    )
    return NewsPoll(poll, definition.duration_ms).closed()


class NewsItems:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: NewsReader,
        access: NewsAccess,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def create(self, principal: Principal, draft: NewsDraft) -> NewsView:
        feed = parse_feed(draft.feed)
        await self._access.require(principal, NEWS_WRITE, feed)
        if draft.status is NewsStatus.PUBLISHED:
            await self._access.require(principal, NEWS_PUBLISH, feed)
        now = self._clock.now()
        item = NewsItem(
            id=self._ids.new_object_id(),
            feed=feed,
            title=check_title(draft.title),
            body=check_body(draft.body),
            status=NewsStatus.DRAFT,
            created_by=principal.user_id,
            created_at=now,
            updated_at=now,
            release_at=check_release_at(draft.release_at, now),
            poll=news_poll(draft.poll, now) if draft.poll else None,
        )
        await self._access.require_exists(feed)
        if draft.status is NewsStatus.PUBLISHED:
            item.publish(now)
        async with self._uow() as uow:
            await uow.news.items.add(item)
            if item.status is NewsStatus.PUBLISHED:
                await _touch(uow, {feed.key}, now)
            await self._audit.record(
                uow, principal, "news.create", Target("news", item.id),
                after=snapshots.news_item(item),
            )  # fmt: skip
            await uow.commit()
        return (await views(self._reader, [item], principal.user_id, now))[0]

    async def update(
        self,
        principal: Principal,
        news_id: str,
        changes: NewsChanges,
        expected_revision: int | None = None,
    ) -> NewsView:
        now = self._clock.now()
        new_feed = parse_feed(changes.feed) if changes.feed is not None else None
        if new_feed is not None:
            await self._access.require_exists(new_feed)
        async with self._uow() as uow:
            item = await uow.news.items.get(news_id, lock=True)
            if item is None or not await self._writer(principal, item.feed):
                raise NewsNotFound()
            if expected_revision is not None and expected_revision != item.revision:
                raise StaleNews()
            was_public = item.status is NewsStatus.PUBLISHED
            old_feed, before = item.feed, snapshots.news_item(item)
            changed = await self._apply(principal, uow, item, changes, new_feed, now)
            if not changed:
                return (await views(self._reader, [item], principal.user_id, now))[0]
            item.revision += 1
            item.updated_at = now
            await uow.news.items.update(item)
            if was_public or item.status is NewsStatus.PUBLISHED:
                await _touch(uow, {old_feed.key, item.feed.key}, now)
            await self._audit.record(
                uow, principal, "news.update", Target("news", item.id),
                before=before, after=snapshots.news_item(item),
            )  # fmt: skip
            await uow.commit()
        return (await views(self._reader, [item], principal.user_id, now))[0]

    async def _apply(
        self,
        principal: Principal,
        uow: UnitOfWork,
        item: NewsItem,
        changes: NewsChanges,
        new_feed: Feed | None,
        now: datetime,
    ) -> bool:
        changed = False
        if new_feed is not None and new_feed.key != item.feed.key:
            if item.was_released(now):
                raise AlreadyReleased("a released item stays in its feed")
            await self._access.require(principal, NEWS_WRITE, new_feed)
            if item.status is NewsStatus.PUBLISHED:
                await self._access.require(principal, NEWS_PUBLISH, new_feed)
            item.feed, changed = new_feed, True
        if changes.title is not None and changes.title.strip() != item.title:
            item.title, changed = check_title(changes.title), True
        if changes.body is not None and changes.body != item.body:
            item.body, changed = check_body(changes.body), True
        if changes.clear_poll or changes.poll is not None:
            if changes.clear_poll and changes.poll is not None:
                raise InvalidInput("give a poll or null, not both", field="poll")
            if item.status is not NewsStatus.DRAFT:
                raise PollLocked()
            item.poll = news_poll(changes.poll, now) if changes.poll else None
            await uow.news.votes.clear(item.id)
            changed = True
        if changes.clear_release_at or changes.release_at is not None:
            at = None if changes.clear_release_at else check_release_at(changes.release_at, now)
            if at != item.release_at:
                if item.was_released(now):
                    raise AlreadyReleased("a released item keeps its release time")
                if item.status is NewsStatus.PUBLISHED:
                    await self._access.require(principal, NEWS_PUBLISH, item.feed)
                item.move_release(at, now)
                changed = True
        if changes.status is not None and changes.status is not item.status:
            await self._access.require(principal, NEWS_PUBLISH, item.feed)
            if changes.status is NewsStatus.PUBLISHED:
                item.publish(now)
            else:
                item.unpublish()
            changed = True
        return changed

    async def get(self, principal: Principal, news_id: str) -> NewsView:
        """Released items to anyone with news:read; others to the feed's writers."""
        await self._access.require(principal, NEWS_READ)
        now = self._clock.now()
        item = await self._reader.one(news_id)
        if item is None or (
            not item.released(now) and not await self._writer(principal, item.feed)
        ):
            raise NewsNotFound()
        return (await views(self._reader, [item], principal.user_id, now))[0]

    async def page(
        self,
        principal: Principal,
        feed: str | None,
        status: NewsStatus | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[NewsView]:
        """The caller's view: a writer of the feed (of every feed, without ``feed``) sees
        every item, drafts too, newest first; others see what the public list shows."""
        await self._access.require(principal, NEWS_READ)
        parsed = parse_feed(feed) if feed is not None else None
        if await self._writer(principal, parsed):
            return await self._written(principal, parsed, status, limit, cursor)
        if status is NewsStatus.DRAFT:
            return Page([], None)
        return await self._released(principal, parsed, limit, cursor)

    async def public(
        self, feed: str | None, limit: int | None, cursor: str | None
    ) -> Page[NewsView]:
        """Published and released items, latest release first; no viewer."""
        parsed = parse_feed(feed) if feed is not None else None
        return await self._released(None, parsed, limit, cursor)

    async def _written(
        self,
        principal: Principal,
        feed: Feed | None,
        status: NewsStatus | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[NewsView]:
        limit = LIST_LIMIT.apply(limit)
        before = None
        if cursor is not None:
            kind, last = cursors.decode(cursor, 2)
            if kind != _WRITTEN:
                raise cursors.invalid()
            before = cursors.object_id(last)
        items = await self._reader.written(feed.key if feed else None, status, before, limit + 1)
        more, items = len(items) > limit, items[:limit]
        next_cursor = cursors.encode(_WRITTEN, items[-1].id) if more else None
        now = self._clock.now()
        return Page(await views(self._reader, items, principal.user_id, now), next_cursor)

    async def _released(
        self, principal: Principal | None, feed: Feed | None, limit: int | None, cursor: str | None
    ) -> Page[NewsView]:
        limit = LIST_LIMIT.apply(limit)
        after = released_cursor(cursor)
        now = self._clock.now()
        feeds = [feed.key] if feed else None
        items = await self._reader.released(feeds, after, to_millis(now), limit + 1)
        return await released_page(
            self._reader, items, limit, principal.user_id if principal else None, now
        )

    async def _writer(self, principal: Principal, feed: Feed | None) -> bool:
        return await self._access.allows(principal, NEWS_WRITE, feed)


def released_cursor(cursor: str | None) -> tuple[int, str] | None:
    if cursor is None:
        return None
    kind, at, last = cursors.decode(cursor, 3)
    if kind != _RELEASED:
        raise cursors.invalid()
    return to_millis(cursors.millis(at)), cursors.object_id(last)


async def released_page(
    reader: NewsReader,
    items: list[NewsItem],
    limit: int,
    viewer: UUID | None,
    now: datetime,
) -> Page[NewsView]:
    more, items = len(items) > limit, items[:limit]
    next_cursor = None
    if more and items:
        last = items[-1]
        assert last.release_at is not None
        next_cursor = cursors.encode(_RELEASED, cursors.millis_text(last.release_at), last.id)
    return Page(await views(reader, items, viewer, now), next_cursor)


async def _touch(uow: UnitOfWork, feeds: set[str], now: datetime) -> None:
    stamp = await uow.news.stamps.next_stamp(now)
    await uow.news.stamps.touch(sorted(feeds), stamp)
