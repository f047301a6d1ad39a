"""Migration 0007_versions_news creates exactly what adapters/sql/tables/versions.py and
news.py declare, and puts the news nodes in the catalog (the everyday ones in the default
role)."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from adapters.sql.engine import create_engine
from adapters.sql.tables import news, versions
from adapters.sql.tables.all import metadata
from domain.permissions.default_role import DEFAULT_ROLE_ID, EVERYDAY_NODES, KNOWN_NODES

TABLES = {t.name for m in (versions, news) for t in vars(m).values() if isinstance(t, sa.Table)}
NEWS_NODES = ("news:read", "news:interact", "news:write", "news:publish")


def _about_ours(diff: object) -> bool:
    text = repr(diff)
    return any(f"'{name}'" in text or f"table={name}" in text for name in TABLES) or any(
        getattr(item, "name", None) in TABLES
        or getattr(getattr(item, "table", None), "name", None) in TABLES
        for item in (diff if isinstance(diff, tuple) else (diff,))
    )


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_migration_matches_the_tables(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:

            def compare(sync: sa.Connection) -> list:
                context = MigrationContext.configure(sync, opts={"compare_type": True})
                return [d for d in compare_metadata(context, metadata) if _about_ours(d)]

            differences = await connection.run_sync(compare)
            tables = await connection.run_sync(lambda s: set(sa.inspect(s).get_table_names()))
            nodes = {
                row[0]
                for row in await connection.execute(sa.text("SELECT node FROM permission_nodes"))
            }
            everyday = {
                row[0]
                for row in await connection.execute(
                    sa.text("SELECT node FROM role_grants WHERE role_id = :role"),
                    {"role": DEFAULT_ROLE_ID},
                )
            }
            clock = (await connection.execute(sa.text("SELECT id, stamp FROM news_clock"))).all()
    finally:
        await engine.dispose()
    assert tables >= TABLES
    assert differences == []
    assert set(NEWS_NODES) <= nodes and set(NEWS_NODES) <= set(KNOWN_NODES)
    assert {"news:read", "news:interact"} <= everyday
    assert {"news:read", "news:interact"} <= set(EVERYDAY_NODES)
    assert not {"news:write", "news:publish"} & everyday
    assert [tuple(row) for row in clock] == [(1, 0)]
