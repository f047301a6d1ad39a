"""The problem codes the OpenAPI document lists per operation hold against a real `svc serve`:
real errors, provoked over HTTP (a stranger, a token limited by scopes, a forged server secret,
an unknown or used claim key, a body that breaks a rule, a path id that does not parse, a body
not declared JSON), each answer a code the document served by that same server lists for the
operation under the answer's status (entrypoints/http/problem_codes.py)."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
REGISTER = "/v1/connect/servers/register"
CLAIM = "/v1/connect/servers/claim"


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("problem-codes-live")
    url = sqlite_template.fresh(directory)
    env = server_env(url, directory / "var", SVC_RATE_LIMIT_SCALE="0")
    with LiveServer(env) as svc:
        yield svc, url


@pytest.fixture(scope="module")
def listed(live: tuple[LiveServer, str]) -> dict[tuple[str, str], dict[int, set[str]]]:
    """(method, path template) -> status -> the codes the served document lists."""
    document = httpx.get(f"{live[0].base_url}/schema/openapi.json", timeout=OUTBOUND).json()
    return {
        (method.upper(), path): {
            int(status): set(response.get("x-problem-codes", []))
            for status, response in operation["responses"].items()
            if int(status) >= 400
        }
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if method in ("get", "put", "post", "delete", "patch")
    }


async def test_real_errors_answer_only_codes_the_document_lists(
    live: tuple[LiveServer, str],
    listed: dict[tuple[str, str], dict[int, set[str]]],
    settings_for: Callable[..., Settings],
) -> None:
    async with await build_core(settings_for(live[1])) as core:
        me, token = await sign_in(core, uuid.uuid4(), "Owner")
        _, scoped = await sign_in(core, uuid.uuid4(), "Scoped", scopes=("profile:read",))
    answers: list[tuple[str, str, int, str]] = []

    async with httpx.AsyncClient(base_url=live[0].base_url, timeout=OUTBOUND) as client:

        async def expect(
            method: str, template: str, path: str, status: int, code: str, **request: Any
        ) -> dict[str, Any]:
            answer = await client.request(method, path, **request)
            body: dict[str, Any] = answer.json()
            assert (answer.status_code, body.get("code")) == (status, code), answer.text
            answers.append((method, template, answer.status_code, body["code"]))
            return body

        registration = (
            await client.post(REGISTER, json={"serverType": "paper", "serverName": "Mine"})
        ).json()
        server_id = registration["serverId"]
        me_auth = bearer(token)
        claimed = await client.post(
            CLAIM, json={"claimKey": registration["claimKey"]}, headers=me_auth
        )
        assert claimed.status_code == 200, claimed.text

        await expect("GET", "/v1/connect/servers", "/v1/connect/servers", 401, "auth.invalid_token")
        await expect(
            "GET", "/v1/connect/servers", "/v1/connect/servers", 401, "auth.invalid_token",
            headers=bearer("not-a-token"),
        )  # fmt: skip
        await expect(
            "POST", CLAIM, CLAIM, 403, "auth.scoped_token_refused",
            json={"claimKey": "ABCD-EFGH"}, headers=bearer(scoped),
        )  # fmt: skip
        await expect(
            "POST", CLAIM, CLAIM, 404, "connect.claim_key_not_found",
            json={"claimKey": "ZZZZ-ZZZZ"}, headers=me_auth,
        )  # fmt: skip
        await expect(
            "POST", CLAIM, CLAIM, 409, "connect.claim_key_used",
            json={"claimKey": registration["claimKey"]}, headers=me_auth,
        )  # fmt: skip
        await expect("POST", CLAIM, CLAIM, 400, "validation", json={"claimKey": 7}, headers=me_auth)
        await expect(
            "POST", CLAIM, CLAIM, 415, "unsupported_media_type",
            content=b"claimKey", headers={**me_auth, "Content-Type": "text/plain"},
        )  # fmt: skip
        key = "/v1/connect/servers/{serverId}/claim-key"
        await expect(
            "GET", key, f"/v1/connect/servers/{server_id}/claim-key", 401,
            "connect.invalid_server_credentials",
            headers={"Authorization": "Bearer forged", "X-Server-Id": server_id},
        )  # fmt: skip
        await expect("GET", key, "/v1/connect/servers/not-a-uuid/claim-key", 400, "validation")
        await expect(
            "POST", "/v1/social/friends/blocks", "/v1/social/friends/blocks", 400, "blocks.self",
            json={"targetId": str(me)}, headers=me_auth,
        )  # fmt: skip
        await expect(
            "POST", "/v1/social/friends/reports", "/v1/social/friends/reports", 400,
            "reports.self", json={"targetId": str(me)}, headers=me_auth,
        )  # fmt: skip
        await expect(
            "POST", "/v1/social/friends/requests", "/v1/social/friends/requests", 404,
            "users.not_found",
            json={"targetId": str(uuid.uuid4()), "targetName": "Nobody"}, headers=me_auth,
        )  # fmt: skip

    unlisted = [
        f"{method} {template}: {status} {code} (listed: {listed[method, template].get(status)})"
        for method, template, status, code in answers
        if code not in listed[method, template].get(status, set())
    ]
    assert len(answers) == 12
    assert not unlisted, "\n".join(unlisted)
