"""Which errors count as "the database cannot be reached" (a 503), and which do not (a 500)."""

from __future__ import annotations

import asyncpg
import pytest
from sqlalchemy import exc

from adapters.sql.outage import database_unreachable


def _wrapped(orig: BaseException, invalidated: bool = False) -> exc.DBAPIError:
    return exc.DBAPIError("SELECT 1", None, orig, connection_invalidated=invalidated)


def _postgres_error(kind: type[asyncpg.PostgresError]) -> asyncpg.PostgresError:
    return kind("message")


@pytest.mark.parametrize(
    "error",
    [
        ConnectionRefusedError(111, "Connection refused"),
        ConnectionResetError(104, "Connection reset by peer"),
        TimeoutError(),
        OSError(113, "No route to host"),
        exc.TimeoutError("QueuePool limit reached"),
        _wrapped(ValueError("anything"), invalidated=True),
        _wrapped(ConnectionRefusedError(111, "refused")),
        asyncpg.exceptions.ConnectionDoesNotExistError("closed in the middle"),
        _postgres_error(asyncpg.exceptions.CannotConnectNowError),
        _postgres_error(asyncpg.exceptions.AdminShutdownError),
        asyncpg.exceptions.InterfaceError("connection is closed"),
    ],
    ids=repr,
)
def test_a_lost_connection_is_an_outage(error: BaseException) -> None:
    assert database_unreachable(error)


def test_an_outage_is_found_through_wrapping_and_chaining() -> None:
    try:
        try:
            raise ConnectionResetError(104, "reset")
        except ConnectionResetError as cause:
            raise RuntimeError("while reading") from cause
    except RuntimeError as chained:
        assert database_unreachable(chained)


@pytest.mark.parametrize(
    "error",
    [
        ValueError("a bug"),
        KeyError("x"),
        exc.IntegrityError("INSERT", None, ValueError("duplicate key")),
        _postgres_error(asyncpg.exceptions.UniqueViolationError),
        _postgres_error(asyncpg.exceptions.SerializationError),
        asyncpg.exceptions.InterfaceError("another operation is in progress"),
        OSError("no errno: not a socket error"),
    ],
    ids=repr,
)
def test_other_errors_are_not(error: BaseException) -> None:
    assert not database_unreachable(error)
