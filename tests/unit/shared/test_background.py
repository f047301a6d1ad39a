"""Periodic jobs: each on its own turn, a failure never stops the others, finals run at stop."""

from __future__ import annotations

import asyncio

import pytest

from application.shared.background import BackgroundWork, PeriodicJob
from tests.support.waiting import eventually


class Counter:
    def __init__(self, fail_first: int = 0) -> None:
        self.calls = 0
        self._fail_first = fail_first

    async def __call__(self) -> None:
        self.calls += 1
        if self.calls <= self._fail_first:
            raise RuntimeError("the database is away")


async def test_a_failing_job_runs_again_and_does_not_stop_the_others(
    caplog: pytest.LogCaptureFixture,
) -> None:
    flaky, steady = Counter(fail_first=2), Counter()
    work = BackgroundWork()
    work.add(PeriodicJob("flaky", 0.01, flaky))
    work.add(PeriodicJob("steady", 0.01, steady))
    work.start()
    try:

        async def both_ran_after_failures() -> bool:
            return flaky.calls > 2 and steady.calls > 2

        await eventually(both_ran_after_failures, "both jobs kept running")
    finally:
        await work.stop()
    assert "background job flaky failed" in caplog.text


async def test_final_jobs_run_once_at_stop_even_when_never_started() -> None:
    flush, poll = Counter(), Counter()
    work = BackgroundWork()
    work.add(PeriodicJob("flush", 3600, flush, final=True))
    work.add(PeriodicJob("poll", 3600, poll))
    await work.stop()
    assert (flush.calls, poll.calls) == (1, 0)


async def test_stop_cancels_a_job_in_the_middle_of_its_turn() -> None:
    entered, never = asyncio.Event(), asyncio.Event()

    async def slow() -> None:
        entered.set()
        await never.wait()

    work = BackgroundWork()
    work.add(PeriodicJob("slow", 0.0, slow))
    work.start()
    await asyncio.wait_for(entered.wait(), 60)
    await work.stop()
    assert not work.running


async def test_starting_twice_starts_each_job_once() -> None:
    work = BackgroundWork()
    work.add(PeriodicJob("once", 3600, Counter()))
    work.start()
    work.start()
    try:
        assert len([t for t in asyncio.all_tasks() if t.get_name() == "svc-once"]) == 1
        with pytest.raises(RuntimeError):
            work.add(PeriodicJob("late", 1, Counter()))
    finally:
        await work.stop()


async def test_listeners_are_told_each_run_and_whether_it_succeeded() -> None:
    flaky = Counter(fail_first=2)
    work = BackgroundWork()
    told: list[tuple[str, bool]] = []
    work.ran.append(lambda name, succeeded: told.append((name, succeeded)))
    work.add(PeriodicJob("flaky", 0.01, flaky))
    work.start()
    try:
        await eventually(lambda: len(told) >= 3, "three runs were told")
    finally:
        await work.stop()
    assert told[:3] == [("flaky", False), ("flaky", False), ("flaky", True)]
