"""News items through the use cases (memory core): feeds, permissions, publishing and release
times, polls, revisions, the writers' and the public lists."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.news.items import NewsChanges, NewsDraft, PollDefinition
from application.permissions.grants import GrantChange
from bootstrap.core import Core
from domain.news.errors import AlreadyReleased, NewsNotFound, PollLocked, StaleNews
from domain.news.item import NewsStatus
from domain.polls.poll import PollClosed, PollNotFound
from domain.shared.errors import Forbidden, InvalidInput
from tests.support.versions import (
    admin,
    extension_scope,
    grant_within,
    person,
    service_scope,
)

PUBLISHED, DRAFT = NewsStatus.PUBLISHED, NewsStatus.DRAFT
HOUR = 3_600_000
POLL = PollDefinition("Which map next?", ["Desert", "Forest", "Ice"], HOUR)


def draft(feed: str = "platform", **changes: object) -> NewsDraft:
    fields: dict = {"feed": feed, "title": "Patch notes", "body": "# New\n\n* faster"}
    return NewsDraft(**{**fields, **changes})


async def test_feeds_are_the_platform_or_an_existing_service_or_extension(core: Core) -> None:
    root = await admin(core)
    service, extension = await service_scope(core), await extension_scope(core)
    for feed in ("platform", service.key, extension.key):
        view = await core.news.items.create(root, draft(feed))
        assert view.item.feed.key == feed and view.item.status is DRAFT
    for feed, code in (
        ("service:" + "0" * 24, "news.unknown_feed"),
        ("extension:missing.one", "news.unknown_feed"),
        ("server:abc", "news.invalid_feed"),
        ("platform:x", "news.invalid_feed"),
    ):
        with pytest.raises(InvalidInput) as refused:
            await core.news.items.create(root, draft(feed))
        assert (refused.value.code, refused.value.field) == (code, "feed")


async def test_titles_bodies_and_polls_are_checked(core: Core) -> None:
    root = await admin(core)
    create = core.news.items.create
    bad = {
        "title": draft(title=" "),
        "body": draft(body="x" * 20_001),
        "poll.question": draft(poll=PollDefinition(" ", ["a", "b"], HOUR)),
        "poll.options": draft(poll=PollDefinition("Q", ["Same", "same "], HOUR)),
        "poll.durationMs": draft(poll=PollDefinition("Q", ["a", "b"], 1000)),
        "releaseAt": draft(release_at=core.clock.now() + timedelta(days=400)),
    }
    for field, wrong in bad.items():
        with pytest.raises(InvalidInput) as refused:
            await create(root, wrong)
        assert refused.value.field == field, field
    with pytest.raises(InvalidInput):
        await create(root, draft(poll=PollDefinition("Q", [f"o{i}" for i in range(11)], HOUR)))
    view = await create(root, draft(poll=POLL))
    assert view.item.poll and view.item.poll.poll.expires_at is None  # opens when released
    assert view.tally and view.tally.closed and view.tally.counts == (0, 0, 0)


async def test_writing_and_publishing_need_their_nodes_within_the_feed(core: Core) -> None:
    service, other = await service_scope(core), await service_scope(core)
    writer = await person(core, "Writer")
    with pytest.raises(Forbidden):
        await core.news.items.create(writer, draft(service.key))
    await grant_within(core, writer, service.key, "news:write")
    made = await core.news.items.create(writer, draft(service.key))
    with pytest.raises(Forbidden):
        await core.news.items.create(writer, draft(other.key))
    with pytest.raises(Forbidden):
        await core.news.items.create(writer, draft("platform"))
    with pytest.raises(Forbidden):
        await core.news.items.create(writer, draft(service.key, status=PUBLISHED))
    with pytest.raises(Forbidden):
        await core.news.items.update(writer, made.item.id, NewsChanges(status=PUBLISHED))
    await core.news.items.update(writer, made.item.id, NewsChanges(title="Better"))
    await grant_within(core, writer, service.key, "news:publish")
    published = await core.news.items.update(writer, made.item.id, NewsChanges(status=PUBLISHED))
    assert published.released and published.item.published_at == core.clock.now()
    stranger = await person(core)
    with pytest.raises(NewsNotFound):  # not a writer of that feed
        await core.news.items.update(stranger, made.item.id, NewsChanges(title="Mine"))


async def test_drafts_and_scheduled_items_are_for_writers_only(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    reader = await person(core)
    hidden = await core.news.items.create(root, draft())
    later = await core.news.items.create(
        root, draft(status=PUBLISHED, release_at=clock.now() + timedelta(hours=2))
    )
    now = await core.news.items.create(root, draft(status=PUBLISHED))
    for item in (hidden, later):
        with pytest.raises(NewsNotFound):
            await core.news.items.get(reader, item.item.id)
    assert (await core.news.items.get(root, later.item.id)).released is False
    assert [
        v.item.id for v in (await core.news.items.page(reader, None, None, None, None)).items
    ] == [now.item.id]
    assert [v.item.id for v in (await core.news.items.public(None, None, None)).items] == [
        now.item.id
    ]
    written = await core.news.items.page(root, None, None, None, None)
    assert [v.item.id for v in written.items] == [now.item.id, later.item.id, hidden.item.id]
    drafts = await core.news.items.page(root, "platform", DRAFT, None, None)
    assert [v.item.id for v in drafts.items] == [hidden.item.id]
    assert (await core.news.items.page(reader, None, DRAFT, None, None)).items == []
    clock.advance(timedelta(hours=3))
    public = await core.news.items.public(None, None, None)
    assert [v.item.id for v in public.items] == [later.item.id, now.item.id]  # latest release


async def test_public_pages_follow_release_time_and_filter_by_feed(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    service = await service_scope(core)
    made = []
    for i in range(7):
        feed = service.key if i % 2 else "platform"
        made.append(await core.news.items.create(root, draft(feed, status=PUBLISHED)))
        clock.advance(timedelta(minutes=1))
    seen, cursor = [], None
    while True:
        page = await core.news.items.public(None, 3, cursor)
        seen += [v.item.id for v in page.items]
        if not page.next_cursor:
            break
        cursor = page.next_cursor
    assert seen == [v.item.id for v in reversed(made)]
    service_only = await core.news.items.public(service.key, None, None)
    assert [v.item.id for v in service_only.items] == [v.item.id for v in reversed(made[1::2])]
    with pytest.raises(InvalidInput):
        await core.news.items.public(None, None, "not-a-cursor")


async def test_a_released_item_keeps_its_feed_and_release_time(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    service = await service_scope(core)
    scheduled = await core.news.items.create(
        root, draft(status=PUBLISHED, release_at=clock.now() + timedelta(hours=1), poll=POLL)
    )
    assert scheduled.item.poll and scheduled.item.poll.poll.expires_at == clock.now() + timedelta(
        hours=2
    )
    moved = await core.news.items.update(
        root,
        scheduled.item.id,
        NewsChanges(release_at=clock.now() + timedelta(hours=3), feed=service.key),
    )
    assert moved.item.poll and moved.item.poll.poll.expires_at == clock.now() + timedelta(hours=4)
    clock.advance(timedelta(hours=3))
    for change in (
        NewsChanges(release_at=clock.now() + timedelta(hours=1)),
        NewsChanges(feed="platform"),
        NewsChanges(clear_release_at=True),
    ):
        with pytest.raises(AlreadyReleased):
            await core.news.items.update(root, scheduled.item.id, change)
    edited = await core.news.items.update(root, scheduled.item.id, NewsChanges(body="Fixed typo"))
    assert edited.item.revision == 3  # created, moved, edited


async def test_a_poll_changes_only_on_drafts_and_loses_its_votes(core: Core) -> None:
    root = await admin(core)
    voter = await person(core)
    made = await core.news.items.create(root, draft(poll=POLL, status=PUBLISHED))
    await core.news.polls.vote(voter, made.item.id, 2)
    with pytest.raises(PollLocked):
        await core.news.items.update(root, made.item.id, NewsChanges(clear_poll=True))
    await core.news.items.update(root, made.item.id, NewsChanges(status=DRAFT))
    replaced = await core.news.items.update(
        root, made.item.id, NewsChanges(poll=PollDefinition("Again?", ["Yes", "No"], HOUR))
    )
    assert replaced.tally and replaced.tally.counts == (0, 0)
    gone = await core.news.items.update(root, made.item.id, NewsChanges(clear_poll=True))
    assert gone.item.poll is None and gone.tally is None


async def test_votes_only_on_released_open_polls_one_per_user(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    voters = [await person(core, f"V{i}") for i in range(3)]
    hidden = await core.news.items.create(root, draft(poll=POLL))
    with pytest.raises(NewsNotFound):
        await core.news.polls.vote(voters[0], hidden.item.id, 0)
    plain = await core.news.items.create(root, draft(status=PUBLISHED))
    with pytest.raises(PollNotFound):
        await core.news.polls.vote(voters[0], plain.item.id, 0)
    live = await core.news.items.create(root, draft(poll=POLL, status=PUBLISHED))
    for voter, option in zip(voters, (0, 2, 2), strict=True):
        view = await core.news.polls.vote(voter, live.item.id, option)
    assert view.tally and (view.tally.counts, view.tally.selection) == ((1, 0, 2), 2)
    changed = await core.news.polls.vote(voters[0], live.item.id, 1)  # changing is allowed
    assert changed.tally and changed.tally.counts == (0, 1, 2)
    same = await core.news.polls.vote(voters[0], live.item.id, 1)
    assert same.tally and same.tally.counts == (0, 1, 2)
    with pytest.raises(InvalidInput):
        await core.news.polls.vote(voters[0], live.item.id, 3)
    seen = await core.news.items.get(voters[1], live.item.id)
    assert seen.tally and seen.tally.selection == 2
    public = await core.news.items.public(None, None, None)
    assert public.items[0].tally and public.items[0].tally.selection is None
    clock.advance(timedelta(hours=1))
    with pytest.raises(PollClosed):
        await core.news.polls.vote(voters[0], live.item.id, 0)


async def test_if_match_refuses_a_stale_revision(core: Core) -> None:
    root = await admin(core)
    made = await core.news.items.create(root, draft())
    await core.news.items.update(root, made.item.id, NewsChanges(title="One"), 1)
    with pytest.raises(StaleNews):
        await core.news.items.update(root, made.item.id, NewsChanges(title="Two"), 1)


async def test_reading_needs_news_read(core: Core) -> None:
    reader = await person(core)
    assert (await core.news.items.page(reader, None, None, None, None)).items == []
    await core.permissions.grants.put(
        OPERATOR, reader.user_id, GrantChange("news:read", negated=True)
    )
    with pytest.raises(Forbidden):
        await core.news.items.page(reader, None, None, None, None)
