"""The `svc` command and the server find the same development data (database, keys) whatever
directory they run in (src/bootstrap/data_dir.py); `svc db current` answers in one line."""

from __future__ import annotations

import uuid
from pathlib import Path

import httpx
import pytest

from adapters.sql.schema_version import script_revisions
from bootstrap.settings import Settings
from tests.support.cli import ROOT, svc
from tests.support.live_server import LiveServer
from tests.support.waiting import OUTBOUND

HEAD = ", ".join(sorted(script_revisions().heads))


@pytest.fixture
def places(tmp_path: Path) -> tuple[Path, Path, Path]:
    """Three unrelated working directories."""
    made = tuple(tmp_path / name for name in ("ops", "home", "elsewhere"))
    for directory in made:
        directory.mkdir()
    return made  # type: ignore[return-value]


def development(data_dir: Path) -> dict[str, str]:
    """Development, SVC_DATABASE_URL unset (empty counts as unset): the default database."""
    return {"SVC_ENV": "development", "SVC_DATA_DIR": str(data_dir), "SVC_DATABASE_URL": ""}


@pytest.mark.slow
def test_the_cli_and_the_server_share_one_database_and_key_from_any_directory(
    tmp_path: Path, places: tuple[Path, Path, Path]
) -> None:
    ops, home, elsewhere = places
    env = development(tmp_path / "data")
    upgraded = svc("db", "upgrade", env=env, cwd=ops)
    assert upgraded.returncode == 0, upgraded.stderr
    assert (tmp_path / "data" / "svc.db").is_file()

    issued = svc(
        "token", "issue", "--user-id", str(uuid.uuid4()), "--name", "Ops", env=env, cwd=home
    )
    assert issued.returncode == 0, issued.stderr
    token = issued.stdout.strip()
    assert list(ops.iterdir()) == list(home.iterdir()) == []  # nothing made where they ran

    with LiveServer(env, cwd=elsewhere) as server:
        answer = httpx.get(
            f"{server.base_url}/v1/profile/self",
            headers={"Authorization": f"Bearer {token}"},
            timeout=OUTBOUND,
        )
        assert answer.status_code == 200, answer.text
    assert list(elsewhere.iterdir()) == []
    assert sorted(p.name for p in (tmp_path / "data" / "dev-keys").iterdir()) == [
        "encryption.key",
        "jwt-ed25519.pem",
    ]


def test_db_current_prints_the_revision_in_one_line(
    tmp_path: Path, places: tuple[Path, Path, Path]
) -> None:
    ops, home, _ = places
    env = development(tmp_path / "data")
    before = svc("db", "current", env=env, cwd=ops)
    assert (before.returncode, before.stdout, before.stderr) == (
        0,
        f"none (not migrated; head {HEAD})\n",
        "",
    )
    assert svc("db", "upgrade", env=env, cwd=ops).returncode == 0
    after = svc("db", "current", env=env, cwd=home)
    assert (after.returncode, after.stdout, after.stderr) == (0, f"{HEAD} (head)\n", "")


def test_unset_the_data_directory_is_the_checkouts_var_wherever_the_process_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    settings = Settings.from_env({})
    assert settings.server.data_dir == ROOT / "var"
    assert settings.database.database_url == f"sqlite+aiosqlite:///{ROOT / 'var' / 'svc.db'}"


def test_a_relative_data_directory_is_taken_from_where_the_process_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    settings = Settings.from_env({"SVC_DATA_DIR": "state"})
    assert settings.server.data_dir == tmp_path / "state"
    assert settings.database.database_url == f"sqlite+aiosqlite:///{tmp_path / 'state' / 'svc.db'}"
    explicit = Settings.from_env(
        {"SVC_DATA_DIR": "state", "SVC_DATABASE_URL": "sqlite+aiosqlite:///x.db"}
    )
    assert explicit.database.database_url == "sqlite+aiosqlite:///x.db"  # as given
