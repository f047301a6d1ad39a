"""A scratch PostgreSQL database for one run: ``svc_bench_<8 hex>``, created through
BENCH_POSTGRES_URL (any database its user may connect to; the user must be allowed to create
databases), migrated with ``svc db upgrade``, and dropped (``DROP DATABASE ... WITH (FORCE)``)
when the ``scratch_database`` block ends, whatever ends it: errors, Ctrl-C and SIGTERM (the
harness turns it into KeyboardInterrupt) included.

Used by the harness for BENCH_DATABASE=postgres (app and floor on it) and by friends.py for
the friends list's plans next to a SQLite run.
"""

from __future__ import annotations

import asyncio
import secrets
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Scratch:
    name: str
    url: str  # postgresql+asyncpg://.../<name>: SVC_DATABASE_URL for the app and the seed
    dsn: str  # postgresql://.../<name>: for asyncpg itself (the floor, EXPLAIN)
    server_version: str


def database_url(url: str, database: str, driver: str) -> str:
    from sqlalchemy.engine import make_url

    return (
        make_url(url)
        .set(drivername=driver, database=database)
        .render_as_string(hide_password=False)
    )


def redact(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


def _admin_db(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).database or "postgres"


async def _admin(url: str, statement: str) -> str:
    """Run ``statement`` on the URL's own database; the server's version."""
    import asyncpg

    connection = await asyncpg.connect(database_url(url, _admin_db(url), "postgresql"))
    try:
        await connection.execute(statement)
        return await connection.fetchval("SHOW server_version")
    finally:
        await connection.close()


@contextmanager
def scratch_database(admin_url: str, log: Callable[[str], None]) -> Iterator[Scratch]:
    name = f"svc_bench_{secrets.token_hex(4)}"
    version = asyncio.run(_admin(admin_url, f'CREATE DATABASE "{name}"'))
    log(f"bench: PostgreSQL {version}: scratch database {name} on {redact(admin_url)}")
    try:
        yield Scratch(
            name=name,
            url=database_url(admin_url, name, "postgresql+asyncpg"),
            dsn=database_url(admin_url, name, "postgresql"),
            server_version=version,
        )
    finally:
        asyncio.run(_admin(admin_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        log(f"bench: PostgreSQL: dropped {name}")


def migrate(env: dict[str, str], root: Path) -> None:
    """``svc db upgrade`` on ``env``'s SVC_DATABASE_URL."""
    migrated = subprocess.run(
        [str(root / ".venv" / "bin" / "svc"), "db", "upgrade"],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
    )
    if migrated.returncode != 0:
        raise RuntimeError(f"svc db upgrade failed:\n{migrated.stdout}{migrated.stderr}")
