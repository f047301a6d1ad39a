"""svc installed the way the container image installs it (deploy/install.sh, into a fresh
directory outside the checkout) and started from there: it finds its migrations and the docs
UI's assets, keeps development data in the user's data directory, and reports the build id it
was installed with (docs/deploy.md).

CI runs the script once (`.ci/run`) and names the result in SVC_TEST_INSTALLED_PREFIX and
SVC_TEST_INSTALLED_BUILD_ID; without them the test runs it itself (a few minutes: it installs
every runtime dependency from the lock file into a new virtual environment).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from adapters.sql.schema_version import script_revisions
from tests.support.cli import ROOT
from tests.support.live_server import LiveServer
from tests.support.waiting import OUTBOUND, STARTUP

pytestmark = pytest.mark.slow

BUILD_ID = "2026.11.29-install0"
INSTALL_TIMEOUT = 1800.0  # seconds: a new virtual environment, every dependency, on 2 busy cores


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    given = os.environ.get("SVC_TEST_INSTALLED_PREFIX")
    if given:
        yield Path(given), os.environ["SVC_TEST_INSTALLED_BUILD_ID"]
        return
    prefix = tmp_path_factory.mktemp("installed") / "svc"
    done = subprocess.run(
        [str(ROOT / "deploy" / "install.sh"), str(prefix), BUILD_ID],
        cwd=tmp_path_factory.getbasetemp(),
        capture_output=True,
        text=True,
        timeout=INSTALL_TIMEOUT,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    yield prefix, BUILD_ID


def outside(tmp_path: Path) -> dict[str, str]:
    """An environment with nothing of the checkout or its virtual environment in it (an empty
    value counts as unset, also where LiveServer adds the test process's environment)."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("SVC_", "PYTHON", "VIRTUAL_ENV", "XDG_"))
    }
    unset = dict.fromkeys(("PYTHONPATH", "SVC_DATA_DIR", "SVC_DATABASE_URL", "SVC_BUILD_ID"), "")
    return env | unset | {"SVC_ENV": "development", "XDG_DATA_HOME": str(tmp_path / "xdg")}


def test_the_installed_svc_runs_from_anywhere_with_its_migrations_assets_and_build_id(
    installed: tuple[Path, str], tmp_path: Path
) -> None:
    prefix, build_id = installed
    svc = str(prefix / "bin" / "svc")
    env = outside(tmp_path)
    where = subprocess.run(
        [str(prefix / "bin" / "python"), "-c", "import bootstrap; print(bootstrap.__file__)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=STARTUP,
    )  # fmt: skip
    assert Path(where.stdout.strip()).is_relative_to(prefix), where  # not the checkout's src/

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [svc, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=STARTUP
        )

    upgraded = run("db", "upgrade")
    assert upgraded.returncode == 0, upgraded.stderr
    head = ", ".join(sorted(script_revisions().heads))
    assert run("db", "current").stdout == f"{head} (head)\n"
    assert (tmp_path / "xdg" / "svc" / "svc.db").is_file()  # the user's data directory

    with LiveServer(env, cwd=tmp_path, command=[svc]) as server:
        health = httpx.get(f"{server.base_url}/health", timeout=OUTBOUND).json()
        assert health["buildId"] == build_id
        for path in ("/schema", "/schema/assets/swagger-ui-bundle.js", "/schema/openapi.json"):
            answer = httpx.get(f"{server.base_url}{path}", timeout=OUTBOUND)
            assert answer.status_code == 200, path
    assert sorted(p.name for p in tmp_path.iterdir()) == ["xdg"]  # nothing in the cwd
