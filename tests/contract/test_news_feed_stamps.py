"""A write in the millisecond an item is released still changes the feed's stamp, on every
backend (the clock row: adapters/sql/news/repositories.py, adapters/memory/news.py)."""

from __future__ import annotations

from datetime import timedelta

from adapters.system.clock import FrozenClock
from application.news.items import NewsChanges, NewsDraft
from bootstrap.core import Core
from domain.news.item import NewsStatus
from tests.support.versions import admin, person


async def test_a_write_in_the_millisecond_of_a_release_is_a_change(
    core: Core, clock: FrozenClock
) -> None:
    """An item released at exactly now stamps the feed with now: a follow change or an edit
    in that same millisecond must stamp above it, or the reader keeps a stale notModified."""
    root = await admin(core)
    reader = await person(core)
    later = clock.now() + timedelta(minutes=90)
    await core.news.follows.put(reader, ["platform"])
    made = await core.news.items.create(
        root, NewsDraft("platform", "News", "text", release_at=later, status=NewsStatus.PUBLISHED)
    )
    clock.advance(timedelta(minutes=90))  # the release time, to the millisecond
    seen = await core.news.feed.page(reader, None, None, None)
    assert [v.item.id for v in seen.page.items] == [made.item.id]

    await core.news.items.update(root, made.item.id, NewsChanges(title="Edited"))
    edited = await core.news.feed.page(reader, seen.stamp, None, None)
    assert not edited.not_modified
    assert [v.item.title for v in edited.page.items] == ["Edited"]

    await core.news.follows.put(reader, [])
    unfollowed = await core.news.feed.page(reader, edited.stamp, None, None)
    assert (unfollowed.not_modified, unfollowed.page.items) == (False, [])
