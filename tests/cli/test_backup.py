"""`svc backup create` and `svc backup restore`: back up a serving instance (database and
uploaded files), wipe both, restore, and the restarted instance gives the same answers
(docs/operations.md, "Backups")."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.cli import svc
from tests.support.databases import PostgresTemplate
from tests.support.live_server import LiveServer, free_port, server_env
from tests.support.totems import data_of, model
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow

TOTEM = "/v1/profile/personal-totem"


def answers(server: LiveServer, token: str, made: list[dict[str, Any]]) -> dict[str, Any]:
    """What a client reads: the active model, the history, the gallery, the files."""
    auth = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=server.base_url, headers=auth, timeout=OUTBOUND) as http:
        seen: dict[str, Any] = {
            path: http.get(path).json()
            for path in (TOTEM, f"{TOTEM}/history", f"{TOTEM}/gallery", "/v1/profile/self")
        }
        for entry in made:
            file = http.get(entry["itemModelUrl"])
            assert file.status_code == 200, entry
            seen[entry["itemModelUrl"]] = file.content
    for moving in ("lastSeenAt", "status"):  # presence: every request moves it
        seen["/v1/profile/self"].pop(moving, None)
    return seen


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_back_up_wipe_restore_gives_the_same_answers(
    backend: str,
    tmp_path: Path,
    database_url_for: Callable[[str], str],
    postgres_template: PostgresTemplate | None,
) -> None:
    url = database_url_for(backend)
    data = tmp_path / "var"
    env = server_env(url, data)
    port = free_port()  # the same address before and after: the files' URLs include it
    issued = svc("token", "issue", "--user-id", "0192e4a0-0000-7000-8000-00000000b4c0",
                 "--name", "Keeper", env=env)  # fmt: skip
    assert issued.returncode == 0, issued.stderr
    token = issued.stdout.strip()
    backup = tmp_path / "svc-backup.tar.gz"

    server = LiveServer(env, port=port)
    with server:
        auth = {"Authorization": f"Bearer {token}"}
        made = []
        for n in range(3):
            upload = httpx.post(
                f"{server.base_url}{TOTEM}", json={"data": data_of(model(n))}, headers=auth
            )
            assert upload.status_code in (200, 201), upload.text
            made.append(upload.json())
        before = answers(server, token, made)
        created = svc("backup", "create", str(backup), env=env)  # while it serves
        assert created.returncode == 0, created.stderr
        assert "and 3 objects" in created.stdout

    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".svc")) == []
    shutil.rmtree(data / "objects")
    if backend == "sqlite":
        database = Path(url.removeprefix("sqlite+aiosqlite:///"))
        for leftover in database.parent.glob(database.name + "*"):
            leftover.unlink()
    else:
        assert postgres_template is not None
        url = postgres_template.empty()  # a new database: the old one is what was lost
        env = server_env(url, data)
    restored = svc("backup", "restore", str(backup), env=env)
    assert restored.returncode == 0, restored.stderr
    assert "and 3 objects" in restored.stdout
    assert "(head)" in svc("db", "current", env=env).stdout

    with LiveServer(env, port=port) as again:
        assert answers(again, token, made) == before


def test_a_restore_into_a_database_in_use_changes_nothing(
    tmp_path: Path, database_url_for: Callable[[str], str]
) -> None:
    url = database_url_for("sqlite")
    env = server_env(url, tmp_path / "var")
    backup = tmp_path / "backup.tar.gz"
    assert svc("backup", "create", str(backup), env=env).returncode == 0
    issued = svc("token", "issue", "--user-id", "0192e4a0-0000-7000-8000-00000000b4c1",
                 "--name", "After", env=env)  # fmt: skip
    assert issued.returncode == 0
    before = _table_counts(url)

    refused = svc("backup", "restore", str(backup), env=env)
    assert refused.returncode == 2
    assert "is migrated already" in refused.stderr and "Traceback" not in refused.stderr
    assert _table_counts(url) == before  # the user made after the backup is still there


def _table_counts(url: str) -> dict[str, int]:
    with sqlite3.connect(url.removeprefix("sqlite+aiosqlite:///")) as connection:
        names = [
            row[0]
            for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
        ]
        return {n: connection.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names}


def test_a_file_that_is_no_backup_is_refused_in_one_line(
    tmp_path: Path, database_url_for: Callable[[str], str]
) -> None:
    env = server_env(f"sqlite+aiosqlite:///{tmp_path / 'new.db'}", tmp_path / "var")
    bogus = tmp_path / "bogus.tar.gz"
    bogus.write_bytes(b"not a tar")
    refused = svc("backup", "restore", str(bogus), env=env)
    assert refused.returncode == 2
    assert refused.stderr.startswith("svc: ") and refused.stderr.count("\n") == 1
    assert not (tmp_path / "new.db").exists()  # nothing was created
