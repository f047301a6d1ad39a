"""What the in-process benches (games.py, sizes.py) share: a fresh migrated database (a SQLite
file, or a scratch PostgreSQL database made through BENCH_POSTGRES_URL by pgscratch.py), the
settings a development server has on it, and the timing of a call (median and p95 after a
warm-up). Nothing here imports the app at module level."""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

WARM_UP = 20


def stop_on_sigterm() -> None:
    """SIGTERM as Ctrl-C, so that the temp dir is removed and the scratch database dropped."""

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)


@dataclass(frozen=True)
class Database:
    kind: str  # sqlite or postgres
    directory: Path
    url: str  # SVC_DATABASE_URL
    floor_target: str  # the SQLite file, or asyncpg's DSN


def settings(database: Database) -> Any:
    from bootstrap.settings import Settings

    return Settings.from_env(
        {
            "SVC_ENV": "development",
            "SVC_DATABASE_URL": database.url,
            "SVC_DATA_DIR": str(database.directory / "var"),
            "SVC_RATE_LIMIT_SCALE": "0",
        }
    )


async def timed(call: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, float]:
    """Median and p95 in ms of ``runs`` calls after WARM_UP calls."""
    for _ in range(WARM_UP):
        await call()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


async def timed_with_cpu(
    call: Callable[[], Awaitable[Any]], runs: int
) -> tuple[float, float, float]:
    """Median and p95 in ms of ``runs`` calls after WARM_UP calls, and the median of the CPU
    time this process spent in each (``time.process_time``): what a call costs here, whatever
    a neighbour takes of the machine; on PostgreSQL the server's work is not in it."""
    for _ in range(WARM_UP):
        await call()
    samples, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        await call()
        cpu.append((time.process_time() - start_cpu) * 1000)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1], statistics.median(cpu)


@contextmanager
def fresh_database(kind: str, variable: str) -> Iterator[Database]:
    """A fresh migrated database (migrations run their own event loop: outside ours): a
    SQLite file in a temp dir, or a scratch PostgreSQL database made through
    BENCH_POSTGRES_URL; the temp dir is removed and the scratch database dropped at the end.
    ``variable``: the setting that asked for PostgreSQL, for the error without the URL."""
    from bootstrap.migrations import upgrade

    directory = Path(tempfile.mkdtemp(prefix="bench-inprocess-"))
    try:
        if kind == "sqlite":
            path = directory / "bench.db"
            url = f"sqlite+aiosqlite:///{path}"
            upgrade(url)
            yield Database(kind, directory, url, str(path))
            return
        from pgscratch import scratch_database

        admin_url = os.environ.get("BENCH_POSTGRES_URL", "").strip()
        if not admin_url:
            raise SystemExit(f"{variable}=postgres needs BENCH_POSTGRES_URL")
        with scratch_database(admin_url, lambda line: print(f"# {line}", file=sys.stderr)) as db:
            upgrade(db.url)
            yield Database(kind, directory, db.url, db.dsn)
    finally:
        shutil.rmtree(directory, ignore_errors=True)
