"""What a log may show of a database error: never a value a statement carried.

The engines hide bound parameters (``hide_parameters=True``, ``adapters/sql/engine.py``), but
PostgreSQL's own messages quote values: a check violation's ``DETAIL: Failing row contains
(...)`` is the whole row (a feedback's text, a contact address), a unique violation's ``Key
(...)=(...)`` the key, ``invalid input syntax for type uuid: "..."`` the text sent, and
asyncpg's own ``invalid input for query argument $1: '...'`` the argument (on the fast read
path too). So an error of asyncpg, or SQLAlchemy's wrapper of one, is described by its SQLSTATE
and the names the server reports (constraint, table, column, type), never by its message; a
SQLAlchemy statement error by its driver error and its SQL (placeholders, not values).
SQLite's messages name constraints and columns, never values: they are kept.

Modules are looked up, not imported: a process that never loaded a driver has none of its
errors.
"""

from __future__ import annotations

import sys

_NAMES = (
    ("constraint", "constraint_name"),
    ("table", "table_name"),
    ("column", "column_name"),
    ("type", "data_type_name"),
)
_HIDDEN = "(the driver's message is not logged: it may quote values)"


def database_error_text(error: BaseException) -> str | None:
    """What a log shows instead of ``str(error)`` for a database error; None for any other
    error (its own text is then shown)."""
    sqlalchemy_exc = sys.modules.get("sqlalchemy.exc")
    if sqlalchemy_exc is not None and isinstance(error, sqlalchemy_exc.StatementError):
        orig = error.orig
        driver = (_driver_text(orig) or _HIDDEN) if orig is not None else ""
        kind = f"({type(orig).__module__}.{type(orig).__qualname__}) " if orig is not None else ""
        statement = f"\n[SQL: {error.statement}]" if error.statement else ""
        return f"{kind}{driver}{statement}"
    return _driver_text(error)


def _driver_text(error: BaseException) -> str | None:
    module = type(error).__module__
    if module.startswith(("asyncpg", "sqlalchemy.dialects")):
        return ", ".join([*_reported(error), _HIDDEN])
    sqlite3 = sys.modules.get("sqlite3")
    if sqlite3 is not None and isinstance(error, sqlite3.Error):
        return str(error)
    return None


def _reported(error: BaseException) -> list[str]:
    found = [f"SQLSTATE {state}"] if (state := getattr(error, "sqlstate", None)) else []
    for label, attribute in _NAMES:
        value = getattr(error, attribute, None)
        if isinstance(value, str) and value:
            found.append(f"{label} {value}")
    return found
