"""Commands that use the schema refuse a database that is not at head, in one line, exit code 2.

The refusal names the database (password masked), its revision and the head, and says to run
`svc db upgrade`; a database that cannot be reached is one line and exit code 2 as well.
"""

from __future__ import annotations

import socket
import sqlite3
import subprocess
import uuid
from collections.abc import Callable
from pathlib import Path
from urllib.parse import unquote

import pytest
from alembic.script import ScriptDirectory

from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.schema_version import _URL, ScriptRevisions, masked, script_revisions
from tests.support.cli import svc
from tests.support.databases import PostgresTemplate

USER = str(uuid.UUID("00000000-0000-7000-8000-0000000c11c1"))
SCRIPTS = ScriptDirectory.from_config(alembic_config("sqlite://"))
HEAD = ", ".join(sorted(SCRIPTS.get_heads()))
[FIRST] = SCRIPTS.get_bases()

# Every command that reads or writes the schema (`db upgrade` and `db current` do not need it).
SCHEMA_COMMANDS = {
    "token issue": ("token", "issue", "--user-id", USER, "--name", "Ops"),
    "admin grant": ("admin", "grant", USER, "profile:read"),
    "serve": ("serve", "--port", "1"),  # refused before uvicorn binds anything
}


def refusal(url: str, state: str, revision: str) -> str:
    return (
        f"svc: the database {url} {state} (revision {revision}, head {HEAD}): "
        "run `svc db upgrade` first"
    )


def assert_refused(result: subprocess.CompletedProcess[str], expected: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [expected]
    assert "Traceback" not in result.stderr


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class TestOurRevisions:
    def test_read_from_the_files_as_alembic_reads_them(self) -> None:
        ours = script_revisions()
        assert ours.heads == set(SCRIPTS.get_heads())
        assert ours.known == {script.revision for script in SCRIPTS.walk_revisions()}

    def test_unusual_files_are_read_whole(self, tmp_path: Path) -> None:
        (tmp_path / "a.py").write_text(
            '"""Base: the cut before the first\ndef falls in this docstring."""\n'
            'revision = "a"\ndown_revision = None\n'
        )
        (tmp_path / "b.py").write_text(
            "def upgrade() -> None:\n    pass\n\n\n"
            'revision: str = "b"\ndown_revision = (\n    "a",\n)\n'
        )
        (tmp_path / "c.py").write_text('revision = "c"\ndown_revision = "a"\n')
        (tmp_path / "__init__.py").write_text("")
        assert script_revisions(tmp_path) == ScriptRevisions(frozenset("abc"), frozenset("bc"))


class TestUrls:
    @pytest.mark.parametrize(
        ("url", "shown"),
        [
            ("sqlite+aiosqlite:///./var/svc.db", None),
            ("sqlite+aiosqlite:////srv/svc data/svc.db", None),
            ("sqlite+aiosqlite:///var%20dir/svc.db?timeout=5", None),
            ("postgresql+asyncpg://postgres@127.0.0.1/test", None),
            (
                "postgresql+asyncpg://svc:hunter2@db:5432/svc",
                "postgresql+asyncpg://svc:***@db:5432/svc",
            ),
            (
                "postgresql+asyncpg://svc:p%40ss%2F@[::1]:5432/svc?ssl=require",
                "postgresql+asyncpg://svc:***@[::1]:5432/svc?ssl=require",
            ),
            ("postgresql+asyncpg://svc:@db/svc", "postgresql+asyncpg://svc:***@db/svc"),
        ],
    )
    def test_are_read_as_sqlalchemy_reads_them(self, url: str, shown: str | None) -> None:
        from sqlalchemy.engine import make_url

        from adapters.sql.engine import sqlite_path

        assert masked(url) == (shown or url)
        parsed, match = make_url(url), _URL.match(url)
        assert match is not None
        assert match["name"] == parsed.drivername
        assert unquote(match["password"] or "") == (parsed.password or "")
        if parsed.get_backend_name() == "sqlite":
            assert Path(unquote(match["database"])) == sqlite_path(url)


class TestSqlite:
    @pytest.mark.parametrize("command", SCHEMA_COMMANDS)
    @pytest.mark.parametrize("file", ["missing", "empty"])
    def test_an_unmigrated_database_is_refused(
        self, env: dict[str, str], command: str, file: str
    ) -> None:
        path = Path(env["SVC_DATABASE_URL"].removeprefix("sqlite+aiosqlite:///"))
        if file == "empty":
            path.touch()
        result = svc(*SCHEMA_COMMANDS[command], env=env, timeout=30)
        assert_refused(result, refusal(env["SVC_DATABASE_URL"], "is not migrated", "none"))
        assert path.exists() == (file == "empty")  # the check creates nothing

    @pytest.mark.parametrize("command", ["token issue", "admin grant"])
    def test_a_database_behind_head_is_refused(self, env: dict[str, str], command: str) -> None:
        upgrade(env["SVC_DATABASE_URL"], FIRST)
        result = svc(*SCHEMA_COMMANDS[command], env=env)
        assert_refused(result, refusal(env["SVC_DATABASE_URL"], "is behind", FIRST))

    def test_a_database_of_a_newer_release_is_used_with_a_warning(
        self, env: dict[str, str], database_url_for: Callable[[str], str]
    ) -> None:
        url = database_url_for("sqlite")
        with sqlite3.connect(url.removeprefix("sqlite+aiosqlite:///")) as connection:
            connection.execute("UPDATE alembic_version SET version_num = '9999_newer'")
        result = svc(*SCHEMA_COMMANDS["token issue"], env={**env, "SVC_DATABASE_URL": url})
        assert result.returncode == 0, result.stderr
        assert result.stdout.count(".") == 2  # the token
        assert f"WARNING svc.schema: the database {url} is at revision 9999_newer" in result.stderr

    def test_a_file_that_is_not_a_database_is_reported(self, env: dict[str, str]) -> None:
        url = env["SVC_DATABASE_URL"]
        Path(url.removeprefix("sqlite+aiosqlite:///")).write_text("not a database\n" * 100)
        result = svc(*SCHEMA_COMMANDS["token issue"], env=env)
        assert_refused(result, f"svc: cannot read the database {url}: file is not a database")


class TestUnreachable:
    @pytest.mark.parametrize(
        "command",
        [SCHEMA_COMMANDS["token issue"], SCHEMA_COMMANDS["admin grant"], ("db", "upgrade")],
        ids=["token issue", "admin grant", "db upgrade"],
    )
    def test_is_one_line_with_the_password_masked(
        self, env: dict[str, str], command: tuple[str, ...]
    ) -> None:
        port = closed_port()
        url = f"postgresql+asyncpg://svc:hunter2@127.0.0.1:{port}/svc"
        result = svc(*command, env={**env, "SVC_DATABASE_URL": url})
        assert result.returncode == 2
        [line] = result.stderr.strip().splitlines()
        assert line.startswith(
            f"svc: cannot reach the database postgresql+asyncpg://svc:***@127.0.0.1:{port}/svc: "
        )
        assert "hunter2" not in result.stderr


class TestPostgres:
    @pytest.fixture
    def empty_url(self, postgres_template: PostgresTemplate | None) -> str:
        if postgres_template is None:
            pytest.skip("PostgreSQL suite: set SVC_TEST_POSTGRES_URL to run it")
        return postgres_template.empty()

    def masked(self, url: str) -> str:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)

    @pytest.mark.parametrize("command", ["token issue", "admin grant"])
    def test_an_unmigrated_database_is_refused(
        self, env: dict[str, str], empty_url: str, command: str
    ) -> None:
        result = svc(*SCHEMA_COMMANDS[command], env={**env, "SVC_DATABASE_URL": empty_url})
        assert_refused(result, refusal(self.masked(empty_url), "is not migrated", "none"))

    def test_a_database_behind_head_is_refused_until_upgraded(
        self, env: dict[str, str], empty_url: str
    ) -> None:
        env = {**env, "SVC_DATABASE_URL": empty_url}
        upgrade(empty_url, FIRST)
        assert_refused(
            svc(*SCHEMA_COMMANDS["token issue"], env=env),
            refusal(self.masked(empty_url), "is behind", FIRST),
        )
        assert svc("db", "upgrade", env=env).returncode == 0
        issued = svc(*SCHEMA_COMMANDS["token issue"], env=env)
        assert issued.returncode == 0, issued.stderr
