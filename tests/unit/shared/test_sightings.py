"""Sightings: one per key per interval, written in one batch, nothing lost when a write fails."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from types import TracebackType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from application.shared.sightings import Sightings

T0 = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
INTERVAL = timedelta(seconds=60)


class FakeUow:
    """Enough of a unit of work for Sightings: it only enters, commits and leaves."""

    def __init__(self) -> None:
        self.committed = 0

    async def __aenter__(self) -> FakeUow:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        return None

    async def commit(self) -> None:
        self.committed += 1


class Store:
    def __init__(self) -> None:
        self.written: list[dict[str, int]] = []
        self.failing: BaseException | None = None
        self.uow = FakeUow()

    async def write(self, _uow: Any, batch: dict[str, int]) -> None:
        if self.failing is not None:
            raise self.failing
        self.written.append(dict(batch))


def sightings(store: Store) -> Sightings[str, int]:
    return Sightings(lambda: store.uow, INTERVAL, store.write)  # type: ignore[arg-type,return-value]


@given(st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 600)), max_size=40))
def test_at_most_one_sighting_per_key_per_interval(notes: list[tuple[str, int]]) -> None:
    store = Store()
    seen = sightings(store)
    kept: dict[str, int] = {}
    for key, second in sorted(notes, key=lambda n: n[1]):
        now = T0 + timedelta(seconds=second)
        seen.note(key, now, second)
        if key not in kept or second - kept[key] >= INTERVAL.total_seconds():
            kept[key] = second
        last = seen.last(key)
        assert last is not None and last == (T0 + timedelta(seconds=kept[key]), kept[key])


async def test_a_batch_is_written_once_in_one_transaction() -> None:
    store = Store()
    seen = sightings(store)
    seen.note("a", T0, 1)
    seen.note("b", T0, 2)
    assert await seen.flush() == 2
    assert await seen.flush() == 0
    assert store.written == [{"a": 1, "b": 2}]
    assert store.uow.committed == 1


@pytest.mark.parametrize("failure", [RuntimeError("database away"), asyncio.CancelledError()])
async def test_a_batch_that_could_not_be_written_is_kept_and_newer_sightings_win(
    failure: BaseException,
) -> None:
    store = Store()
    seen = sightings(store)
    seen.note("a", T0, 1)
    seen.note("b", T0, 2)
    store.failing = failure
    with pytest.raises(type(failure)):
        await seen.flush()
    seen.note("a", T0 + INTERVAL, 3)  # noted while the write was failing
    store.failing = None
    assert await seen.flush() == 2
    assert store.written == [{"a": 3, "b": 2}]
