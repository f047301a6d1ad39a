"""The fast read path on PostgreSQL: a read is one round trip (no reset query on release)."""

from __future__ import annotations

from collections.abc import Callable

import asyncpg
import pytest
from sqlalchemy.engine import make_url

from adapters.sql.fast_read import PostgresFastReader, Query


def _plain_dsn(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@pytest.fixture
def url(database_url_for: Callable[[str], str]) -> str:
    return database_url_for("postgres")  # skipped without SVC_TEST_POSTGRES_URL


async def test_a_read_is_the_last_statement_its_connection_ran(url: str) -> None:
    reader = await PostgresFastReader.connect(url, size=1)
    watcher = await asyncpg.connect(_plain_dsn(url))
    try:
        row = await reader.one(Query("SELECT pg_backend_pid() AS pid, :n::int AS n"), n=7)
        assert row is not None and row["n"] == 7
        last = await watcher.fetchval(
            "SELECT query FROM pg_stat_activity WHERE pid = $1", row["pid"]
        )
        # asyncpg's default reset would have run "SELECT pg_advisory_unlock_all(); ..." last.
        assert last is not None and last.startswith("SELECT pg_backend_pid()"), last
        assert [tuple(r) for r in await reader.all(Query("SELECT 1 UNION ALL SELECT 2"))] == [
            (1,),
            (2,),
        ]
    finally:
        await watcher.close()
        await reader.close()
