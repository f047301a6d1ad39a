"""Whether an error means "the database cannot be reached" (down, restarting, cut off).

Such errors are answered with a 503 problem, not a 500: the request changed nothing it did not
commit, and the client may retry. The pools recover by themselves (pre-ping on the
SQLAlchemy pool; asyncpg drops a broken connection from its pool and opens a new one later).
"""

from __future__ import annotations

import sys

# Connection-class SQLSTATEs: 08xxx (connection exception), 57P01-57P03 (admin or crash
# shutdown, cannot connect now: the server is starting or stopping), and 57014 (a statement
# cancelled: SVC_DB_STATEMENT_TIMEOUT ran out; the client's own timeout is a TimeoutError).
_OUTAGE_STATES = ("08", "57P01", "57P02", "57P03", "57014")


def database_unreachable(error: BaseException) -> bool:
    """True for a lost or refused database connection, at any depth of wrapping."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if _is_outage(current):
            return True
        current = getattr(current, "orig", None) or current.__cause__ or current.__context__
    return False


def _is_outage(error: BaseException) -> bool:
    if isinstance(error, ConnectionError | TimeoutError):  # refused, reset, connect timeout
        return True
    if isinstance(error, OSError) and error.errno is not None:  # no route, unreachable
        return True
    sqlalchemy_exc = sys.modules.get("sqlalchemy.exc")
    if sqlalchemy_exc is not None:
        if isinstance(error, sqlalchemy_exc.TimeoutError):  # no pooled connection in time
            return True
        if isinstance(error, sqlalchemy_exc.DBAPIError) and error.connection_invalidated:
            return True
    asyncpg = sys.modules.get("asyncpg")
    if asyncpg is not None:
        if isinstance(
            error,
            asyncpg.exceptions.ConnectionDoesNotExistError
            | asyncpg.exceptions.PostgresConnectionError,
        ):
            return True
        if isinstance(error, asyncpg.exceptions.InterfaceError) and "closed" in str(error):
            return True
        state = getattr(error, "sqlstate", None)
        if isinstance(state, str) and state.startswith(_OUTAGE_STATES):
            return True
    return False
