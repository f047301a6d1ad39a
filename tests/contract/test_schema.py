"""The migrations build exactly the schema the table modules declare, for every area at once,
and seed every permission node the code checks (domain/permissions/default_role.py)."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from adapters.sql.engine import create_engine
from adapters.sql.tables.all import metadata
from bootstrap.catalogue import catalogue
from domain.permissions.default_role import DEFAULT_ROLE_ID

pytestmark = pytest.mark.parametrize("backend", ["sqlite", "postgres"])


async def _on(database_url: str, work: Any) -> Any:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(work)
    finally:
        await engine.dispose()


async def test_the_migrations_build_the_declared_tables(database_url: str) -> None:
    def compare(sync: sa.Connection) -> tuple[list[Any], set[str]]:
        context = MigrationContext.configure(sync, opts={"compare_type": True})
        differences = [d for d in compare_metadata(context, metadata) if not _alembic_own(d)]
        return differences, set(sa.inspect(sync).get_table_names())

    differences, tables = await _on(database_url, compare)
    assert tables >= set(metadata.tables)
    assert differences == []


def _alembic_own(difference: Any) -> bool:
    """alembic_version is Alembic's bookkeeping, not a table of ours."""
    return "alembic_version" in repr(difference)


async def test_every_node_the_code_checks_is_in_the_catalog(database_url: str) -> None:
    def nodes(sync: sa.Connection) -> tuple[set[str], set[str]]:
        catalog = {row[0] for row in sync.execute(sa.text("SELECT node FROM permission_nodes"))}
        default = {
            row[0]
            for row in sync.execute(
                sa.text("SELECT node FROM role_grants WHERE role_id = :role"),
                {"role": DEFAULT_ROLE_ID},
            )
        }
        return catalog, default

    catalog, default = await _on(database_url, nodes)
    assert set(catalogue().known) <= catalog
    assert default == set(catalogue().everyday)  # nothing more: e.g. news:write stays opt-in
