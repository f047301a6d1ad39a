"""Migration 0007_totems creates exactly what the totem, profile and catalog tables declare,
and puts the new nodes in the catalog."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from adapters.sql.engine import create_engine
from adapters.sql.tables import catalog, profile, totem
from adapters.sql.tables.all import metadata
from domain.permissions.default_role import KNOWN_NODES

TABLES = {
    t.name
    for module in (totem, profile, catalog)
    for t in vars(module).values()
    if isinstance(t, sa.Table)
}


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
    finally:
        await engine.dispose()
    assert tables >= TABLES
    assert differences == []


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_every_known_node_is_in_the_catalog(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(sa.text("SELECT node FROM permission_nodes"))
            stored = {row[0] for row in rows}
    finally:
        await engine.dispose()
    assert set(KNOWN_NODES) <= stored
