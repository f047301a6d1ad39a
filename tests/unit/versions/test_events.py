"""Client events: ingestion (bounded, idempotent, rate limited), listing and counts."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.versions.events import EventInput
from application.versions.ports import EventFilter
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shared.errors import Forbidden, InvalidInput, RateLimited
from domain.shared.time import to_millis
from domain.versions.events import HOUR_MS, EventKind
from domain.versions.release import Release, ReleaseScope, ReleaseStatus
from tests.support.versions import admin, grant_within, person, release, service_scope


def event(n: int, build: Release, kind: str = "start", **changes: object) -> EventInput:
    fields: dict = {
        "event_id": f"event-{n:06d}",
        "kind": kind,
        "scope_type": build.scope.type.value,
        "scope_id": build.scope.id,
        "build_id": build.build_id.text,
    }
    return EventInput(**{**fields, **changes})


async def _setup(core: Core) -> tuple[ReleaseScope, Release, Release]:
    root = await admin(core)
    scope = await service_scope(core)
    one = await release(core, root, scope, "2026.01.01-abcdef1")
    two = await release(core, root, scope, "2026.02.01-abcdef2")
    return scope, one, two


async def test_events_are_stored_once_per_client_and_event_id(core: Core) -> None:
    _, one, _ = await _setup(core)
    ingest = core.versions.events.ingest
    batch = [event(n, one) for n in range(5)]
    first = await ingest("10.0.0.1", "install-1", batch)
    assert (first.accepted, first.duplicates, first.unknown) == (5, 0, 0)
    again = await ingest("10.0.0.1", "install-1", [*batch[:3], event(9, one), event(9, one)])
    assert (again.accepted, again.duplicates, again.unknown) == (1, 4, 0)
    other_client = await ingest("10.0.0.1", "install-2", batch)
    assert other_client.accepted == 5  # the key is (clientId, eventId)
    anonymous = await ingest("10.0.0.1", None, batch[:2])
    assert anonymous.accepted == 2
    assert (await ingest("10.0.0.1", None, batch[:2])).duplicates == 2


async def test_events_of_unknown_builds_are_dropped(core: Core) -> None:
    root = await admin(core)
    scope, one, _ = await _setup(core)
    draft = await release(core, root, scope, "2026.03.01", ReleaseStatus.DRAFT)
    elsewhere = await release(core, root, await service_scope(core), "2026.04.01")
    batch = [
        event(1, one),
        event(2, draft),  # drafts are not distributed
        event(3, one, build_id="2026.05.05"),
        event(4, one, scope_id=elsewhere.scope.id),  # a build of another scope
    ]
    result = await core.versions.events.ingest("10.0.0.1", "c", batch)
    assert (result.accepted, result.duplicates, result.unknown) == (1, 0, 3)


async def test_a_batch_is_bounded_and_every_event_checked(core: Core) -> None:
    _, one, _ = await _setup(core)
    ingest = core.versions.events.ingest
    with pytest.raises(InvalidInput):
        await ingest("10.0.0.1", None, [])
    with pytest.raises(InvalidInput):
        await ingest("10.0.0.1", None, [event(n, one) for n in range(101)])
    cases = {
        "events[1].kind": event(2, one, kind="explode"),
        "events[1].eventId": event(2, one, event_id="short"),
        "events[1].buildId": event(2, one, build_id="v2"),
        "events[1].scope.type": event(2, one, scope_type="server"),
        "events[1].data": event(2, one, data={"blob": "x" * 3000}),
        "events[1].occurredAt": event(2, one, occurred_at=core.clock.now() + timedelta(hours=1)),
        "events[1].channel": event(2, one, channel="Beta"),
    }
    for field, bad in cases.items():
        with pytest.raises(InvalidInput) as refused:
            await ingest("10.0.0.1", None, [event(1, one), bad])
        assert refused.value.field == field
    with pytest.raises(InvalidInput) as refused:
        await ingest("10.0.0.1", "bad client", [event(1, one)])
    assert refused.value.field == "clientId"
    assert (await ingest("10.0.0.1", None, [event(1, one)])).accepted == 1  # nothing stored before


async def test_counts_per_release_kind_and_hour(core: Core, clock: FrozenClock) -> None:
    root = await admin(core)
    scope, one, two = await _setup(core)
    ingest = core.versions.events.ingest
    await ingest("10.0.0.1", "a", [event(n, one, "start") for n in range(4)])
    clock.advance(timedelta(hours=1))
    since = clock.now()
    await ingest("10.0.0.1", "a", [event(10 + n, two, "crash") for n in range(3)])
    await ingest("10.0.0.1", "b", [event(20, two, "start"), event(21, one, "crash")])
    page = await core.versions.events.page(root, EventFilter(scope), True, None, None)
    totals = {(c.build_id, c.kind): c.count for c in page.counts}
    assert totals == {
        (one.build_id.text, EventKind.START): 4,
        (one.build_id.text, EventKind.CRASH): 1,
        (two.build_id.text, EventKind.CRASH): 3,
        (two.build_id.text, EventKind.START): 1,
    }
    hours = {(h.hour, h.build_id, h.kind): h.count for h in page.hours}
    assert (
        hours[(to_millis(since) - to_millis(since) % HOUR_MS, two.build_id.text, EventKind.CRASH)]
        == 3
    )
    assert len(page.items) == 9 and page.items[0].event.event_id == "event-000021"
    recent = await core.versions.events.page(
        root, EventFilter(scope, release_id=two.id, since=since), False, None, None
    )
    assert {(c.kind, c.count) for c in recent.counts} == {
        (EventKind.CRASH, 3),
        (EventKind.START, 1),
    }
    assert recent.hours == [] and len(recent.items) == 4
    crashes = await core.versions.events.page(
        root, EventFilter(scope, kind=EventKind.CRASH), False, 2, None
    )
    assert len(crashes.items) == 2 and crashes.next_cursor is not None
    rest = await core.versions.events.page(
        root, EventFilter(scope, kind=EventKind.CRASH), False, 2, crashes.next_cursor
    )
    assert len(rest.items) == 2 and rest.next_cursor is None


async def test_listing_needs_versions_track_in_the_scope(core: Core) -> None:
    scope, one, _ = await _setup(core)
    await core.versions.events.ingest("10.0.0.1", "a", [event(1, one)])
    watcher = await person(core)
    with pytest.raises(Forbidden):
        await core.versions.events.page(watcher, EventFilter(scope), False, None, None)
    await grant_within(core, watcher, scope.key, "versions:track")
    page = await core.versions.events.page(watcher, EventFilter(scope), False, None, None)
    assert len(page.items) == 1


async def test_old_events_are_pruned_and_their_counts_kept(core: Core, clock: FrozenClock) -> None:
    root = await admin(core)
    scope, one, _ = await _setup(core)
    await core.versions.events.ingest("10.0.0.1", "a", [event(1, one), event(2, one)])
    clock.advance(timedelta(days=10))
    await core.versions.events.ingest("10.0.0.1", "a", [event(3, one)])
    assert await core.versions.events.prune(timedelta(days=5)) == 2
    page = await core.versions.events.page(root, EventFilter(scope), False, None, None)
    assert [row.event.event_id for row in page.items] == ["event-000003"]
    assert page.counts[0].count == 3


async def test_ingestion_is_rate_limited_per_address(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> None:
    async with await build_core(
        settings_for("memory://", rate_limit_scale=1 / 120), clock=clock
    ) as core:
        _, one, _ = await _setup(core)
        await core.versions.events.ingest("10.0.0.1", "a", [event(1, one)])
        with pytest.raises(RateLimited):
            await core.versions.events.ingest("10.0.0.1", "a", [event(2, one)])
        await core.versions.events.ingest("10.0.0.2", "a", [event(3, one)])  # another address
