"""The database schema, for the ``svc`` command: the entrypoints reach adapters only through
the composition root (tests/unit/architecture/test_layers.py).

Alembic is imported only by the commands that migrate; the revision check reads
``alembic_version`` with the standard library (and asyncpg), so a refusal stays fast.
"""

from __future__ import annotations

from adapters.sql.schema_version import SchemaError, SchemaStatus, check_schema, schema_status

__all__ = ["SchemaError", "SchemaStatus", "check_schema", "schema_status", "upgrade"]


def upgrade(url: str) -> None:
    """Apply every migration (all heads)."""
    from adapters.sql.migrate import upgrade as apply

    apply(url)
