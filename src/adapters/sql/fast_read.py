"""The read path of hot endpoints: plain SQL on the database driver, outside the ORM layer.

design.md section 7 measured the usual async SQLAlchemy path at a tenth of what the drivers
can do. Hot reads therefore run here: on SQLite, on one long-lived stdlib ``sqlite3``
connection in WAL mode (readers never wait for the writer; an indexed read takes
microseconds, so it runs on the event loop); on PostgreSQL, on an asyncpg pool with
prepared statements. Statements are written once with ``:name`` parameters.

Values read back differ by driver in two ways, which ``as_uuid`` and ``as_json`` absorb:
UUIDs arrive as 32-char hex on SQLite, and JSON arrives as text on both.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, cast
from uuid import UUID

import asyncpg
from sqlalchemy.engine import make_url

from adapters.sql.engine import is_sqlite, sqlite_path

_PARAM = re.compile(r"(?<!:):([a-z_][a-z0-9_]*)")

Row = Sequence[Any]
CACHE_KIB = 64 * 1024
MMAP_BYTES = 256 * 1024 * 1024


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
    def __init__(self, path: Path) -> None:
        self._connection = sqlite3.connect(
            path, check_same_thread=False, isolation_level=None, cached_statements=256
        )
        self._connection.execute("PRAGMA query_only=ON")
        self._connection.execute("PRAGMA busy_timeout=2000")
        # Hot reads scan index ranges (a thousand friend links, say): keep pages in memory
        # instead of SQLite's 2 MiB default, and map the file rather than copying pages.
        self._connection.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
        self._connection.execute(f"PRAGMA mmap_size={MMAP_BYTES}")

    @staticmethod
    def _bind(params: dict[str, Any]) -> dict[str, Any]:
        return {k: v.hex if isinstance(v, UUID) else v for k, v in params.items()}

    async def one(self, query: Query, **params: Any) -> Row | None:
        cursor = self._connection.execute(query.sqlite, self._bind(params))
        row: tuple[Any, ...] | None = cursor.fetchone()  # sqlite3 types it Any
        return row

    async def all(self, query: Query, **params: Any) -> list[Row]:
        return self._connection.execute(query.sqlite, self._bind(params)).fetchall()

    async def close(self) -> None:
        self._connection.close()


class PostgresFastReader:
    """Reads on an asyncpg pool, taking turns in arrival order.

    asyncpg's pool is not fair: a read asked just as a connection comes back can take it
    before the reads already waiting (asyncpg issue 1247), so under load a few requests wait
    far longer than the rest. A FIFO semaphore with one permit per pooled connection is the
    queue instead, and the pool itself never has a waiter.
    """

    def __init__(self, pool: asyncpg.Pool, size: int) -> None:
        self._pool = pool
        # asyncio's Semaphore is FIFO: a release hands its permit to the first waiter, and a
        # newcomer waits behind the waiters (tests/contract/test_fast_read_postgres.py).
        self._turns = asyncio.Semaphore(size)

    @classmethod
    async def connect(cls, url: str, size: int = 10) -> PostgresFastReader:
        dsn = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        pool = await asyncpg.create_pool(dsn, min_size=1, max_size=size, reset=_no_session_state)
        return cls(pool, size)

    async def one(self, query: Query, **params: Any) -> Row | None:
        async with self._turns:
            row = await self._pool.fetchrow(query.postgres, *(params[n] for n in query.names))
            # A Record indexes, slices, iterates and has a length like a tuple; it is just not
            # registered as a Sequence.
            return cast("Row | None", row)

    async def all(self, query: Query, **params: Any) -> list[Row]:
        async with self._turns:
            rows = await self._pool.fetch(query.postgres, *(params[n] for n in query.names))
            return cast("list[Row]", rows)

    async def close(self) -> None:
        await self._pool.close()


async def _no_session_state(connection: asyncpg.Connection) -> None:
    """The pool's reset on release. This path runs single statements outside transactions
    (asyncpg still rolls back one left open) and never sets, listens or locks, so there is no
    session state to reset: asyncpg's default reset query would be one more round trip per
    read (measured by ``make bench`` on PostgreSQL: 5-8% of the app's samples)."""


async def open_fast_reader(url: str, pool_size: int = 10) -> FastReader:
    if is_sqlite(url):
        return SqliteFastReader(sqlite_path(url))
    return await PostgresFastReader.connect(url, pool_size)


def as_uuid(value: Any) -> UUID:
    return value if isinstance(value, UUID) else UUID(hex=value)


def as_json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str | bytes) else value
