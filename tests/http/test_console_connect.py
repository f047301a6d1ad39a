"""The console's server view (docs/console.md, "Connect"): the server's settings history and
its recent commands with their state, read only; an operator without the server nodes is told
which one each part needs."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

import pytest
from litestar.testing import AsyncTestClient

from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.http.test_connect_settings import SCHEMA
from tests.http.test_console import core_of, open_console
from tests.support.connect_http import claimed, dash_user, server_headers


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    async with http_with() as client:
        yield client


async def test_a_servers_settings_history_and_commands(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    owner_id, owner = await dash_user(http, "Owner")
    server = await claimed(http, owner, "Lobby-7")
    base = f"/v1/connect/servers/{server['serverId']}"
    for data in ({"pvp": True}, {"mode": "creative"}):
        put = await http.put(f"{base}/settings", headers=owner,
                             json={"source": "game", "data": data, "schema": SCHEMA})  # fmt: skip
        assert put.status_code == 200, put.text
    said = await http.post(f"{base}/commands", json={"action": "say-hello"}, headers=owner)
    kicked = await http.post(f"{base}/commands", json={"action": "kick-all"}, headers=owner)
    acked = await http.post(f"{base}/commands/{said.json()['command']['id']}/ack",
                            json={"status": "success", "result": {"ok": 1}},
                            headers=server_headers(server))  # fmt: skip
    assert (kicked.status_code, acked.status_code) == (201, 200)

    cookie, _ = await open_console(http, root)
    listed = await http.get("/console/connect", params={"q": "Lobby"}, headers=cookie)
    view = f"/console/connect/servers/{server['serverId']}"
    assert f'href="{view}"' in listed.text
    page = await http.get(view, headers=cookie)
    assert page.status_code == 200, page.text
    text = page.text
    assert "Lobby-7" in text and str(owner_id) in text
    assert "creative" in text and "pvp" in text
    assert text.index("creative") < text.index("pvp")  # newest revision first
    assert "say-hello" in text and "kick-all" in text
    assert "acknowledged: success" in text and "pending" in text

    viewer_id, viewer = await sign_in(core, name="Viewer")
    granted = await http.post(
        f"/v1/admin/users/{viewer_id}/permissions",
        json={"node": "admin:connect:view"},
        headers=bearer(root),
    )
    assert granted.status_code == 200
    viewer_cookie, _ = await open_console(http, viewer)
    limited = await http.get(view, headers=viewer_cookie)
    assert limited.status_code == 200 and "Lobby-7" in limited.text
    assert "creative" not in limited.text and "say-hello" not in limited.text
    assert "connect:settings:read" in limited.text and "connect:commands:read" in limited.text
    unknown = await http.get(f"/console/connect/servers/{uuid.uuid4()}", headers=cookie)
    assert unknown.status_code == 404
