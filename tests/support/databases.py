"""Databases for tests.

SQLite: one migrated file per session, copied for each test. PostgreSQL (when
``SVC_TEST_POSTGRES_URL`` is set): one migrated template database per session, and a database
per test created from it (``CREATE DATABASE svc_test_<run>_<n> TEMPLATE ...``), or empty for
the tests of unmigrated databases. The run's databases are dropped when its session ends, by a
process of their own that the session does not wait for (``drop_all``), so runs never see each
other's rows and no test worker waits out the checkpoints the drops cost.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import asyncpg
from sqlalchemy.engine import make_url

from adapters.sql.migrate import upgrade

POSTGRES_ENV = "SVC_TEST_POSTGRES_URL"


def postgres_admin_url() -> str | None:
    return os.environ.get(POSTGRES_ENV) or None


def _driver(url: str, database: str, driver: str) -> str:
    return (
        make_url(url)
        .set(drivername=driver, database=database)
        .render_as_string(hide_password=False)
    )


class SqliteTemplate:
    def __init__(self, directory: Path) -> None:
        self._path = directory / "template.db"
        upgrade(f"sqlite+aiosqlite:///{self._path}")

    def fresh(self, directory: Path) -> str:
        target = directory / "svc.db"
        shutil.copyfile(self._path, target)
        return f"sqlite+aiosqlite:///{target}"


class PostgresTemplate:
    def __init__(self, admin_url: str) -> None:
        self._admin = admin_url
        self._run = uuid.uuid4().hex[:8]
        self._template = f"svc_test_{self._run}_tpl"
        self._counter = itertools.count(1)
        self._created: list[str] = []
        self._execute(f'CREATE DATABASE "{self._template}"')
        self._created.append(self._template)
        upgrade(_driver(admin_url, self._template, "postgresql+asyncpg"))

    def fresh(self) -> str:
        name = f"svc_test_{self._run}_{next(self._counter)}"
        self._execute(f'CREATE DATABASE "{name}" TEMPLATE "{self._template}"')
        self._created.append(name)
        return _driver(self._admin, name, "postgresql+asyncpg")

    def empty(self) -> str:
        """A database without any table (never migrated), dropped with the others."""
        name = f"svc_test_{self._run}_{next(self._counter)}"
        self._execute(f'CREATE DATABASE "{name}"')
        self._created.append(name)
        return _driver(self._admin, name, "postgresql+asyncpg")

    def drop_all(self) -> None:
        """Drop the run's databases in a process of its own, not waited for: each DROP DATABASE
        waits for a checkpoint (0.1-1.8 s each, some 300 in a run, 40 s at a worker's end)."""
        subprocess.Popen(  # our interpreter, our module, our names
            [sys.executable, "-m", "tests.support.databases", self._admin, *self._created],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=Path(__file__).resolve().parents[2],  # the repository: tests.support importable
            start_new_session=True,  # outlives the worker; Ctrl-C of the run does not stop it
        )

    def _execute(self, statement: str) -> None:
        asyncio.run(self._send(statement))

    async def _send(self, statement: str) -> None:
        connection = await asyncpg.connect(
            _driver(self._admin, make_url(self._admin).database or "postgres", "postgresql")
        )
        try:
            await connection.execute(statement)
        finally:
            await connection.close()


async def _drop(admin_url: str, names: list[str]) -> None:
    """Several at once: concurrent DROP DATABASE waiters share a checkpoint; the template
    (``names[0]``) last, once no database made from it remains."""
    turns = asyncio.Semaphore(8)
    server = _driver(admin_url, make_url(admin_url).database or "postgres", "postgresql")

    async def drop(name: str) -> None:
        async with turns:
            connection = await asyncpg.connect(server)
            try:
                await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            finally:
                await connection.close()

    template, *tests = names
    await asyncio.gather(*(drop(name) for name in tests))
    await drop(template)


if __name__ == "__main__":  # python -m tests.support.databases ADMIN_URL TEMPLATE [NAME ...]
    asyncio.run(_drop(sys.argv[1], sys.argv[2:]))
