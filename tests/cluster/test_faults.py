"""Faults: an instance killed or stopped mid-load, Redis gone, the database gone.

Each test starts the instances it needs (no shared cluster: these stop and break things) and
bounds every wait; what is measured goes to docs/operations.md ("Faults").
"""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy.engine import make_url
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.cluster.conftest import core_on
from tests.conftest import bearer, sign_in
from tests.support.cluster import Cluster
from tests.support.connect_http import server_headers
from tests.support.live_server import LiveServer, server_env
from tests.support.private_redis import private_redis
from tests.support.tcp_proxy import tcp_proxy
from tests.support.waiting import OUTBOUND, PATIENCE, eventually
from tests.support.write_load import WriteLoad, set_scene, verify

pytestmark = pytest.mark.slow

ACKNOWLEDGED_BEFORE_KILL = 40


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_kill_9_during_a_write_load_loses_no_acknowledged_write(
    database_url: str, tmp_path: Path
) -> None:
    url = database_url
    server = LiveServer(server_env(url, tmp_path / "var", SVC_RATE_LIMIT_SCALE="0"))
    async with core_on(url, tmp_path) as core:
        with server:
            async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as node:
                scene = await set_scene(core, node)
                load = WriteLoad(scene, lambda: node)
                load.start()
                await eventually(
                    lambda: load.acked.total >= ACKNOWLEDGED_BEFORE_KILL,
                    "the load has acknowledged writes",
                )
                server.send(signal.SIGKILL)
                assert server.wait_exited() == -signal.SIGKILL
                await eventually(lambda: load.acked.failures > 0, "the writers notice")
                await load.stop()

            server.start()  # the same port, the same database
            server.wait_until_up()
            async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as node:
                await verify(scene, load.acked, node)
    assert load.acked.total >= ACKNOWLEDGED_BEFORE_KILL


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_sigterm_finishes_requests_in_flight_closes_streams_with_1012_and_exits_0(
    tmp_path: Path, database_url: str
) -> None:
    """Two instances on one SQLite file: a listener on the first is told to reconnect when the
    first stops, reconnects to the second and finds there what was written meanwhile."""
    url = database_url
    async with core_on(url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Owner")
        (alice_id, alice), (bob_id, bob) = [
            (user_id, bearer(issued))
            for user_id, issued in [await sign_in(core, uuid.uuid4(), n) for n in ("A", "B")]
        ]
    owner = bearer(token)
    envs = [
        server_env(
            url,
            tmp_path / name,
            SVC_SHUTDOWN_GRACE_SECONDS="30",
            SVC_PRESENCE_FLUSH_SECONDS="3600",  # last-seen times are written at shutdown only
        )
        for name in "ab"
    ]
    with Cluster.of_envs(envs) as cluster:
        first, second = cluster.servers
        async with (
            httpx.AsyncClient(base_url=first.base_url, timeout=OUTBOUND) as on_first,
            httpx.AsyncClient(base_url=second.base_url, timeout=OUTBOUND) as on_second,
        ):
            registration = await _claimed(on_first, owner)
            stream = f"/v1/connect/servers/{registration['serverId']}/stream?token={token}"
            asked = await on_second.post(
                "/v1/social/friends/requests",
                json={"targetId": str(bob_id), "targetName": "B"},
                headers=alice,
            )
            assert asked.status_code == 201, asked.text
            accept = f"/v1/social/friends/requests/{asked.json()['request']['id']}/accept"
            assert (await on_first.post(accept, headers=bob)).status_code == 200  # Bob: first
            assert await _last_seen(on_second, alice, bob_id) is None  # in first's batch
            async with connect(first.ws_url + stream, open_timeout=OUTBOUND) as listener:
                assert json.loads(await listener.recv())["type"] == "hello"
                body = json.dumps({"serverType": "paper", "serverName": "Late"}).encode()
                in_flight = _half_sent_request(first.port, "/v1/connect/servers/register", body)

                first.send(signal.SIGTERM)
                closed = await _close_code(listener)
                assert closed == 1012  # service restart: reconnect (elsewhere)
                await eventually(lambda: _refused(first.port), "the first stops accepting")
                in_flight.sendall(body[len(body) // 2 :])  # the rest, after SIGTERM
                status = await asyncio.to_thread(_status_line, in_flight)
                assert status == 201  # the request in flight was finished
                assert await asyncio.to_thread(first.wait_exited) == 0

            written = await on_second.put(
                f"/v1/connect/servers/{registration['serverId']}/settings",
                json={"source": "game", "data": {"while": "away"}},
                headers=server_headers(registration),
            )
            assert written.status_code == 200, written.text
            async with connect(second.ws_url + stream, open_timeout=OUTBOUND) as listener:
                hello = json.loads(await listener.recv())
            assert hello["type"] == "hello"
            assert {"while": "away"} in [entry["data"] for entry in hello["settings"]]
            # Bob was seen only by the first, which wrote its batch on its way out.
            assert await _last_seen(on_second, alice, bob_id) is not None
            assert alice_id != bob_id
        assert "shutting down" in first.output().lower() or "shutdown" in first.output().lower()


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_redis_gone_requests_keep_working_health_says_degraded_and_it_recovers(
    tmp_path: Path, database_url: str
) -> None:
    url = database_url
    async with core_on(url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Owner")
    owner = bearer(token)
    with (
        private_redis(tmp_path) as redis,
        Cluster(url, tmp_path, workers=(1, 1), redis_url=redis.url) as cluster,
    ):
        first, second = cluster.servers
        async with (
            httpx.AsyncClient(base_url=first.base_url, timeout=OUTBOUND) as on_first,
            httpx.AsyncClient(base_url=second.base_url, timeout=OUTBOUND) as on_second,
        ):
            registration = await _claimed(on_first, owner)
            settings = f"/v1/connect/servers/{registration['serverId']}/settings"
            stream = f"/v1/connect/servers/{registration['serverId']}/stream?token={token}"
            assert (await on_first.get("/health")).json()["redis"]["status"] == "ok"

            redis.kill()
            for node in (on_first, on_second):
                health = await node.get("/health")
                assert health.status_code == 200  # still ready: Redis is not required
                assert health.json()["redis"]["status"] == "degraded"
                assert (await node.get("/v1/profile/self", headers=owner)).status_code == 200
                claim = await node.post(  # rate-limited (per process now) and answered
                    "/v1/connect/servers/claim",
                    json={"claimKey": "NO-SUCH-KEY0"},
                    headers=owner,
                )
                assert claim.status_code in (404, 409, 410), claim.text
            async with connect(first.ws_url + stream, open_timeout=OUTBOUND) as local:
                assert json.loads(await local.recv())["type"] == "hello"
                await _put(on_first, settings, registration, {"during": "outage"})
                assert (await _event(local))["data"] == {"during": "outage"}  # same process

            redis.start()  # the same port: every instance reconnects by itself

            async def recovered() -> bool:
                answers = [(await n.get("/health")).json() for n in (on_first, on_second)]
                return all(a["redis"]["status"] == "ok" for a in answers)

            await eventually(recovered, "/health reports Redis ok again")
            async with connect(second.ws_url + stream, open_timeout=OUTBOUND) as remote:
                assert json.loads(await remote.recv())["type"] == "hello"

                await _crosses(on_first, settings, registration, remote)


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"])
async def test_database_gone_is_a_fast_503_and_the_pools_recover(
    tmp_path: Path, database_url: str
) -> None:
    url = database_url
    async with core_on(url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Patient")
    user = bearer(token)
    target = make_url(url)
    with tcp_proxy(target.host or "127.0.0.1", target.port or 5432) as proxy:
        proxied = target.set(host="127.0.0.1", port=proxy.port).render_as_string(
            hide_password=False
        )
        env = server_env(proxied, tmp_path / "var", SVC_DB_CONNECT_TIMEOUT="2")
        with LiveServer(env) as server:
            async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as node:
                assert (await node.get("/v1/profile/self", headers=user)).status_code == 200

                proxy.cut()
                began = time.monotonic()
                answers = [await node.get("/v1/profile/self", headers=user) for _ in range(3)]
                elapsed = time.monotonic() - began
                for answer in answers:
                    assert answer.status_code == 503, answer.text
                    assert answer.json()["code"] == "unavailable"
                    assert answer.headers["retry-after"]
                health = await node.get("/health")
                assert (health.status_code, health.json()["database"]["status"]) == (503, "down")
                # Bounded by the connect timeout, not asyncpg's 60 s (a bound, not a benchmark).
                assert elapsed < 3 * (2 + 10), elapsed

                proxy.restore()

                async def served() -> bool:
                    answer = await node.get("/v1/profile/self", headers=user)
                    return answer.status_code == 200

                await eventually(served, "requests succeed again without a restart")
                recovered = time.monotonic() - began

                proxy.black_hole()  # no answer at all: the connect timeout (2 s) ends the wait
                began = time.monotonic()
                silent = await node.get("/v1/profile/self", headers=user)
                waited = time.monotonic() - began
                assert silent.status_code == 503, silent.text
                assert waited < 2 * 2 + 10, waited  # bounded by it, not by asyncpg's 60 s
                proxy.restore()
                await eventually(served, "and again after the silent outage")
                assert (await node.get("/health")).status_code == 200
            log = server.output()
        assert "Traceback" not in log and "unhandled error" not in log
        assert "database unreachable on GET /v1/profile/self" in log
        print(
            f"\noutage: 3 requests answered 503 in {elapsed:.3f} s; back {recovered:.1f} s later;"
            f" silent database: 503 after {waited:.2f} s"
        )


async def _last_seen(
    node: httpx.AsyncClient, viewer: dict[str, str], friend: uuid.UUID
) -> str | None:
    friends = (await node.get("/v1/social/friends", headers=viewer)).json()["items"]
    [seen] = [f["lastSeenAt"] for f in friends if f["friendId"] == str(friend)]
    return seen if isinstance(seen, str) else None


async def _claimed(node: httpx.AsyncClient, owner: dict[str, str]) -> dict[str, Any]:
    registered = await node.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Faulty"}
    )
    assert registered.status_code == 201, registered.text
    registration: dict[str, Any] = registered.json()
    claimed = await node.post(
        "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=owner
    )
    assert claimed.status_code == 200, claimed.text
    return registration


async def _put(
    node: httpx.AsyncClient, path: str, registration: dict[str, Any], data: dict[str, Any]
) -> None:
    answer = await node.put(
        path, json={"source": "game", "data": data}, headers=server_headers(registration)
    )
    assert answer.status_code == 200, answer.text


async def _crosses(
    writer: httpx.AsyncClient, path: str, registration: dict[str, Any], remote: Any
) -> None:
    """A settings write on one instance reaches a stream on another (the channels backend
    subscribed on Redis): written again until one arrives, since a write made before the
    resubscription reaches nobody there."""

    async def crosses() -> bool:
        await _put(writer, path, registration, {"after": "outage"})
        try:
            async with asyncio.timeout(2):
                return (await _event(remote))["data"] == {"after": "outage"}
        except TimeoutError:
            return False

    await eventually(crosses, "a write on the first reaches the second's stream")


async def _event(listener: Any) -> dict[str, Any]:
    async with asyncio.timeout(PATIENCE):
        while True:
            message = json.loads(await listener.recv())
            if message["type"] != "ping":
                return dict(message)


async def _close_code(listener: Any) -> int | None:
    try:
        async with asyncio.timeout(PATIENCE):
            while True:
                await listener.recv()
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None
    raise AssertionError("the stream was not closed")


def _half_sent_request(port: int, path: str, body: bytes) -> socket.socket:
    """A request in flight: its head sent, the app reading its body (the server answered
    ``100 Continue``, so the request is accepted and parsed whatever the machine's speed),
    and the first half of the body sent."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=OUTBOUND)
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n"
    ).encode()
    sock.sendall(head)
    interim = b""
    while not interim.endswith(b"\r\n\r\n"):
        chunk = sock.recv(1)
        if not chunk:
            raise AssertionError(f"the server closed before 100 Continue: {interim!r}")
        interim += chunk
    assert interim.startswith(b"HTTP/1.1 100"), interim
    sock.sendall(body[: len(body) // 2])
    return sock


def _status_line(sock: socket.socket) -> int:
    with sock:
        data = b""
        while b"\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
    return int(data.split(b" ", 2)[1])


def _refused(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return True
    return False
