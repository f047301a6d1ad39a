"""`svc openapi`: the document the clients are generated from is the one the app serves."""

from __future__ import annotations

import json
from pathlib import Path

from litestar.testing import AsyncTestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.support.cli import svc


async def test_writes_the_document_the_app_serves(env: dict[str, str], tmp_path: Path) -> None:
    target = tmp_path / "openapi.json"
    written = svc("openapi", "-o", str(target), env={**env, "SVC_DATABASE_URL": "memory://"})
    assert written.returncode == 0, written.stderr
    document = json.loads(target.read_text())
    settings = Settings.from_env({**env, "SVC_DATABASE_URL": "memory://"})
    async with AsyncTestClient(app=create_app(settings)) as http:
        served = (await http.get("/schema/openapi.json")).json()
    assert document == served
    assert "/v1/connect/servers/register" in document["paths"]
    # one class name per schema: titles are unique (generators name classes after them)
    titles = [schema.get("title") for schema in document["components"]["schemas"].values()]
    assert len([t for t in titles if t]) == len({t for t in titles if t})


def test_standard_output_by_default(env: dict[str, str]) -> None:
    printed = svc("openapi", env={**env, "SVC_DATABASE_URL": "memory://"})
    assert printed.returncode == 0, printed.stderr
    assert json.loads(printed.stdout)["info"]["title"] == "svc public API"
