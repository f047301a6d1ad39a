"""What a real `svc serve` writes to its log: one access line per request, and no credential.

The server's log is its whole output (uvicorn's lines and ours). Tokens are sent every way a
client may send them (query string of the stream, subprotocol, Authorization header, cookie,
query strings of plain requests); none may appear in the log.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, eventually, wait_until

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    """A server logging JSON lines, and its database URL."""
    directory = tmp_path_factory.mktemp("log-live")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var", SVC_LOG_FORMAT="json")) as server:
        yield server, url


async def _user(live: tuple[LiveServer, str], settings_for: Callable[..., Settings]) -> Any:
    async with await build_core(settings_for(live[1])) as core:
        return await sign_in(core, uuid.uuid4(), "Logged")


def _json_lines(server: LiveServer) -> list[dict[str, Any]]:
    lines = []
    for line in server.output().splitlines():
        if line.startswith("{"):
            lines.append(json.loads(line))
    return lines


def _access_lines(server: LiveServer, request_id: str) -> list[dict[str, Any]]:
    return [
        line
        for line in _json_lines(server)
        if line["logger"] == "svc.access" and line.get("requestId") == request_id
    ]


async def _claimed_server(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    registration = (
        await client.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Logged"}
        )
    ).json()
    claimed = await client.post(
        "/v1/connect/servers/claim",
        json={"claimKey": registration["claimKey"]},
        headers=bearer(token),
    )
    assert claimed.status_code == 200, claimed.text
    return registration


async def test_a_stream_opened_with_a_query_token_leaves_no_token_in_the_log(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, _ = live
    _, token = await _user(live, settings_for)
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        server_id = (await _claimed_server(client, token))["serverId"]
    url = f"{server.ws_url}/v1/connect/servers/{server_id}/stream"
    async with connect(f"{url}?token={token}", open_timeout=OUTBOUND) as socket:
        assert json.loads(await socket.recv())["type"] == "hello"

    await eventually(
        lambda: "[accepted]" in server.output() and server_id in server.output(),
        "uvicorn logged the accepted WebSocket",
    )
    log = server.output()
    assert token not in log
    assert "?token=[redacted]" in log


async def test_a_stream_opened_with_the_bearer_subprotocol_is_served(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, _ = live
    _, token = await _user(live, settings_for)
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        server_id = (await _claimed_server(client, token))["serverId"]
    url = f"{server.ws_url}/v1/connect/servers/{server_id}/stream"
    async with connect(url, subprotocols=["svc.bearer", token], open_timeout=OUTBOUND) as socket:
        assert socket.subprotocol == "svc.bearer"
        hello = json.loads(await socket.recv())
    assert (hello["type"], hello["serverId"]) == ("hello", server_id)
    async with connect(
        url, subprotocols=["svc.bearer", "not-a-token"], open_timeout=OUTBOUND
    ) as socket:
        assert socket.subprotocol == "svc.bearer"
        await socket.wait_closed()
    assert socket.close_code == 4401
    assert token not in server.output()


async def test_each_request_gets_one_access_line_with_its_fields_and_no_credential(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, _ = live
    user_id, token = await _user(live, settings_for)
    requests: list[tuple[str, str, dict[str, Any]]] = []

    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:

        async def call(method: str, path: str, **kwargs: Any) -> httpx.Response:
            request_id = f"log-test-{uuid.uuid4().hex}"
            headers = {"X-Request-Id": request_id, **kwargs.pop("headers", {})}
            response = await client.request(method, path, headers=headers, **kwargs)
            requests.append((request_id, method, {"status": response.status_code}))
            return response

        registration = (
            await call(
                "POST",
                "/v1/connect/servers/register",
                json={"serverType": "paper", "serverName": "Logged"},
            )
        ).json()
        secret = registration["serverSecret"]
        server_headers = {
            "Authorization": f"Bearer {secret}",
            "X-Server-Id": registration["serverId"],
        }
        await call("GET", "/v1/profile/self", headers=bearer(token))
        await call("GET", "/v1/profile/self", headers={"Cookie": f"svc_token={token}"})
        await call("GET", f"/v1/profile/self?token={token}&apiToken={token}")
        await call("GET", f"/v1/connect/servers/{registration['serverId']}/claim-key",
                   headers=server_headers)  # fmt: skip
        await call("GET", f"/no/such/path?secret={secret}")
        await call("GET", "/v1/auth/verify", headers=bearer("a-wrong-token-of-some-length"))

    def all_logged() -> bool:
        return all(len(_access_lines(server, request_id)) == 1 for request_id, _, _ in requests)

    await eventually(all_logged, "one access line per request")
    lines = {request_id: _access_lines(server, request_id)[0] for request_id, _, _ in requests}
    for request_id, method, expected in requests:
        line = lines[request_id]
        assert line["level"] == "INFO"
        assert line["method"] == method
        assert line["status"] == expected["status"]
        assert isinstance(line["durationMs"], int | float) and line["durationMs"] >= 0
        assert line["route"].startswith("/") or line["route"] == "<unmatched>"
    register, header, cookie, query, as_server, unmatched, wrong = (
        lines[request_id] for request_id, _, _ in requests
    )
    assert register["route"] == "/v1/connect/servers/register" and register["status"] == 201
    assert "userId" not in register and "serverId" not in register
    assert header["route"] == "/v1/profile/self" and header["userId"] == str(user_id)
    assert cookie["userId"] == str(user_id)
    assert query["status"] == 401 and "userId" not in query  # tokens in a query: the stream only
    assert as_server["route"] == "/v1/connect/servers/{server_id}/claim-key"
    assert as_server["serverId"] == registration["serverId"]
    assert (unmatched["route"], unmatched["status"]) == ("<unmatched>", 404)
    assert wrong["status"] == 401 and "userId" not in wrong

    log = server.output()
    for credential in (token, secret, "a-wrong-token-of-some-length"):
        assert credential not in log
    assert re.search(r"(?i)bearer [A-Za-z0-9]", log) is None


def test_access_lines_are_text_by_default(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> None:
    directory = tmp_path_factory.mktemp("log-text")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var")) as server:
        response = httpx.get(
            f"{server.base_url}/v1/ip?token=abcdefghijklmnop",
            headers={"X-Request-Id": "text-line-1"},
            timeout=OUTBOUND,
        )
        assert response.status_code == 200
        wait_until(lambda: "requestId=text-line-1" in server.output(), "the access line")
        log = server.output()
    [line] = [line for line in log.splitlines() if "requestId=text-line-1" in line]
    assert re.fullmatch(r"INFO svc\.access: GET /v1/ip 200 [0-9.]+ms requestId=text-line-1", line)
    assert "abcdefghijklmnop" not in log
