"""Concurrent writers of versions: event batches sent at once are stored and counted once per
(client, event id); channel moves and revocations at once leave one consistent pointer.

On SQLite and PostgreSQL the writers act through two cores (two engines and pools); in
memory, through one. Everything runs at once under ``asyncio.gather``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import pytest

from application.versions.events import EventInput
from application.versions.ports import EventFilter
from application.versions.releases import ReleaseChanges
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shared.errors import DomainError
from domain.versions.release import ReleaseStatus
from tests.support.versions import admin, release, service_scope


@pytest.fixture
async def two_cores(
    backend: str, database_url: str, settings_for: Callable[..., Settings]
) -> AsyncIterator[tuple[Core, Core]]:
    settings = settings_for(database_url, rate_limit_scale=0)
    async with await build_core(settings) as first:
        if backend == "memory":
            yield first, first
            return
        async with await build_core(settings) as second:
            yield first, second


async def test_fifty_overlapping_batches_store_and_count_each_event_once(
    two_cores: tuple[Core, Core],
) -> None:
    one, two = two_cores
    root = await admin(one)
    scope = await service_scope(one)
    build = await release(one, root, scope, "2026.01.01-abcdef0")

    def batch(start: int) -> list[EventInput]:
        # Batch i holds events i .. i+9 of one client: neighbours overlap by nine.
        return [
            EventInput(
                f"event-{n:06d}",
                "crash" if n % 3 else "start",
                "service",
                scope.id,
                build.build_id.text,
            )
            for n in range(start, start + 10)
        ]

    results = await asyncio.gather(
        *(
            (one, two)[i % 2].versions.events.ingest("10.0.0.1", "install", batch(i))
            for i in range(50)
        )
    )
    assert sum(r.accepted for r in results) == 59  # events 0..58
    assert sum(r.accepted + r.duplicates for r in results) == 500
    page = await one.versions.events.page(root, EventFilter(scope), False, 200, None)
    assert sorted(row.event.event_id for row in page.items) == [f"event-{n:06d}" for n in range(59)]
    totals = {c.kind.value: c.count for c in page.counts}
    assert totals == {"start": 20, "crash": 39}


async def test_moves_and_revocations_at_once_leave_one_consistent_pointer(
    two_cores: tuple[Core, Core],
) -> None:
    one, two = two_cores
    root = await admin(one)
    scope = await service_scope(one)
    made = [await release(one, root, scope, f"2026.01.{d:02d}-abcdef0") for d in range(1, 11)]
    await one.versions.channels.move(root, scope, "stable", made[0].id)

    async def attempt(coroutine) -> bool:  # type: ignore[no-untyped-def]
        try:
            await coroutine
        except DomainError:
            return False
        return True

    revoke = ReleaseChanges(status=ReleaseStatus.REVOKED)
    outcomes = await asyncio.gather(
        *(
            attempt((one, two)[i % 2].versions.channels.move(root, scope, "stable", r.id))
            for i, r in enumerate(made * 3)
        ),
        *(attempt(two.versions.releases.update(root, r.id, revoke)) for r in made[3:9:2]),
    )
    assert any(outcomes)
    (view,) = await one.versions.channels.active(root, scope, "stable")
    assert view.release is None or view.release.status.activatable
    moves = await one.versions.channels.moves(root, scope, "stable", 200, None)
    assert view.pointer.revision == len(moves.items)  # every change of the pointer is a move
    latest = moves.items[0]
    assert latest.to_release_id == view.pointer.release_id
    for older, newer in zip(moves.items[1:], moves.items, strict=False):
        assert newer.from_release_id == older.to_release_id  # an unbroken chain of moves
    if view.release is not None:
        got = await one.versions.resolver.resolve(scope, "stable")
        assert got.release.id == view.release.id
