"""A database error never shows the values its statement carried: not in its text (the
engines hide bound parameters), not in the log (PostgreSQL's messages, which quote rows and
arguments, are left out), on the SQLAlchemy engines and on the fast read path alike."""

from __future__ import annotations

import io
import logging
import logging.config
from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from adapters.sql.engine import create_engine
from adapters.sql.fast_read import Query, open_fast_reader
from bootstrap.settings import Settings
from entrypoints.logs import logging_config

VALUE = "my-private-feedback mail@example.org"


@pytest.fixture(params=["sqlite", "postgres"])
def url(request: pytest.FixtureRequest, database_url_for: Callable[[str], str]) -> str:
    return database_url_for(request.param)


@pytest.fixture(params=["text", "json"])
def logged(
    request: pytest.FixtureRequest, settings_for: Callable[..., Settings]
) -> Iterator[tuple[logging.Logger, io.StringIO]]:
    """A logger with the handler ``logging_config`` gives a server: its filters and its
    formatter (built as ``dictConfig`` builds them), writing to a string."""
    config = logging_config(settings_for(log_format=request.param))
    builder = logging.config.DictConfigurator(config)
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    spec = config["handlers"]["stderr"]
    for name in spec["filters"]:
        handler.addFilter(builder.configure_filter(dict(config["filters"][name])))
    handler.setFormatter(builder.configure_formatter(dict(config["formatters"][spec["formatter"]])))
    logger = logging.getLogger(f"tests.database_errors.{request.param}")
    logger.addHandler(handler)
    logger.propagate = False
    yield logger, stream
    logger.removeHandler(handler)


async def test_a_failed_statement_shows_no_bound_value(
    url: str, logged: tuple[logging.Logger, io.StringIO]
) -> None:
    logger, stream = logged
    engine = create_engine(url)
    try:
        async with engine.begin() as connection:
            await connection.execute(
                sa.text(
                    "CREATE TEMPORARY TABLE notes"
                    " (body TEXT CONSTRAINT short CHECK (length(body) < 5))"
                )
            )
            with pytest.raises(IntegrityError) as failed:
                await connection.execute(
                    sa.text("INSERT INTO notes VALUES (:body)"), {"body": VALUE}
                )
    finally:
        await engine.dispose()
    assert VALUE not in str(failed.value)
    assert "INSERT INTO notes" in str(failed.value)  # the statement is named

    logger.error("unhandled error", exc_info=failed.value)
    log = stream.getvalue()
    assert VALUE not in log and "my-private" not in log
    assert "INSERT INTO notes" in log and "IntegrityError" in log
    assert ("constraint short" if "postgres" in url else "CHECK constraint failed") in log


async def test_a_failed_fast_read_shows_no_argument(
    url: str, logged: tuple[logging.Logger, io.StringIO]
) -> None:
    logger, stream = logged
    reader = await open_fast_reader(url, pool_size=1)
    # PostgreSQL: asyncpg refuses the text for an integer parameter, quoting it in its message.
    # SQLite never quotes a parameter: a missing table is as good a failure as any.
    sql = (
        "SELECT CAST(:n AS integer)" if "postgres" in url else "SELECT * FROM nothing WHERE 1 = :n"
    )
    try:
        with pytest.raises(Exception) as failed:
            await reader.one(Query(sql), n=VALUE)
    finally:
        await reader.close()
    logger.error("unhandled error", exc_info=failed.value)
    log = stream.getvalue()
    assert VALUE not in log and "my-private" not in log
    assert type(failed.value).__name__ in log
