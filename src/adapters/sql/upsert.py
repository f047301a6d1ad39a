"""INSERT ... ON CONFLICT for the two supported databases (their SQLAlchemy APIs agree)."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncConnection


def upsert(connection: AsyncConnection, table: sa.Table) -> postgresql.Insert | sqlite.Insert:
    """An INSERT offering ``on_conflict_do_nothing/update`` in this connection's dialect."""
    if connection.dialect.name == "postgresql":
        return postgresql.insert(table)
    return sqlite.insert(table)
