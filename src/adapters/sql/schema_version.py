"""Is a database at the head of our migrations? Checked in milliseconds, without Alembic.

The ``svc`` commands that use the schema ask this before building the core, so a database that
was never migrated (or is behind) gets one line naming it, its revision, the head and the fix,
instead of a ``no such table`` traceback from deep inside a use case.

Both sides are read directly: the database's revisions from ``alembic_version`` (stdlib
``sqlite3``, or one asyncpg connection), ours from the ``revision`` and ``down_revision``
assignments of the files in ``migrations/versions`` (parsed, not imported). Importing Alembic
alone costs a few hundred milliseconds (docs/operations.md, "CLI start-up");
``tests/cli/test_schema_check.py`` checks this reading against Alembic's ``ScriptDirectory``.

Only the standard library is imported, and asyncpg when the database is PostgreSQL: a refusal
costs tens of milliseconds, not the import of SQLAlchemy. The URL is read with SQLAlchemy's own
grammar (``make_url``), so the check opens the file the engine would open.
"""

from __future__ import annotations

import ast
import logging
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

VERSIONS = Path(__file__).with_name("migrations") / "versions"
CONNECT_TIMEOUT = 10.0
"""Seconds to wait for PostgreSQL (and for a locked SQLite file) before giving up."""

_log = logging.getLogger("svc.schema")
_FIRST_DEF = re.compile(r"^(?=(?:async\s+def|def|class)\s)", re.MULTILINE)
# The pattern of sqlalchemy.engine.url._parse_url (tests/cli/test_schema_check.py compares).
_URL = re.compile(
    r"""
    (?P<name>[\w+]+)://
    (?:(?P<username>[^:/]*)(?::(?P<password>[^@]*))?@)?
    (?:(?:\[(?P<ipv6host>[^/?]+)\]|(?P<ipv4host>[^/:?]+))?(?::(?P<port>[^/?]*))?)?
    (?:/(?P<database>[^?]*))?
    (?:\?(?P<query>.*))?
    """,
    re.VERBOSE,
)


class SchemaError(Exception):
    """The database cannot be used as it is; the message names it and says what to do."""


class SchemaNotAtHead(SchemaError):
    """The database lacks migrations this code needs (or was never migrated)."""


class DatabaseUnavailable(SchemaError):
    """The database cannot be reached or read."""


@dataclass(frozen=True, slots=True)
class ScriptRevisions:
    """The revisions of the migration files: all of them, and the heads (no child)."""

    known: frozenset[str]
    heads: frozenset[str]


@dataclass(frozen=True, slots=True)
class SchemaStatus:
    database: str
    """The URL, password masked."""
    current: frozenset[str]
    """The rows of ``alembic_version``; empty when the database was never migrated."""
    script: ScriptRevisions

    @property
    def at_head(self) -> bool:
        return self.current == self.script.heads

    @property
    def newer(self) -> bool:
        """Migrated by a newer release: it has revisions our files do not know."""
        return bool(self.current - self.script.known)

    @property
    def summary(self) -> str:
        """One line for ``svc db current``: ``0005_merge_areas (head)``, ``none (not migrated;
        head ...)``, ``0003_x (behind; head ...)``, ``0007_y (newer than this release; ...)``."""
        current, heads = _names(self.current), _names(self.script.heads)
        if self.at_head:
            return f"{current} (head)"
        if not self.current:
            state = "not migrated"
        elif self.newer:
            state = "newer than this release"
        else:
            state = "behind"
        return f"{current} ({state}; head {heads})"


def script_revisions(directory: Path = VERSIONS) -> ScriptRevisions:
    """Read ``revision`` and ``down_revision`` of every migration file without importing it."""
    known: set[str] = set()
    parents: set[str] = set()
    for path in sorted(directory.glob("*.py")):
        if path.name.startswith(("__init__", ".#")):  # what Alembic skips too
            continue
        revision, down = _revision_of(path)
        known.add(revision)
        parents.update(down)
    return ScriptRevisions(frozenset(known), frozenset(known - parents))


def _revision_of(path: Path) -> tuple[str, tuple[str, ...]]:
    source = path.read_text(encoding="utf-8")
    # The identifiers come before the first function (script.py.mako): parsing only that
    # header takes a tenth of the time. Anything unusual falls back to the whole file.
    header = _FIRST_DEF.split(source, maxsplit=1)[0]
    try:
        values = _assignments(header)
    except SyntaxError:
        values = {}
    if "revision" not in values:
        values = _assignments(source)
    revision, down = values.get("revision"), values.get("down_revision")
    if not isinstance(revision, str):
        raise ValueError(f"{path.name}: no `revision = '...'` at the top level")
    if down is None:
        return revision, ()
    if isinstance(down, str):
        return revision, (down,)
    if isinstance(down, tuple | list) and all(isinstance(d, str) for d in down):
        return revision, tuple(down)
    raise ValueError(f"{path.name}: `down_revision` must be None, a name or names")


def _assignments(source: str) -> dict[str, object]:
    values: dict[str, object] = {}
    target: ast.expr
    for statement in ast.parse(source).body:
        if isinstance(statement, ast.AnnAssign) and statement.value is not None:
            target, value = statement.target, statement.value
        elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target, value = statement.targets[0], statement.value
        else:
            continue
        if isinstance(target, ast.Name) and target.id in ("revision", "down_revision"):
            values[target.id] = ast.literal_eval(value)
    return values


async def schema_status(url: str) -> SchemaStatus:
    """Where the database at ``url`` (SQLite or PostgreSQL, SQLAlchemy form) stands."""
    database = masked(url)
    match = _URL.match(url)
    if match is None:
        raise DatabaseUnavailable(f"cannot parse the database URL {database}")
    scheme = match["name"]
    if scheme.partition("+")[0] == "sqlite":
        path = unquote(match["database"] or "")
        if path in ("", ":memory:"):
            raise DatabaseUnavailable(
                f"the database {database} is in memory: give a file, or use memory://"
            )
        current = _sqlite_revisions(Path(path), database)
    else:
        current = await _postgres_revisions("postgresql" + url[len(scheme) :], database)
    return SchemaStatus(database, current, script_revisions())


def masked(url: str) -> str:
    """``url`` with its password replaced by ``***``, the rest as written."""
    match = _URL.match(url)
    if match is None:
        return url.partition("://")[0] + "://..."
    if match["password"] is None:
        return url
    start, end = match.span("password")
    return f"{url[:start]}***{url[end:]}"


async def check_schema(url: str) -> SchemaStatus:
    """Raise ``SchemaNotAtHead`` unless the database has every migration of ours.

    A database with revisions we do not know was migrated by a newer release: that is logged
    as a warning and allowed (rolling back the code must not lock the operators out).
    """
    status = await schema_status(url)
    if status.at_head:
        return status
    current, heads = _names(status.current), _names(status.script.heads)
    if status.newer:
        _log.warning(
            "the database %s is at revision %s, which this release does not know (its head is "
            "%s): it was migrated by a newer release",
            status.database,
            current,
            heads,
        )
        return status
    state = "is not migrated" if not status.current else "is behind"
    raise SchemaNotAtHead(
        f"the database {status.database} {state} (revision {current}, head {heads}): "
        "run `svc db upgrade` first"
    )


def _names(revisions: frozenset[str]) -> str:
    return ", ".join(sorted(revisions)) or "none"


def _sqlite_revisions(path: Path, database: str) -> frozenset[str]:
    if not path.exists():
        return frozenset()  # `svc db upgrade` creates it
    try:
        connection = sqlite3.connect(path, timeout=CONNECT_TIMEOUT, isolation_level=None)
        try:
            connection.execute("PRAGMA query_only=ON")
            if not connection.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'"
            ).fetchone():
                return frozenset()
            rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise DatabaseUnavailable(f"cannot read the database {database}: {error}") from None
    return frozenset(row[0] for row in rows)


async def _postgres_revisions(dsn: str, database: str) -> frozenset[str]:
    import asyncpg

    try:
        connection = await asyncpg.connect(dsn, timeout=CONNECT_TIMEOUT)
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
        raise DatabaseUnavailable(
            f"cannot reach the database {database}: {_reason(error)}"
        ) from None
    try:
        rows = await connection.fetch("SELECT version_num FROM alembic_version")
    except asyncpg.UndefinedTableError:
        return frozenset()
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        raise DatabaseUnavailable(
            f"cannot read the database {database}: {_reason(error)}"
        ) from None
    finally:
        await connection.close()
    return frozenset(row[0] for row in rows)


def _reason(error: Exception) -> str:
    if isinstance(error, TimeoutError):
        return f"no answer within {CONNECT_TIMEOUT:g} s"
    return str(error) or type(error).__name__
