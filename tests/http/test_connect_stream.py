"""The settings stream on a real uvicorn, with the `websockets` client.

One process with the in-memory channels, shared by the module's tests (each makes its own
users and servers); then two processes on one database sharing Redis, each delivering the
other's updates (skipped, visibly, without SVC_TEST_REDIS_URL).
"""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.connect.nodes import SETTINGS_READ
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, live_servers, server_env
from tests.support.waiting import OUTBOUND, PATIENCE

pytestmark = pytest.mark.slow


class Stream:
    """A connected listener that reads messages, skipping pings unless asked for them."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket

    async def next(self, pings: bool = False) -> dict[str, Any]:
        """The next message (a test that waits PATIENCE seconds for it fails rather than hangs)."""
        async with asyncio.timeout(PATIENCE):
            while True:
                message = json.loads(await self.socket.recv())
                if pings or message["type"] != "ping":
                    return message


def _stream_url(server: LiveServer, server_id: str, token: str | None = None) -> str:
    url = f"{server.ws_url}/v1/connect/servers/{server_id}/stream"
    return f"{url}?token={token}" if token else url


def _listen(url: str, headers: dict[str, str] | None = None) -> connect:
    return connect(url, additional_headers=headers or {}, open_timeout=OUTBOUND)


def _as_server(server: LiveServer, registration: dict[str, Any]) -> connect:
    """The game server's own stream connection (credentials as headers)."""
    return _listen(_stream_url(server, registration["serverId"]), _server_headers(registration))


def _server_headers(registration: dict[str, Any]) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {registration['serverSecret']}",
        "X-Server-Id": registration["serverId"],
    }


async def _users(settings: Settings, *names: str) -> list[tuple[uuid.UUID, str]]:
    async with await build_core(settings) as core:
        return [await sign_in(core, uuid.uuid4(), name) for name in names]


async def _may_read_settings(settings: Settings, user_id: uuid.UUID) -> None:
    async with await build_core(settings) as core:
        await core.permissions.grants.put(OPERATOR, user_id, GrantChange(SETTINGS_READ))


async def _claimed_server(client: httpx.AsyncClient, owner_token: str) -> dict[str, Any]:
    registration = (
        await client.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Live"}
        )
    ).json()
    claim = await client.post(
        "/v1/connect/servers/claim",
        json={"claimKey": registration["claimKey"]},
        headers=bearer(owner_token),
    )
    assert claim.status_code == 200, claim.text
    return registration


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    """One server for the module's tests, pinging every 0.2 s, and its database URL."""
    directory = tmp_path_factory.mktemp("stream-live")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var", SVC_STREAM_PING_SECONDS="0.2")) as svc:
        yield svc, url


@pytest.fixture
def svc(live: tuple[LiveServer, str]) -> LiveServer:
    return live[0]


@pytest.fixture
def settings(live: tuple[LiveServer, str], settings_for: Callable[..., Settings]) -> Settings:
    """For a core beside the server on its database: it makes users and grants nodes."""
    return settings_for(live[1])


@pytest.fixture
async def client(svc: LiveServer) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=svc.base_url, timeout=OUTBOUND) as client:
        yield client


async def test_a_settings_put_reaches_the_server_and_the_dash(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner)] = await _users(settings, "Owner")
    registration = await _claimed_server(client, owner)
    server_id = registration["serverId"]
    await client.put(
        f"/v1/connect/servers/{server_id}/settings",
        json={"source": "game", "data": {"round": 0}},
        headers=bearer(owner),
    )
    async with (
        _as_server(svc, registration) as game,
        _listen(_stream_url(svc, server_id, owner)) as dash,
    ):
        game_stream, dash_stream = Stream(game), Stream(dash)
        for hello in (await game_stream.next(), await dash_stream.next()):
            assert hello["type"] == "hello" and hello["serverId"] == server_id
            assert [(e["source"], e["data"]) for e in hello["settings"]] == [("game", {"round": 0})]

        put = await client.put(
            f"/v1/connect/servers/{server_id}/settings",
            json={"source": "game", "data": {"round": 1}},
            headers=bearer(owner),
        )
        assert put.status_code == 200
        for stream in (game_stream, dash_stream):
            update = await stream.next()
            assert update["type"] == "settings.updated"
            assert (update["serverId"], update["source"], update["revision"]) == (
                server_id, "game", 2,
            )  # fmt: skip
            assert update["data"] == {"round": 1} and update["updatedAt"].endswith("Z")

        created = await client.post(
            f"/v1/connect/servers/{server_id}/commands",
            json={"action": "say", "payload": {"text": "hi"}},
            headers=bearer(owner),
        )
        for stream in (game_stream, dash_stream):
            event = await stream.next()
            assert event["type"] == "command.created"
            assert event["id"] == created.json()["command"]["id"]
            assert event["status"] == "pending" and event["payload"] == {"text": "hi"}

        ping = await game_stream.next(pings=True)
        assert ping["type"] == "ping" and ping["serverId"] == server_id


async def test_the_server_hello_carries_commands_sent_while_it_was_away(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner)] = await _users(settings, "Owner")
    registration = await _claimed_server(client, owner)
    sent = await client.post(
        f"/v1/connect/servers/{registration['serverId']}/commands",
        json={"action": "restart"},
        headers=bearer(owner),
    )
    async with _as_server(svc, registration) as game:
        hello = await Stream(game).next()
    assert [c["id"] for c in hello["commands"]] == [sent.json()["command"]["id"]]


async def test_refused_listeners_are_closed_with_4401_or_4403(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner), (_, stranger)] = await _users(settings, "Owner", "Stranger")
    registration = await _claimed_server(client, owner)
    server_id = registration["serverId"]
    wrong_secret = {**_server_headers(registration), "Authorization": "Bearer nope"}
    attempts = [
        (_stream_url(svc, server_id), {}, 4401),
        (_stream_url(svc, server_id), wrong_secret, 4401),
        (_stream_url(svc, server_id, "not-a-token"), {}, 4401),
        (_stream_url(svc, server_id, stranger), {}, 4403),
        (_stream_url(svc, str(uuid.uuid4()), owner), {}, 4403),
        (_stream_url(svc, str(uuid.uuid4())), _server_headers(registration), 4403),
    ]
    for stream_url, headers, code in attempts:
        async with _listen(stream_url, headers) as socket:
            with pytest.raises(ConnectionClosed) as closed:
                await socket.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == code, stream_url


async def test_a_listener_without_commands_read_hears_only_settings(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner), (reader_id, reader)] = await _users(settings, "Owner", "Reader")
    await _may_read_settings(settings, reader_id)
    server_id = (await _claimed_server(client, owner))["serverId"]
    async with _listen(_stream_url(svc, server_id, reader)) as socket:
        stream = Stream(socket)
        assert (await stream.next())["type"] == "hello"
        await client.post(
            f"/v1/connect/servers/{server_id}/commands",
            json={"action": "say"},
            headers=bearer(owner),
        )
        await client.put(
            f"/v1/connect/servers/{server_id}/settings",
            json={"source": "game", "data": {}},
            headers=bearer(owner),
        )
        assert (await stream.next())["type"] == "settings.updated"


async def _closed_with(stream: Stream) -> int:
    """The close code of a stream that the server closes (at one of its next pings)."""
    with pytest.raises(ConnectionClosed) as closed:
        async with asyncio.timeout(PATIENCE):
            while True:
                await stream.socket.recv()
    assert closed.value.rcvd is not None
    return closed.value.rcvd.code


async def test_a_member_removed_while_listening_is_closed_with_4403(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner), (viewer_id, viewer)] = await _users(settings, "Owner", "Viewer")
    server_id = (await _claimed_server(client, owner))["serverId"]
    member = f"/v1/connect/servers/{server_id}/members/{viewer_id}"
    added = await client.put(member, json={"role": "viewer"}, headers=bearer(owner))
    assert added.status_code == 200, added.text
    async with _listen(_stream_url(svc, server_id, viewer)) as socket:
        stream = Stream(socket)
        assert (await stream.next())["type"] == "hello"
        assert (await stream.next(pings=True))["type"] == "ping"  # still allowed
        removed = await client.delete(member, headers=bearer(owner))
        assert removed.json() == {"removed": 1}
        assert await _closed_with(stream) == 4403


async def test_a_revoked_session_closes_its_stream_with_4401(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner)] = await _users(settings, "Owner")
    server_id = (await _claimed_server(client, owner))["serverId"]
    async with _listen(_stream_url(svc, server_id, owner)) as socket:
        stream = Stream(socket)
        assert (await stream.next())["type"] == "hello"
        sessions = await client.get("/v1/profile/auth/sessions", headers=bearer(owner))
        [current] = [s for s in sessions.json()["items"] if s["current"]]
        revoked = await client.delete(
            f"/v1/profile/auth/sessions/{current['id']}", headers=bearer(owner)
        )
        assert revoked.status_code == 200, revoked.text
        assert await _closed_with(stream) == 4401


async def test_a_listener_who_may_now_read_commands_is_asked_to_reconnect(
    svc: LiveServer, settings: Settings, client: httpx.AsyncClient
) -> None:
    [(_, owner), (reader_id, reader)] = await _users(settings, "Owner", "Reader")
    await _may_read_settings(settings, reader_id)
    server_id = (await _claimed_server(client, owner))["serverId"]
    async with _listen(_stream_url(svc, server_id, reader)) as socket:
        stream = Stream(socket)
        assert (await stream.next())["type"] == "hello"
        made_member = await client.put(
            f"/v1/connect/servers/{server_id}/members/{reader_id}",
            json={"role": "viewer"},
            headers=bearer(owner),
        )
        assert made_member.status_code == 200, made_member.text
        assert await _closed_with(stream) == 1012
    async with _listen(_stream_url(svc, server_id, reader)) as socket:
        stream = Stream(socket)
        assert (await stream.next())["type"] == "hello"
        await client.post(
            f"/v1/connect/servers/{server_id}/commands",
            json={"action": "say"},
            headers=bearer(owner),
        )
        assert (await stream.next())["type"] == "command.created"


@pytest.mark.redis
async def test_two_instances_sharing_redis_deliver_each_others_updates(
    tmp_path: Path,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    redis_url = os.environ.get("SVC_TEST_REDIS_URL")
    if not redis_url:
        pytest.skip("Redis suite: set SVC_TEST_REDIS_URL to run it")
    url = database_url_for("sqlite")
    [(_, owner)] = await _users(settings_for(url), "Owner")
    shared = {"SVC_REDIS_URL": redis_url, "SVC_REDIS_PREFIX": f"svc-test-{uuid.uuid4().hex[:12]}"}
    envs = (server_env(url, tmp_path / "a", **shared), server_env(url, tmp_path / "b", **shared))
    with live_servers(*envs) as (first, second):
        async with (
            httpx.AsyncClient(base_url=first.base_url, timeout=OUTBOUND) as on_first,
            httpx.AsyncClient(base_url=second.base_url, timeout=OUTBOUND) as on_second,
        ):
            registration = (
                await on_second.post(
                    "/v1/connect/servers/register",
                    json={"serverType": "paper", "serverName": "Live"},
                )
            ).json()
            server_id = registration["serverId"]
            key_url = f"/v1/connect/servers/{server_id}/claim-key"
            before = await on_second.get(key_url, headers=_server_headers(registration))
            assert before.json()["claimed"] is False  # the second instance caches "unclaimed"
            claim = await on_first.post(
                "/v1/connect/servers/claim",
                json={"claimKey": registration["claimKey"]},
                headers=bearer(owner),
            )
            assert claim.status_code == 200
            after = await on_second.get(key_url, headers=_server_headers(registration))
            assert after.json()["claimed"] is True  # dropped through the Redis bus

            async with (
                _as_server(second, registration) as game,
                _listen(_stream_url(first, server_id, owner)) as dash,
            ):
                game_stream, dash_stream = Stream(game), Stream(dash)
                assert (await game_stream.next())["type"] == "hello"
                assert (await dash_stream.next())["type"] == "hello"

                await on_first.put(
                    f"/v1/connect/servers/{server_id}/settings",
                    json={"source": "game", "data": {"from": "first"}},
                    headers=bearer(owner),
                )
                from_first = await game_stream.next()
                assert (from_first["type"], from_first["data"]) == (
                    "settings.updated", {"from": "first"},
                )  # fmt: skip
                assert (await dash_stream.next())["data"] == {"from": "first"}

                await on_second.put(
                    f"/v1/connect/servers/{server_id}/settings",
                    json={"source": "game", "data": {"from": "second"}},
                    headers=_server_headers(registration),
                )
                assert (await dash_stream.next())["data"] == {"from": "second"}
                assert (await game_stream.next())["data"] == {"from": "second"}
