"""Storage keys over real HTTP: a template asset's ``storage://`` key follows the object
storage's key rule (domain/shared/storage_key.py), so a key that climbs out of the storage
(``storage://../../dev-keys/jwt-ed25519.pem``) is a 400 naming the field, and nothing is
stored: no template, and an existing one keeps its assets."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from tests.support.databases import SqliteTemplate
from tests.support.games import SCHEMA_JSON
from tests.support.live_server import LiveServer, server_env
from tests.support.versions import person
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
TEMPLATES = "/v1/games/templates"
ESCAPING = (
    "storage://../../dev-keys/jwt-ed25519.pem",
    "storage://maps/../../../dev-keys/jwt-ed25519.pem",
    "storage:///etc/passwd",
    "storage://maps\\..\\..\\dev-keys",
    "storage://Maps/CTF.zip",
)


def _body(url: str) -> dict[str, object]:
    return {
        "name": "Capture the Flag",
        "mode": "ctf",
        "minPlayers": 4,
        "maxPlayers": 16,
        "settingsSchema": SCHEMA_JSON,
        "assets": [
            {"name": "icon", "url": "https://cdn.example.com/i.png"},
            {"name": "map", "url": url},
        ],
    }


async def test_a_storage_key_outside_the_rule_is_a_400_and_nothing_is_stored(
    tmp_path: Path, sqlite_template: SqliteTemplate, settings_for: Callable[..., Settings]
) -> None:
    url = sqlite_template.fresh(tmp_path)
    async with await build_core(settings_for(url)) as core:
        owner = await person(core, "Owner")
        token = (await core.identity.tokens.issue(owner.user_id, SessionKind.CLI, ())).token
    headers = {"Authorization": f"Bearer {token}"}

    with LiveServer(server_env(url, tmp_path / "var")) as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
            for bad in ESCAPING:
                refused = await client.post(TEMPLATES, json=_body(bad), headers=headers)
                assert refused.status_code == 400, (bad, refused.text)
                problem = refused.json()
                assert problem["code"] == "validation"
                assert [e["field"] for e in problem["errors"]] == ["assets[1].url"]
            assert (await client.get(TEMPLATES, headers=headers)).json()["items"] == []

            made = await client.post(
                TEMPLATES, json=_body("storage://maps/ctf-1.zip"), headers=headers
            )
            assert made.status_code == 201, made.text
            template = made.json()["template"]
            path = f"{TEMPLATES}/{template['id']}"
            replaced = await client.put(
                path, json=_body(ESCAPING[0]), headers={**headers, "If-Match": '"1"'}
            )
            assert replaced.status_code == 400
            kept = (await client.get(path, headers=headers)).json()["template"]
    assert (kept["revision"], kept["assets"]) == (1, template["assets"])
    assert kept["assets"][1]["url"] == "storage://maps/ctf-1.zip"
