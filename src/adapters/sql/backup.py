"""Every row of every table as JSON lines, and back: the database half of ``svc backup``.

``dump`` reads each table of ``adapters/sql/tables`` (in dependency order) within one read
transaction, a snapshot of the database while it keeps serving (PostgreSQL ``REPEATABLE
READ``; on SQLite the read transaction of WAL mode), into ``<directory>/<table>.jsonl``, one
JSON object per row keyed by column. ``load`` replaces the rows of a database just migrated
to the same head (the ones its migrations seeded) with them, parents before children, in one
transaction; on PostgreSQL it then moves each serial column's sequence past the largest id.
The form is the same for both databases, so a SQLite backup restores into PostgreSQL and back.

Values are JSON as they are: timestamps are integers (``tables/base.py``), UUIDs are written
as strings and read back through their column's type; a JSON column's ``null`` is written
back as the application writes it.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.engine import create_engine, is_sqlite
from adapters.sql.tables.all import metadata

BATCH = 500


def tables() -> list[sa.Table]:
    """The tables a backup holds, parents first."""
    return list(metadata.sorted_tables)


async def dump(url: str, directory: Path) -> dict[str, int]:
    """Write every table's rows; return the count of rows per table."""
    engine = create_engine(url, pool_size=1)
    counts: dict[str, int] = {}
    encoder = msgspec.json.Encoder()
    try:
        async with engine.connect() as connection:
            if is_sqlite(url):
                # A deferred read transaction (a snapshot in WAL mode), not the engine's
                # BEGIN IMMEDIATE, which would hold the write lock for the whole backup.
                connection = await connection.execution_options(isolation_level="AUTOCOMMIT")
                await connection.exec_driver_sql("BEGIN DEFERRED")
                try:
                    for table in tables():
                        counts[table.name] = await _dump_table(
                            connection, table, directory, encoder
                        )
                finally:
                    await connection.exec_driver_sql("COMMIT")
            else:
                connection = await connection.execution_options(
                    isolation_level="REPEATABLE READ", postgresql_readonly=True
                )
                async with connection.begin():
                    for table in tables():
                        counts[table.name] = await _dump_table(
                            connection, table, directory, encoder
                        )
    finally:
        await engine.dispose()
    return counts


async def _dump_table(
    connection: AsyncConnection, table: sa.Table, directory: Path, encoder: msgspec.json.Encoder
) -> int:
    count = 0
    order = list(table.primary_key.columns) or list(table.columns)
    with (directory / f"{table.name}.jsonl").open("wb") as out:
        result = await connection.stream(sa.select(table).order_by(*order))
        async for row in result.mappings():
            out.write(encoder.encode(dict(row)) + b"\n")
            count += 1
    return count


async def load(url: str, directory: Path) -> dict[str, int]:
    """Replace every table's rows (those the migrations seeded) with the rows in
    ``directory``; return the count per table."""
    engine = create_engine(url, pool_size=1)
    counts: dict[str, int] = {}
    try:
        async with engine.begin() as connection:
            for table in reversed(tables()):
                await connection.execute(table.delete())
            for table in tables():
                counts[table.name] = await _load_table(connection, table, directory)
            if not is_sqlite(url):
                await _advance_sequences(connection)
    finally:
        await engine.dispose()
    return counts


async def _load_table(connection: AsyncConnection, table: sa.Table, directory: Path) -> int:
    path = directory / f"{table.name}.jsonl"
    if not path.exists():
        return 0
    count = 0
    batch: list[dict[str, Any]] = []
    for row in _rows(path, table):
        batch.append(row)
        if len(batch) == BATCH:
            await connection.execute(table.insert(), batch)
            count, batch = count + len(batch), []
    if batch:
        await connection.execute(table.insert(), batch)
        count += len(batch)
    return count


def _rows(path: Path, table: sa.Table) -> Iterator[dict[str, Any]]:
    uuids = {c.name for c in table.columns if isinstance(c.type, sa.Uuid)}
    decoder = msgspec.json.Decoder(dict[str, Any])
    with path.open("rb") as source:
        for line in source:
            row = decoder.decode(line)
            for name in uuids:
                if row.get(name) is not None:
                    row[name] = uuid.UUID(row[name])
            yield {name: value for name, value in row.items() if name in table.columns}


async def _advance_sequences(connection: AsyncConnection) -> None:
    for table in tables():
        keys = list(table.primary_key.columns)
        if len(keys) != 1 or not isinstance(keys[0].type, sa.Integer):
            continue
        sequence = await connection.scalar(
            sa.text("SELECT pg_get_serial_sequence(:table, :column)"),
            {"table": table.name, "column": keys[0].name},
        )
        if sequence is not None:
            largest = await connection.scalar(sa.select(sa.func.max(keys[0])))
            await connection.execute(
                sa.select(sa.func.setval(sequence, largest or 1, largest is not None))
            )
