"""The read path of hot endpoints: plain SQL on the database driver, outside the ORM layer.

The usual async SQLAlchemy path runs at a tenth of what the drivers can do (docs/decisions.md,
"Performance budget"). Hot reads therefore run here: on SQLite, on one long-lived stdlib ``sqlite3``
connection in WAL mode (readers never wait for the writer; an indexed read takes
microseconds, so it runs on the event loop); on PostgreSQL, on an asyncpg pool with
prepared statements. Statements are written once with ``:name`` parameters.

On SQLite the event loop waits for a lock at most ``LOOP_BUSY_TIMEOUT``: the rare read that
finds the database locked (docs/decisions.md, "Storage") is retried on a thread, which waits
up to ``THREAD_BUSY_TIMEOUT`` and then answers ``Unavailable``.

Values read back differ by driver in two ways, which ``as_uuid`` and ``as_json`` absorb:
UUIDs arrive as 32-char hex on SQLite, and JSON arrives as text on both.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast
from uuid import UUID

import msgspec
from sqlalchemy.engine import make_url

from adapters.sql.engine import NO_BOUNDS, Bounds, is_sqlite, sqlite_path
from adapters.sql.pool_usage import PoolCounter
from domain.shared.errors import Unavailable

if TYPE_CHECKING:  # asyncpg is imported only when PostgreSQL is used
    import asyncpg

_decode_json = msgspec.json.Decoder().decode
_PARAM = re.compile(r"(?<!:):([a-z_][a-z0-9_]*)")

Row = Sequence[Any]
T = TypeVar("T")
CACHE_KIB = 64 * 1024
MMAP_BYTES = 256 * 1024 * 1024
# Seconds a read may wait for a lock on the event loop, where waiting stalls every request of
# the process, and then on a thread, where it stalls only that request.
LOOP_BUSY_TIMEOUT = 0.02
THREAD_BUSY_TIMEOUT = 5.0
BUSY_THREADS = 4


class Query:
    """One statement with ``:name`` parameters, kept in each driver's placeholder style."""

    __slots__ = ("names", "postgres", "sqlite")

    def __init__(self, sql: str) -> None:
        self.sqlite = sql
        names: list[str] = []

        def number(match: re.Match[str]) -> str:
            if match.group(1) not in names:
                names.append(match.group(1))
            return f"${names.index(match.group(1)) + 1}"

        self.postgres = _PARAM.sub(number, sql)
        self.names = tuple(names)


class FastReader(Protocol):
    async def one(self, query: Query, **params: Any) -> Row | None: ...

    async def all(self, query: Query, **params: Any) -> list[Row]: ...

    async def close(self) -> None: ...


class SqliteFastReader:
    """Reads on one connection, on the event loop; a read that finds the database locked
    waits on a thread instead.

    In WAL mode no writer ever makes a read wait (tests/contract/test_fast_read_sqlite.py).
    What can lock a reader out (a database not in WAL mode, a connection in exclusive locking
    mode, WAL recovery after a crash) makes the loop wait at most ``loop_busy_timeout``: the
    read then moves to a thread with a connection of its own and waits there, up to
    ``thread_busy_timeout`` after it was asked, before raising ``Unavailable`` (a 503). While
    a read waits on a thread, new reads go there directly, so the loop pays the short wait once
    per lock, not once per request.
    """

    def __init__(
        self,
        path: Path,
        loop_busy_timeout: float = LOOP_BUSY_TIMEOUT,
        thread_busy_timeout: float = THREAD_BUSY_TIMEOUT,
    ) -> None:
        self._path = path
        self._thread_busy_timeout = thread_busy_timeout
        self._connection = _connect_reader(path, loop_busy_timeout, cached_statements=256)
        # Hot reads scan index ranges (a thousand friend links, say): keep pages in memory
        # instead of SQLite's 2 MiB default, and map the file rather than copying pages.
        self._connection.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
        self._connection.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
        # Read now: from its first read until it closes, a connection to a WAL database keeps
        # a shared lock on the file, so from here on no connection can take the database in
        # exclusive locking mode or leave WAL, and lock these reads out.
        self._connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        self._threads = ThreadPoolExecutor(BUSY_THREADS, thread_name_prefix="svc-fast-read")
        self._waiting = 0
        self.locked_on_loop = 0
        """How many reads found the database locked on the event loop (each one stalled the
        loop for ``loop_busy_timeout``)."""

    @staticmethod
    def _bind(params: dict[str, Any]) -> dict[str, Any]:
        return {k: v.hex if isinstance(v, UUID) else v for k, v in params.items()}

    async def one(self, query: Query, **params: Any) -> Row | None:
        if not self._waiting:
            try:
                cursor = self._connection.execute(query.sqlite, self._bind(params))
                row: Row | None = cursor.fetchone()  # sqlite3 types it Any
                return row
            except sqlite3.OperationalError as error:
                self._locked_on_loop(error)
        return await self._off_loop(query, params, sqlite3.Cursor.fetchone)

    async def all(self, query: Query, **params: Any) -> list[Row]:
        if not self._waiting:
            try:
                return self._connection.execute(query.sqlite, self._bind(params)).fetchall()
            except sqlite3.OperationalError as error:
                self._locked_on_loop(error)
        return await self._off_loop(query, params, sqlite3.Cursor.fetchall)

    def _locked_on_loop(self, error: sqlite3.OperationalError) -> None:
        if not _is_busy(error):
            raise error
        self.locked_on_loop += 1

    async def _off_loop(
        self, query: Query, params: dict[str, Any], fetch: Callable[[sqlite3.Cursor], T]
    ) -> T:
        deadline = time.monotonic() + self._thread_busy_timeout
        bound = self._bind(params)
        self._waiting += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._threads, self._read_waiting, query.sqlite, bound, fetch, deadline
            )
        finally:
            self._waiting -= 1

    def _read_waiting(
        self,
        sql: str,
        params: dict[str, Any],
        fetch: Callable[[sqlite3.Cursor], T],
        deadline: float,
    ) -> T:
        """On a worker thread: one read on a connection of its own, waiting for the lock until
        ``deadline`` (a read that queued for a thread past it still tries once)."""
        connection = _connect_reader(self._path, max(deadline - time.monotonic(), 0.0))
        try:
            return fetch(connection.execute(sql, params))
        except sqlite3.OperationalError as error:
            if _is_busy(error):
                raise Unavailable("the database is locked; try again") from None
            raise
        finally:
            connection.close()

    async def close(self) -> None:
        self._connection.close()
        self._threads.shutdown(wait=False, cancel_futures=True)


def _connect_reader(path: Path, busy_timeout: float, **options: Any) -> sqlite3.Connection:
    """A read-only autocommit connection that waits at most ``busy_timeout`` seconds for a
    lock (sqlite3's ``timeout`` is SQLite's busy timeout; its default would be 5 s)."""
    connection: sqlite3.Connection = sqlite3.connect(
        path, timeout=busy_timeout, check_same_thread=False, isolation_level=None, **options
    )
    connection.execute("PRAGMA query_only=ON")
    return connection


def _is_busy(error: sqlite3.OperationalError) -> bool:
    return getattr(error, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_BUSY


class PostgresFastReader:
    """Reads on an asyncpg pool, taking turns in arrival order.

    asyncpg's pool is not fair: a read asked just as a connection comes back can take it
    before the reads already waiting
    (https://github.com/MagicStack/asyncpg/issues/1247), so under load a few requests wait
    far longer than the rest. A FIFO semaphore with one permit per pooled connection is the
    queue instead, and the pool itself never has a waiter.
    """

    def __init__(self, pool: asyncpg.Pool, size: int) -> None:
        self._pool = pool
        # asyncio's Semaphore is FIFO: a release hands its permit to the first waiter, and a
        # newcomer waits behind the waiters (tests/contract/test_fast_read_postgres.py).
        self._turns = asyncio.Semaphore(size)
        self.usage = PoolCounter("reads", size)

    @classmethod
    async def connect(
        cls, url: str, size: int = 10, bounds: Bounds = NO_BOUNDS
    ) -> PostgresFastReader:
        import asyncpg

        dsn = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        pool = await asyncpg.create_pool(
            dsn, min_size=1, max_size=size, reset=_no_session_state, **bounds.asyncpg_options()
        )
        return cls(pool, size)

    async def one(self, query: Query, **params: Any) -> Row | None:
        async with self._turn():
            row = await self._pool.fetchrow(query.postgres, *(params[n] for n in query.names))
            # A Record indexes, slices, iterates and has a length like a tuple; it is just not
            # registered as a Sequence.
            return cast("Row | None", row)

    async def all(self, query: Query, **params: Any) -> list[Row]:
        async with self._turn():
            rows = await self._pool.fetch(query.postgres, *(params[n] for n in query.names))
            return cast("list[Row]", rows)

    @asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        await self.usage.acquire(self._turns.acquire)
        try:
            yield
        finally:
            self.usage.release()
            self._turns.release()

    async def close(self) -> None:
        await self._pool.close()


async def _no_session_state(connection: asyncpg.Connection) -> None:
    """The pool's reset on release. This path runs single statements outside transactions
    (asyncpg still rolls back one left open) and never sets, listens or locks, so there is no
    session state to reset: asyncpg's default reset query would be one more round trip per
    read (measured by ``make bench`` on PostgreSQL: 5-8% of the app's samples)."""


async def open_fast_reader(url: str, pool_size: int = 10, bounds: Bounds = NO_BOUNDS) -> FastReader:
    if is_sqlite(url):
        return SqliteFastReader(sqlite_path(url))
    return await PostgresFastReader.connect(url, pool_size, bounds)


def as_uuid(value: Any) -> UUID:
    """A UUID column's value: asyncpg gives UUIDs, SQLite 32 hex digits, parsed once per
    distinct text (a bounded cache of immutable values: lists read the same owners, servers
    and friends again and again, and parsing costs twenty times the lookup)."""
    return value if isinstance(value, UUID) else _uuid_of_hex(value)


@functools.lru_cache(maxsize=8192)
def _uuid_of_hex(value: str) -> UUID:
    return UUID(hex=value)


def uuid_or_none(value: Any) -> UUID | None:
    return None if value is None else as_uuid(value)


def as_json(value: Any) -> Any:
    """A JSON column's value: decoded by msgspec (two to three times faster than ``json``, and
    list reads decode several a row); the rare text only ``json`` reads (``NaN``) by ``json``."""
    if not isinstance(value, str | bytes):
        return value
    try:
        return _decode_json(value)
    except msgspec.DecodeError:
        return json.loads(value)
