"""Follows and the feed: what changes it, the cheap notModified answer, pages."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.news.items import NewsChanges, NewsDraft, PollDefinition
from bootstrap.core import Core
from domain.news.item import NewsStatus
from domain.shared.errors import InvalidInput
from tests.support.versions import admin, person, service_scope

PUBLISHED = NewsStatus.PUBLISHED


def draft(feed: str, **changes: object) -> NewsDraft:
    fields: dict = {"feed": feed, "title": "News", "body": "text"}
    return NewsDraft(**{**fields, **changes})


async def test_follows_are_bounded_existing_feeds(core: Core) -> None:
    reader = await person(core)
    service = await service_scope(core)
    assert (await core.news.follows.get(reader)).feeds == []
    got = await core.news.follows.put(reader, [service.key, "platform", service.key])
    assert got.feeds == sorted(["platform", service.key]) and got.stamp > 0
    assert (await core.news.follows.get(reader)).feeds == got.feeds
    with pytest.raises(InvalidInput) as refused:
        await core.news.follows.put(reader, ["platform", "service:" + "0" * 24])
    assert (refused.value.code, refused.value.field) == ("news.unknown_feed", "feeds[1]")
    with pytest.raises(InvalidInput) as refused:
        await core.news.follows.put(reader, ["platform", "nonsense"])
    assert refused.value.field == "feeds[1]"
    many = [await service_scope(core) for _ in range(50)]
    assert len((await core.news.follows.put(reader, [s.key for s in many])).feeds) == 50
    with pytest.raises(InvalidInput) as refused:
        await core.news.follows.put(reader, [s.key for s in many] + ["platform"])
    assert refused.value.code == "news.too_many_follows"
    assert (await core.news.follows.put(reader, [])).feeds == []


async def test_the_feed_is_not_modified_until_a_followed_feed_changes(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    reader = await person(core)
    service, other = await service_scope(core), await service_scope(core)
    feed = core.news.feed.page
    empty = await feed(reader, None, None, None)
    assert (empty.not_modified, empty.page.items) == (False, [])
    assert (await feed(reader, empty.stamp, None, None)).not_modified
    await core.news.follows.put(reader, [service.key])
    since = (await feed(reader, empty.stamp, None, None)).stamp
    assert since > empty.stamp  # changing the follows is a change

    def step() -> None:
        clock.advance(timedelta(seconds=1))

    async def changed() -> bool:
        nonlocal since
        answer = await feed(reader, since, None, None)
        since = answer.stamp
        return not answer.not_modified

    step()
    draft_item = await core.news.items.create(root, draft(service.key, poll=_poll()))
    assert not await changed()  # a draft is nobody's news yet
    step()
    await core.news.items.create(root, draft(other.key, status=PUBLISHED))
    assert not await changed()  # not followed
    step()
    await core.news.items.update(root, draft_item.item.id, NewsChanges(status=PUBLISHED))
    assert await changed()
    step()
    await core.news.polls.vote(reader, draft_item.item.id, 0)
    assert not await changed()  # votes are not changes of the feed
    step()
    await core.news.items.update(root, draft_item.item.id, NewsChanges(title="Renamed"))
    assert await changed()
    step()
    await core.news.items.create(
        root, draft(service.key, status=PUBLISHED, release_at=clock.now() + timedelta(hours=1))
    )
    assert await changed()  # a write to the feed (its item is not released yet)
    assert [v.item.title for v in (await feed(reader, None, None, None)).page.items] == ["Renamed"]
    assert not await changed()
    clock.advance(timedelta(hours=1))
    assert await changed()  # released with no write at all
    assert len((await feed(reader, None, None, None)).page.items) == 2
    step()
    await core.news.items.update(root, draft_item.item.id, NewsChanges(status=NewsStatus.DRAFT))
    assert await changed()  # unpublished
    assert not await changed()
    with pytest.raises(InvalidInput):
        await feed(reader, -1, None, None)


async def test_the_feed_merges_followed_feeds_by_release_time(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    reader = await person(core)
    feeds = [await service_scope(core) for _ in range(3)]
    made = []
    for i in range(9):
        made.append(await core.news.items.create(root, draft(feeds[i % 3].key, status=PUBLISHED)))
        clock.advance(timedelta(minutes=1))
    await core.news.follows.put(reader, [feeds[0].key, feeds[2].key])
    expected = [v.item.id for v in reversed(made) if v.item.feed.key != feeds[1].key]
    seen, cursor = [], None
    while True:
        page = await core.news.feed.page(reader, None, 2, cursor)
        seen += [v.item.id for v in page.page.items]
        if not page.page.next_cursor:
            break
        cursor = page.page.next_cursor
    assert seen == expected


def _poll() -> PollDefinition:
    return PollDefinition("Ready?", ["Yes", "No"], 3_600_000)
