"""Migration 0007_edge creates exactly what adapters/sql/tables/edge.py declares."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from adapters.sql.engine import create_engine
from adapters.sql.tables import edge
from adapters.sql.tables.all import metadata

EDGE_TABLES = {t.name for t in vars(edge).values() if isinstance(t, sa.Table)}


def _about_edge(diff: object) -> bool:
    """Every differing object (table, column, index, constraint) names its table."""
    text = repr(diff)
    return any(f"'{name}'" in text or f"table={name}" in text for name in EDGE_TABLES) or any(
        getattr(item, "name", None) in EDGE_TABLES
        or getattr(getattr(item, "table", None), "name", None) in EDGE_TABLES
        for item in (diff if isinstance(diff, tuple) else (diff,))
    )


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_migration_matches_the_tables(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:

            def compare(sync: sa.Connection) -> list:
                context = MigrationContext.configure(sync, opts={"compare_type": True})
                return [d for d in compare_metadata(context, metadata) if _about_edge(d)]

            differences = await connection.run_sync(compare)
            tables = await connection.run_sync(lambda s: set(sa.inspect(s).get_table_names()))
    finally:
        await engine.dispose()
    assert tables >= EDGE_TABLES
    assert differences == []


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_the_edge_nodes_are_in_the_catalog(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            found = await connection.execute(
                sa.text("SELECT node FROM permission_nodes WHERE node IN "
                        "('connect:network:manage', 'admin:connect:view', 'admin:connect:manage')")
            )  # fmt: skip
            nodes = {row[0] for row in found}
    finally:
        await engine.dispose()
    assert nodes == {"connect:network:manage", "admin:connect:view", "admin:connect:manage"}
