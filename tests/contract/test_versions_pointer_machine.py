"""The versions state machine (tests/unit/versions/test_pointer_machine.py) on SQLite and
PostgreSQL: a fresh copy of one migrated database per example."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from bootstrap.settings import Settings
from tests.support.databases import PostgresTemplate, SqliteTemplate
from tests.unit.versions.test_pointer_machine import PointerMachine

_SQLITE: list[SqliteTemplate] = []
_POSTGRES: list[PostgresTemplate] = []


class SqlitePointerMachine(PointerMachine):
    def settings(self) -> Settings:
        if not _SQLITE:
            _SQLITE.append(SqliteTemplate(Path(tempfile.mkdtemp(prefix="svc-versions-"))))
        self.database_url = _SQLITE[0].fresh(Path(tempfile.mkdtemp(prefix="svc-versions-")))
        return super().settings()


class PostgresPointerMachine(PointerMachine):
    def settings(self) -> Settings:
        self.database_url = _POSTGRES[0].fresh()
        return super().settings()


TestSqlitePointerMachine = SqlitePointerMachine.TestCase
TestSqlitePointerMachine.settings = settings(max_examples=15, stateful_step_count=25)


@pytest.fixture
def on_postgres(postgres_template: PostgresTemplate | None) -> Iterator[None]:
    """The run's PostgreSQL template (its databases are dropped with the run's)."""
    if postgres_template is None:
        pytest.skip("PostgreSQL suite: set SVC_TEST_POSTGRES_URL to run it")
    _POSTGRES.append(postgres_template)
    yield
    _POSTGRES.clear()


@pytest.mark.usefixtures("on_postgres")
class TestPostgresPointerMachine(PostgresPointerMachine.TestCase):  # type: ignore[misc,valid-type]
    settings = settings(max_examples=10, stateful_step_count=25)
