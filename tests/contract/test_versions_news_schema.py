"""The news clock starts with its one row (the feed stamps are taken from it); the tables and
nodes themselves are checked for every area by tests/contract/test_schema.py."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from adapters.sql.engine import create_engine


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_news_clock_starts_at_zero(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            clock = (await connection.execute(sa.text("SELECT id, stamp FROM news_clock"))).all()
    finally:
        await engine.dispose()
    assert [tuple(row) for row in clock] == [(1, 0)]
