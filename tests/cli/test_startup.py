"""`svc` starts fast: importing the command and `svc --help` load none of the heavy packages,
and a refused command never builds the core (docs/operations.md, "CLI start-up")."""

from __future__ import annotations

import json

from tests.support.cli import python, svc

HEAVY = (
    "litestar",
    "uvicorn",
    "sqlalchemy",
    "alembic",
    "asyncpg",
    "aiosqlite",
    "httpx",
    "redis",
    "dns",
    "bootstrap.core",
    "entrypoints.http",
)

LOADED = f"""
import json, sys
heavy = {HEAVY!r}
loaded = {{h for h in heavy for m in sys.modules if (m + '.').startswith(h + '.')}}
print(json.dumps(sorted(loaded)))
"""


def loaded_after(code: str, env: dict[str, str] | None = None) -> list[str]:
    result = python(code + LOADED, env)
    assert result.returncode == 0, result.stderr
    loaded: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return loaded


def test_importing_the_command_loads_nothing_heavy() -> None:
    assert loaded_after("import entrypoints.cli") == []


def test_help_loads_nothing_heavy() -> None:
    code = """
import contextlib, io
from entrypoints.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    main(["--help"])
"""
    assert loaded_after(code) == []


def test_the_settings_load_without_the_core() -> None:
    assert loaded_after("from bootstrap import Settings; Settings.from_env()") == []


def test_a_refused_command_does_not_build_the_core(env: dict[str, str]) -> None:
    code = """
from entrypoints.cli import main
assert main(["token", "issue", "--user-id", "00000000-0000-7000-8000-000000000001",
             "--name", "Ops"]) == 2
"""
    # The revision check reads alembic_version with sqlite3 and the migration files with ast.
    assert loaded_after(code, env) == []


def test_issuing_a_token_loads_only_what_it_uses(env: dict[str, str]) -> None:
    """The database path and the signer: no HTTP client, DNS, PostgreSQL driver or web app."""
    assert svc("db", "upgrade", env=env).returncode == 0
    code = """
import contextlib, io
from entrypoints.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    assert main(["token", "issue", "--user-id", "00000000-0000-7000-8000-000000000001",
                 "--name", "Ops"]) == 0
"""
    assert loaded_after(code, env) == ["aiosqlite", "bootstrap.core", "sqlalchemy"]


def test_upgrading_a_database_at_head_does_not_load_alembic(env: dict[str, str]) -> None:
    """`make run` upgrades before every start: at head it is a read of alembic_version."""
    assert svc("db", "upgrade", env=env).returncode == 0
    code = """
from entrypoints.cli import main
assert main(["db", "upgrade"]) == 0
"""
    assert loaded_after(code, env) == []
