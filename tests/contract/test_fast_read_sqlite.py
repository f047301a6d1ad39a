"""The fast read path on SQLite runs on the event loop, so it must never hold the loop up.

In WAL mode a writer never makes a read wait: the tests below hold write transactions open
(the app's own unit of work, and a second process-like connection writing on a thread) while
reads run on the loop, and check that every read ended while the writer still held its lock,
saw the last committed state, and never met a lock. What can lock a reader out (a database not
in WAL mode, a connection in exclusive locking mode) costs the loop one short busy timeout;
the read then waits on a thread while the loop keeps running (docs/decisions.md, "Storage").

Nothing here measures time: the writers hold their locks until the test lets them go, and
the assertions are about order and about a heartbeat task that ticks on the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from adapters.sql.engine import sqlite_path
from adapters.sql.fast_read import Query, SqliteFastReader
from adapters.system.clock import FrozenClock
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.shared.errors import Unavailable

GENEROUS = 60.0  # seconds; only a broken test ever waits this long
READS = 300
# Rows of ~0.5 KiB a writer adds while it holds its lock: ~5 MiB, more than SQLite's 2 MiB
# page cache, so uncommitted pages spill into the WAL file, where readers must skip them.
WRITES = 10_000
COUNT = Query("SELECT count(*) FROM samples")
NEWEST = Query("SELECT value FROM samples ORDER BY id DESC LIMIT 1")


class Heartbeat:
    """A task that counts its turns on the event loop: it ticks only while nothing blocks it."""

    def __init__(self) -> None:
        self.ticks = 0
        self._task: asyncio.Task[None] | None = None

    async def _beat(self) -> None:
        while True:
            self.ticks += 1
            await asyncio.sleep(0)

    async def __aenter__(self) -> Heartbeat:
        self._task = asyncio.create_task(self._beat())
        return self

    async def __aexit__(self, *_: object) -> None:
        assert self._task is not None
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    async def beats(self, count: int, while_pending: asyncio.Future[object]) -> None:
        """Wait for ``count`` more ticks, asserting ``while_pending`` stays unfinished."""
        target = self.ticks + count
        async with asyncio.timeout(GENEROUS):
            while self.ticks < target:
                assert not while_pending.done(), "the read ended before the writer let go"
                await asyncio.sleep(0)


class Writer:
    """A write transaction on its own connection and thread, held until ``release()``."""

    def __init__(self, path: Path, begin: Callable[[sqlite3.Connection], None]) -> None:
        self._path = path
        self._begin = begin
        self.holding = threading.Event()
        self.done_writing = threading.Event()
        self._release = threading.Event()
        self.committed = False
        self.written = 0
        self.wal_bytes = 0
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="test-writer", daemon=True)

    def _run(self) -> None:
        try:
            connection = sqlite3.connect(self._path, isolation_level=None, timeout=GENEROUS)
            try:
                self._begin(connection)
                self.holding.set()
                # Keep writing while holding the lock, then hold it until told to commit.
                while not self._release.is_set() and self.written < WRITES:
                    connection.executemany(
                        "INSERT INTO samples (value) VALUES (?)",
                        [(f"uncommitted {self.written + i} " + "x" * 500,) for i in range(50)],
                    )
                    self.written += 50
                wal = Path(f"{self._path}-wal")
                self.wal_bytes = wal.stat().st_size if wal.exists() else 0
                self.done_writing.set()
                self._release.wait(GENEROUS)
                connection.execute("COMMIT")
                self.committed = True
            finally:
                connection.close()
        except BaseException as error:  # reported on the loop, by __aenter__ or __aexit__
            self.error = error
            self.holding.set()

    async def __aenter__(self) -> Writer:
        self._thread.start()
        assert await asyncio.to_thread(self.holding.wait, GENEROUS), "the writer never began"
        assert self.error is None, self.error
        return self

    def release(self) -> None:
        self._release.set()

    async def __aexit__(self, *_: object) -> None:
        self.release()
        await asyncio.to_thread(self._thread.join, GENEROUS)
        assert not self._thread.is_alive(), "the writer never committed"
        assert self.error is None, self.error


def _create_samples(path: Path, journal_mode: str) -> None:
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as connection:
        assert connection.execute(f"PRAGMA journal_mode={journal_mode}").fetchone() == (
            journal_mode,
        )
        connection.execute("CREATE TABLE samples (id INTEGER PRIMARY KEY, value TEXT NOT NULL)")
        connection.execute("INSERT INTO samples (value) VALUES ('committed')")


def _begin_immediate(connection: sqlite3.Connection) -> None:
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("INSERT INTO samples (value) VALUES ('uncommitted')")


def _begin_exclusive(connection: sqlite3.Connection) -> None:
    connection.execute("BEGIN EXCLUSIVE")
    connection.execute("INSERT INTO samples (value) VALUES ('uncommitted')")


@pytest.fixture
def wal_database(tmp_path: Path) -> Path:
    path = tmp_path / "wal.db"
    _create_samples(path, "wal")
    return path


@pytest.fixture
async def reader_on() -> AsyncIterator[Callable[..., SqliteFastReader]]:
    readers: list[SqliteFastReader] = []

    def open_reader(path: Path, **timeouts: float) -> SqliteFastReader:
        readers.append(SqliteFastReader(path, **timeouts))
        return readers[-1]

    yield open_reader
    for reader in readers:
        await reader.close()


async def test_reads_never_wait_for_a_write_transaction_in_wal_mode(
    wal_database: Path, reader_on: Callable[..., SqliteFastReader]
) -> None:
    reader = reader_on(wal_database)
    async with Writer(wal_database, _begin_immediate) as writer, Heartbeat() as heartbeat:
        ticks_before = heartbeat.ticks
        reads = 0
        async with asyncio.timeout(GENEROUS):
            # Read on the loop for as long as the writer keeps writing (and READS at least).
            while reads < READS or not writer.done_writing.is_set():
                assert await reader.one(NEWEST) == ("committed",)
                assert await reader.all(COUNT) == [(1,)]
                reads += 1
                await asyncio.sleep(0)
        # Every read ended while the writer held its lock, with its pages in the WAL file.
        assert not writer.committed
        assert writer.written == WRITES and writer.wal_bytes > 0
        assert heartbeat.ticks > ticks_before
    assert reader.locked_on_loop == 0
    assert await reader.all(COUNT) == [(2 + writer.written,)]


async def test_reads_on_the_loop_while_the_apps_own_unit_of_work_writes(
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
    clock: FrozenClock,
) -> None:
    url = database_url_for("sqlite")
    async with await build_core(settings_for(url), clock=clock) as core:
        reader = core.infrastructure.reader
        assert isinstance(reader, SqliteFastReader)
        users = core.identity.user_reader
        user_id = uuid.uuid4()
        await core.identity.users.ensure(user_id, "Before")
        with contextlib.closing(sqlite3.connect(sqlite_path(url))) as check:
            assert check.execute("PRAGMA journal_mode").fetchone() == ("wal",)

        async with Heartbeat() as heartbeat, core.uow() as uow:  # BEGIN IMMEDIATE
            user = await uow.users.get(user_id)
            assert user is not None
            ticks_before = heartbeat.ticks
            for round_ in range(READS):
                user.rename(f"During{round_}", clock.now())
                await uow.users.update(user)  # the transaction keeps writing ...
                seen = await users.get(user_id)  # ... while reads run on the loop
                assert seen is not None and seen.name == "Before"
            assert heartbeat.ticks > ticks_before
            await uow.commit()

        seen = await users.get(user_id)
        assert seen is not None and seen.name == f"During{READS - 1}"
        assert reader.locked_on_loop == 0


async def test_a_read_locked_out_waits_on_a_thread_while_the_loop_runs(
    tmp_path: Path, reader_on: Callable[..., SqliteFastReader]
) -> None:
    # A rollback-journal database (not what the app creates: its engine sets WAL) with a
    # writer holding BEGIN EXCLUSIVE: here readers do wait for the writer.
    path = tmp_path / "rollback.db"
    _create_samples(path, "delete")
    reader = reader_on(path, thread_busy_timeout=GENEROUS)
    async with Heartbeat() as heartbeat:
        async with Writer(path, _begin_exclusive) as writer:
            first = asyncio.ensure_future(reader.one(NEWEST))
            await heartbeat.beats(50, while_pending=first)
            assert reader.locked_on_loop == 1
            # While that read waits on a thread, others go there without trying the loop.
            others = [asyncio.ensure_future(reader.all(COUNT)) for _ in range(3)]
            await heartbeat.beats(50, while_pending=first)
            assert reader.locked_on_loop == 1
            assert not writer.committed
            writer.release()
        # They all ended after the writer committed, and saw what it wrote.
        newest = await first
        assert newest is not None and newest[0].startswith("uncommitted")
        assert await asyncio.gather(*others) == [[(2 + writer.written,)]] * 3
    # Once nothing waits, reads run on the loop again.
    assert await reader.all(COUNT) == [(2 + writer.written,)]
    assert reader.locked_on_loop == 1


async def test_no_connection_takes_the_database_exclusively_while_the_reader_has_it(
    wal_database: Path, reader_on: Callable[..., SqliteFastReader]
) -> None:
    # In WAL mode every connection holds a shared lock on the database file from its first
    # read until it closes. The reader reads when it opens, so for as long as the app runs no
    # connection can switch to exclusive locking mode (or out of WAL) and lock it out.
    reader = reader_on(wal_database)
    with contextlib.closing(sqlite3.connect(wal_database, isolation_level=None)) as other:
        other.execute("PRAGMA busy_timeout=0")
        other.execute("PRAGMA locking_mode=EXCLUSIVE")
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("INSERT INTO samples (value) VALUES ('exclusive')")
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("PRAGMA journal_mode=DELETE")
    assert await reader.all(COUNT) == [(1,)]
    assert reader.locked_on_loop == 0


async def test_a_reader_cannot_open_a_database_held_exclusively(wal_database: Path) -> None:
    # The other way round (a connection in exclusive locking mode before the app starts), the
    # app fails to start, after one short wait.
    with contextlib.closing(sqlite3.connect(wal_database, isolation_level=None)) as holder:
        holder.execute("PRAGMA locking_mode=EXCLUSIVE")
        holder.execute("INSERT INTO samples (value) VALUES ('exclusive')")
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            SqliteFastReader(wal_database)


async def test_a_read_locked_out_past_the_thread_timeout_is_unavailable(
    tmp_path: Path, reader_on: Callable[..., SqliteFastReader]
) -> None:
    path = tmp_path / "rollback.db"
    _create_samples(path, "delete")
    reader = reader_on(path, thread_busy_timeout=0.01)
    async with Writer(path, _begin_exclusive) as writer:
        with pytest.raises(Unavailable):
            await reader.one(NEWEST)
        assert not writer.committed
    assert await reader.one(NEWEST) is not None
