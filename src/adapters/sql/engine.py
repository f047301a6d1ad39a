"""Engines for the two supported databases, chosen by URL.

SQLite (aiosqlite): WAL journal, foreign keys on, a busy timeout, and every transaction
begun with ``BEGIN IMMEDIATE`` so concurrent writers queue instead of failing on a lock
upgrade. One pooled connection per process: SQLite has one writer at a time anyway, and
reads on hot paths go through ``fast_read`` on their own connection.

PostgreSQL (asyncpg): a regular pool, each connection with the statement bound (``Bounds``):
the server cancels a statement that runs longer (``statement_timeout``, SQLSTATE 57014), and the
client stops waiting one second later (asyncpg's ``command_timeout``), which is what ends a
statement whose server stopped answering mid-query. Both are outages to ``adapters/sql/outage.py``
(a 503); a connection left mid-statement is discarded by the pool's pre-ping.

Both hide bound parameters (``hide_parameters=True``): an error's text names the statement,
never the values it carried (a feedback's text, a contact address), so neither a traceback in
the log nor anything that prints the error shows them. What the drivers' own messages quote is
left out of the log by ``adapters/sql/error_text.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.ext import asyncio as sqlalchemy_asyncio
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.pool import ConnectionPoolEntry

SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA busy_timeout=10000",
)


def is_sqlite(url: str | URL) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_path(url: str | URL) -> Path:
    database = make_url(url).database
    if not database or database == ":memory:":
        raise ValueError("the SQL adapter needs a SQLite file; use the memory adapter instead")
    return Path(database)


@dataclass(frozen=True, slots=True)
class Bounds:
    connect_timeout: float = 5.0
    """Seconds to open a PostgreSQL connection: while the database is down a request fails
    within it (a 503) instead of asyncpg's 60 s."""
    statement_timeout: float = 0.0
    """Seconds a statement may run on PostgreSQL; 0: unbounded."""

    def asyncpg_options(self) -> dict[str, Any]:
        """The keyword arguments of ``asyncpg.connect`` (and ``create_pool``) they give."""
        options: dict[str, Any] = {"timeout": self.connect_timeout}
        if self.statement_timeout > 0:
            options["command_timeout"] = self.statement_timeout + 1.0
            options["server_settings"] = {
                "statement_timeout": str(max(1, round(self.statement_timeout * 1000)))
            }
        return options


NO_BOUNDS = Bounds()


def create_engine(url: str, pool_size: int = 10, bounds: Bounds = NO_BOUNDS) -> AsyncEngine:
    if is_sqlite(url):
        sqlite_path(url).parent.mkdir(parents=True, exist_ok=True)
        engine = _create_async_engine(
            url, pool_size=1, max_overflow=0, pool_timeout=60, hide_parameters=True
        )
        _serialize_sqlite_writes(engine)
        return engine
    return _create_async_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=True,
        pool_recycle=1800,
        pool_timeout=bounds.connect_timeout * 2,
        connect_args=bounds.asyncpg_options(),
        hide_parameters=True,
    )


def _create_async_engine(url: str, **options: Any) -> AsyncEngine:
    # Looked up at each call, not imported: tracing (entrypoints/tracing.py) wraps the
    # module's function when it starts, and an engine made by the wrapper is traced.
    return sqlalchemy_asyncio.create_async_engine(url, **options)


def _serialize_sqlite_writes(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _connect(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        for pragma in SQLITE_PRAGMAS:
            cursor.execute(pragma)
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _begin(connection: Connection) -> None:
        if connection.get_execution_options().get("isolation_level") == "AUTOCOMMIT":
            return  # a migration's autocommit block (a PRAGMA that works only outside one)
        connection.exec_driver_sql("BEGIN IMMEDIATE")
