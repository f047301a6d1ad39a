"""The core's periodic work: jobs that run every few seconds for as long as the core runs.

Areas register their jobs when the core is built (writing last-seen batches, catching up on
revocations); ``start()`` runs each in its own task on the running event loop, ``stop()``
cancels them and then runs once more every job marked ``final`` (so what was noted in memory
is written before the process goes). A job that fails is logged and tried again at its next
turn; it never stops the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

log = logging.getLogger("svc.background")


@dataclass(frozen=True, slots=True)
class PeriodicJob:
    name: str
    interval_seconds: float
    run: Callable[[], Awaitable[object]]
    final: bool = False
    """Run once more when the core stops (a flush of what is held in memory)."""


class BackgroundWork:
    def __init__(self) -> None:
        self._jobs: list[PeriodicJob] = []
        self._tasks: list[asyncio.Task[None]] = []
        self.ran: list[Callable[[str, bool], None]] = []
        """Told each run's job name and whether it succeeded (the metrics count them)."""

    def add(self, job: PeriodicJob) -> None:
        if self._tasks:
            raise RuntimeError("add background jobs before the core starts")
        self._jobs.append(job)

    @property
    def jobs(self) -> tuple[PeriodicJob, ...]:
        return tuple(self._jobs)

    @property
    def running(self) -> bool:
        return bool(self._tasks)

    def start(self) -> None:
        """Start every job on the running loop; a second call does nothing."""
        if self._tasks:
            return
        self._tasks = [
            asyncio.create_task(self._every(job), name=f"svc-{job.name}") for job in self._jobs
        ]

    async def stop(self) -> None:
        """Cancel the jobs, then run the final ones once; safe to call when never started."""
        tasks, self._tasks = self._tasks, []
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        for job in self._jobs:
            if job.final:
                await self._once(job)

    async def _every(self, job: PeriodicJob) -> None:
        while True:
            await asyncio.sleep(job.interval_seconds)
            await self._once(job)

    async def _once(self, job: PeriodicJob) -> None:
        try:
            await job.run()
        except Exception:
            log.warning("background job %s failed; it runs again at its next turn", job.name,
                        exc_info=True)  # fmt: skip
            self._tell(job.name, False)
        else:
            self._tell(job.name, True)

    def _tell(self, name: str, succeeded: bool) -> None:
        for listener in self.ran:
            listener(name, succeeded)
