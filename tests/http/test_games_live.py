"""Live matches on a real uvicorn with the `websockets` client: a server reports a match over
REST and a listener of `/v1/games/live` sees it (snapshot, then deltas, filtered by minigame),
each message valid against its schema in the server's AsyncAPI document;
bad credentials close with 4401; then two processes sharing Redis, the report made on one
and heard on the other (skipped, visibly, without SVC_TEST_REDIS_URL).

The bounds (PATIENCE) only stop a hang: how fast the event arrives is measured by nothing here.
"""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from tests.support.databases import SqliteTemplate
from tests.support.games import Host, minigame, network_host, template
from tests.support.live_server import LiveServer, live_servers, server_env
from tests.support.versions import grant, person
from tests.support.waiting import OUTBOUND, PATIENCE

pytestmark = pytest.mark.slow
MATCHES = "/v1/games/live/matches"


@dataclass(frozen=True)
class World:
    host: Host
    game_id: str
    other_game_id: str
    token: str


async def _world(settings: Settings) -> World:
    """An owner with a network host and two published minigames it hosts."""
    async with await build_core(settings) as core:
        owner = await person(core, "Owner")
        await grant(core, owner, "games:publish")
        host = await network_host(core, owner)
        made = await template(core, owner)
        game = await minigame(core, owner, made.id, "CTF", network=host, publish=True)
        other = await minigame(core, owner, made.id, "Race", network=host, publish=True)
        issued = await core.identity.tokens.issue(owner.user_id, SessionKind.CLI, ())
        return World(host, game.id, other.id, issued.token)


def _headers(host: Host) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {host.secret}",
        "X-Server-Id": str(host.credentials.server_id),
    }


def _check_documented(document: dict[str, Any], message: dict[str, Any]) -> None:
    """The message is one the channel lists, and validates against that message's payload."""
    messages = document["components"]["messages"]
    listed = document["channels"]["/v1/games/live"]["subscribe"]["message"]["oneOf"]
    documented = {
        messages[name]["name"]: messages[name]["payload"]
        for name in (ref["$ref"].rsplit("/", 1)[-1] for ref in listed)
    }
    root = {**documented[message["type"]], "components": document["components"]}
    validator = jsonschema.Draft202012Validator(root, format_checker=jsonschema.FormatChecker())
    errors = list(validator.iter_errors(message))
    assert not errors, (message["type"], errors[0].message)


async def _next(socket: ClientConnection) -> dict[str, Any]:
    async with asyncio.timeout(PATIENCE):
        while True:
            message = json.loads(await socket.recv())
            if message["type"] != "ping":
                return message


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("games-live")
    url = sqlite_template.fresh(directory)
    env = server_env(
        url, directory / "var", SVC_STREAM_PING_SECONDS="0.2", SVC_RATE_LIMIT_SCALE="0.2"
    )  # games_live: a burst of 12 sockets per address, then one every 5 s
    with LiveServer(env) as server:
        yield server, url


async def test_a_reported_match_reaches_a_listener(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, url = live
    world = await _world(settings_for(url))
    listen = f"{server.ws_url}/v1/games/live?minigameId={world.game_id}"
    async with (
        httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client,
        connect(listen, open_timeout=OUTBOUND) as socket,
    ):
        document = (await client.get("/schema/asyncapi.json")).json()
        heard_all: list[dict[str, Any]] = []
        snapshot = await _next(socket)
        heard_all.append(snapshot)
        assert (snapshot["type"], snapshot["matches"]) == ("snapshot", [])
        player, late = str(uuid.uuid4()), str(uuid.uuid4())
        elsewhere = await client.post(
            MATCHES, json={"minigameId": world.other_game_id}, headers=_headers(world.host)
        )
        assert elsewhere.status_code == 201, elsewhere.text
        started = await client.post(
            MATCHES,
            json={"minigameId": world.game_id, "players": [player]},
            headers=_headers(world.host),
        )
        assert started.status_code == 201, started.text
        match_id = started.json()["match"]["id"]
        heard = await _next(socket)  # the other minigame's match is not this listener's
        heard_all.append(heard)
        assert (heard["type"], heard["match"]["id"], heard["match"]["players"]) == (
            "match.started", match_id, [player]
        )  # fmt: skip
        joined = await client.post(
            f"{MATCHES}/{match_id}/players", json={"joined": [late]}, headers=_headers(world.host)
        )
        assert joined.status_code == 200, joined.text
        heard = await _next(socket)
        heard_all.append(heard)
        assert (heard["type"], heard["match"]["players"]) == ("match.updated", [player, late])
        ended = await client.post(
            f"{MATCHES}/{match_id}/end", json={"results": {"winner": player}},
            headers=_headers(world.host),
        )  # fmt: skip
        assert ended.status_code == 200, ended.text
        heard = await _next(socket)
        heard_all.append(heard)
        assert (heard["type"], heard["match"]["endedBy"]) == ("match.ended", "server")
        ping = json.loads(await asyncio.wait_for(socket.recv(), PATIENCE))
        assert ping["type"] == "ping"
        heard_all.append(ping)
        for message in heard_all:  # every kind the socket sends, as the document says
            _check_documented(document, message)

    # A second listener, signed in, starts from a snapshot holding the live match elsewhere.
    listen_all = f"{server.ws_url}/v1/games/live?serverId={world.host.credentials.server_id}"
    async with connect(
        listen_all, additional_headers={"Authorization": f"Bearer {world.token}"},
        open_timeout=OUTBOUND,
    ) as socket:  # fmt: skip
        snapshot = await _next(socket)
        assert [m["minigameId"] for m in snapshot["matches"]] == [world.other_game_id]


async def test_bad_credentials_close_with_4401(live: tuple[LiveServer, str]) -> None:
    server, _ = live
    url = f"{server.ws_url}/v1/games/live"
    async with connect(
        url, additional_headers={"Authorization": "Bearer not-a-token"}, open_timeout=OUTBOUND
    ) as socket:
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(socket.recv(), PATIENCE)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401


async def test_a_malformed_filter_closes_with_4400(live: tuple[LiveServer, str]) -> None:
    server, _ = live
    for query in ("serverId=not-a-uuid", "minigameId=XYZ", "minigameId=" + "a" * 25):
        async with connect(
            f"{server.ws_url}/v1/games/live?{query}", open_timeout=OUTBOUND
        ) as socket:
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(socket.recv(), PATIENCE)
        assert closed.value.rcvd is not None, query
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (4400, "validation"), query


async def test_an_address_opening_too_many_sockets_is_told_to_try_again_later(
    live: tuple[LiveServer, str],
) -> None:
    server, _ = live
    codes = []
    for _ in range(30):  # far more than the burst, opened one after the other
        async with connect(f"{server.ws_url}/v1/games/live", open_timeout=OUTBOUND) as socket:
            try:
                first = json.loads(await asyncio.wait_for(socket.recv(), PATIENCE))
                codes.append(first["type"])
            except ConnectionClosed as closed:
                codes.append(closed.rcvd.code if closed.rcvd else None)
                break
    assert codes[-1] == 1013 and "snapshot" in codes


@pytest.mark.redis
async def test_two_instances_sharing_redis_hear_each_others_matches(
    tmp_path: Path,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    redis_url = os.environ.get("SVC_TEST_REDIS_URL")
    if not redis_url:
        pytest.skip("Redis suite: set SVC_TEST_REDIS_URL to run it")
    url = database_url_for("sqlite")
    world = await _world(settings_for(url))
    shared = {"SVC_REDIS_URL": redis_url, "SVC_REDIS_PREFIX": f"svc-test-{uuid.uuid4().hex[:12]}"}
    envs = (server_env(url, tmp_path / "a", **shared), server_env(url, tmp_path / "b", **shared))
    with live_servers(*envs) as (first, second):
        listen = f"{first.ws_url}/v1/games/live?minigameId={world.game_id}"
        async with (
            httpx.AsyncClient(base_url=second.base_url, timeout=OUTBOUND) as on_second,
            connect(listen, open_timeout=OUTBOUND) as socket,
        ):
            assert (await _next(socket))["type"] == "snapshot"
            started = await on_second.post(
                MATCHES, json={"minigameId": world.game_id}, headers=_headers(world.host)
            )
            assert started.status_code == 201, started.text
            heard = await _next(socket)
            assert (heard["type"], heard["match"]["id"]) == (
                "match.started", started.json()["match"]["id"]
            )  # fmt: skip
