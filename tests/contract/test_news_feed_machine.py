"""The feed state machine (tests/unit/news/test_feed_machine.py) on SQLite and PostgreSQL,
where the feed's state and pages are the SQL reader's own statements."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from bootstrap.settings import Settings
from tests.support.databases import PostgresTemplate, SqliteTemplate
from tests.unit.news.test_feed_machine import FeedMachine

_SQLITE: list[SqliteTemplate] = []
_POSTGRES: list[PostgresTemplate] = []


class SqliteFeedMachine(FeedMachine):
    def settings(self) -> Settings:
        if not _SQLITE:
            _SQLITE.append(SqliteTemplate(Path(tempfile.mkdtemp(prefix="svc-news-"))))
        self.database_url = _SQLITE[0].fresh(Path(tempfile.mkdtemp(prefix="svc-news-")))
        return super().settings()


class PostgresFeedMachine(FeedMachine):
    def settings(self) -> Settings:
        self.database_url = _POSTGRES[0].fresh()
        return super().settings()


TestSqliteFeedMachine = SqliteFeedMachine.TestCase
TestSqliteFeedMachine.settings = settings(max_examples=15, stateful_step_count=25)


@pytest.fixture
def on_postgres(postgres_template: PostgresTemplate | None) -> Iterator[None]:
    if postgres_template is None:
        pytest.skip("PostgreSQL suite: set SVC_TEST_POSTGRES_URL to run it")
    _POSTGRES.append(postgres_template)
    yield
    _POSTGRES.clear()


@pytest.mark.usefixtures("on_postgres")
class TestPostgresFeedMachine(PostgresFeedMachine.TestCase):  # type: ignore[misc,valid-type]
    settings = settings(max_examples=10, stateful_step_count=25)
