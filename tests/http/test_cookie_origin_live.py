"""The origin rule on the WebSocket streams (docs/security.md, "The cookie and origins"), on a
real uvicorn with the `websockets` client: a stream opened with the session cookie from a
page of another origin is closed with 4403 `auth.origin_refused` before a single message;
from our own origin, the dashboard's or no browser page at all it works, and a token offered
as a subprotocol works from anywhere."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin, Subprotocol

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, PATIENCE

pytestmark = pytest.mark.slow
DASH = "https://dash.example"
FOREIGN = "https://evil.example"
REFUSED = (4403, "auth.origin_refused")


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("cookie-origin-live")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var", SVC_DASH_URL=DASH)) as svc:
        yield svc, url


@pytest.fixture
async def client(live: tuple[LiveServer, str]) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=live[0].base_url, timeout=OUTBOUND) as client:
        yield client


@pytest.fixture
async def victim(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> tuple[uuid.UUID, str]:
    """A user signed in on the server's database (a core beside it issues the token)."""
    async with await build_core(settings_for(live[1])) as core:
        return await sign_in(core, uuid.uuid4(), "Victim")


async def _server_with_settings(client: httpx.AsyncClient, owner: str) -> str:
    registration = (
        await client.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Mine"}
        )
    ).json()
    server_id: str = registration["serverId"]
    claim = await client.post(
        "/v1/connect/servers/claim",
        json={"claimKey": registration["claimKey"]},
        headers=bearer(owner),
    )
    assert claim.status_code == 200, claim.text
    put = await client.put(
        f"/v1/connect/servers/{server_id}/settings",
        json={"source": "game", "data": {"whitelist": ["victim"]}},
        headers=bearer(owner),
    )
    assert put.status_code == 200, put.text
    return server_id


def _open(
    url: str, origin: str | None, cookie: str | None = None, subprotocols: list[str] | None = None
) -> connect:
    headers = {"Cookie": f"svc_token={cookie}"} if cookie else {}
    return connect(
        url,
        origin=Origin(origin) if origin is not None else None,
        additional_headers=headers,
        subprotocols=[Subprotocol(p) for p in subprotocols] if subprotocols else None,
        open_timeout=OUTBOUND,
    )


async def _first(socket: ClientConnection) -> dict[str, Any]:
    async with asyncio.timeout(PATIENCE):
        message: dict[str, Any] = json.loads(await socket.recv())
        return message


async def _closed_before_a_message(socket: ClientConnection) -> tuple[int, str]:
    """The close code and reason, asserting no frame came first (recv would return it)."""
    async with asyncio.timeout(PATIENCE):
        with pytest.raises(ConnectionClosed) as closed:
            await socket.recv()
    assert closed.value.rcvd is not None
    return closed.value.rcvd.code, closed.value.rcvd.reason


async def test_the_settings_stream_sends_nothing_to_a_cookie_from_another_origin(
    live: tuple[LiveServer, str], client: httpx.AsyncClient, victim: tuple[uuid.UUID, str]
) -> None:
    """The issue's probe: the stream opened with the victim's cookie from a foreign page sent
    the victim's settings. Now it closes with 4403 before any message."""
    svc, _ = live
    server_id = await _server_with_settings(client, victim[1])
    url = f"{svc.ws_url}/v1/connect/servers/{server_id}/stream"
    for origin in (FOREIGN, "null", "https://evil.dash.example"):
        async with _open(url, origin, cookie=victim[1]) as socket:
            assert await _closed_before_a_message(socket) == REFUSED, origin


@pytest.mark.parametrize("whose", ["own", "dashboard", "none"])
async def test_the_settings_stream_takes_the_cookie_from_our_own_pages(
    live: tuple[LiveServer, str],
    client: httpx.AsyncClient,
    victim: tuple[uuid.UUID, str],
    whose: str,
) -> None:
    svc, _ = live
    server_id = await _server_with_settings(client, victim[1])
    url = f"{svc.ws_url}/v1/connect/servers/{server_id}/stream"
    origin = {"own": svc.base_url, "dashboard": DASH, "none": None}[whose]
    async with _open(url, origin, cookie=victim[1]) as socket:
        hello = await _first(socket)
    assert hello["type"] == "hello"
    assert [s["data"] for s in hello["settings"]] == [{"whitelist": ["victim"]}]


async def test_a_token_offered_as_a_subprotocol_works_from_any_origin(
    live: tuple[LiveServer, str], client: httpx.AsyncClient, victim: tuple[uuid.UUID, str]
) -> None:
    svc, _ = live
    server_id = await _server_with_settings(client, victim[1])
    url = f"{svc.ws_url}/v1/connect/servers/{server_id}/stream"
    async with _open(url, FOREIGN, subprotocols=["svc.bearer", victim[1]]) as socket:
        assert (await _first(socket))["type"] == "hello"


async def test_the_games_live_stream_refuses_a_cookie_from_another_origin(
    live: tuple[LiveServer, str], victim: tuple[uuid.UUID, str]
) -> None:
    """Open to everyone, but a cookie it is sent is held to the same rule; without a cookie a
    foreign page listens as anyone does."""
    svc, _ = live
    url = f"{svc.ws_url}/v1/games/live"
    async with _open(url, FOREIGN, cookie=victim[1]) as socket:
        assert await _closed_before_a_message(socket) == REFUSED
    async with _open(url, svc.base_url, cookie=victim[1]) as socket:
        assert (await _first(socket))["type"] == "snapshot"
    async with _open(url, FOREIGN) as socket:
        assert (await _first(socket))["type"] == "snapshot"
