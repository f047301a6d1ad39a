"""Three instances (one with two workers) on one PostgreSQL and one Redis behave as one service.

Single-use secrets have exactly one winner whatever instance each redemption reaches; a
change on one instance (a revoked grant, a revoked session, a friendship, settings) is seen on
every other within the documented bound; rate limits are one budget for all of them.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from typing import Any

import httpx
import pytest

from bootstrap.core import Core
from tests.cluster.conftest import (
    PERMISSION_CACHE_SECONDS,
    RATE_LIMIT_SCALE,
    Running,
    admin,
    tokens,
)
from tests.support.cluster import ClusterClient
from tests.support.connect_http import server_headers
from tests.support.waiting import PATIENCE, eventually

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

RACERS = 50


async def _register(node: httpx.AsyncClient, name: str = "Lobby") -> dict[str, Any]:
    response = await node.post(
        "/v1/connect/servers/register", json={"serverType": "paper", "serverName": name}
    )
    assert response.status_code == 201, response.text
    return response.json()


def _statuses(responses: list[httpx.Response]) -> Counter[int]:
    return Counter(r.status_code for r in responses)


async def test_a_claim_key_is_redeemed_once_across_instances(
    nodes: ClusterClient, core: Core
) -> None:
    registration = await _register(nodes.next())
    users = await tokens(core, *(f"Claimer{n}" for n in range(RACERS)))
    claims = [
        node.post(
            "/v1/connect/servers/claim",
            json={"claimKey": registration["claimKey"]},
            headers=headers,
        )
        for node, (_, headers) in zip(nodes.spread(RACERS), users, strict=True)
    ]
    responses = await asyncio.gather(*claims)

    statuses = _statuses(responses)
    assert statuses[200] == 1, statuses
    assert set(statuses) <= {200, 404, 409, 410}, [r.text for r in responses]
    winner = next(users[n] for n, r in enumerate(responses) if r.status_code == 200)
    for node in nodes.nodes:  # every instance knows the one owner
        shown = await node.get(
            f"/v1/connect/servers/{registration['serverId']}/settings", headers=winner[1]
        )
        assert shown.status_code == 200, shown.text


async def test_a_network_join_token_admits_one_host_across_instances(
    nodes: ClusterClient, core: Core
) -> None:
    [(_, owner)] = await tokens(core, "NetworkOwner")
    created = await nodes.next().post("/v1/connect/networks", json={"name": "Net"}, headers=owner)
    assert created.status_code in (200, 201), created.text
    network_id = created.json()["network"]["networkId"]
    issued = await nodes.next().post(f"/v1/connect/networks/{network_id}/join-token", headers=owner)
    assert issued.status_code in (200, 201), issued.text
    token = issued.json()["joinToken"]

    responses = await asyncio.gather(
        *(
            node.post("/v1/connect/networks/join", json={"joinToken": token, "name": f"host-{n}"})
            for n, node in enumerate(nodes.spread(RACERS))
        )
    )

    statuses = _statuses(responses)
    assert statuses[200] + statuses[201] == 1, statuses
    assert set(statuses) <= {200, 201, 401}, [r.text for r in responses]


async def test_a_game_join_token_is_verified_once_across_instances(
    nodes: ClusterClient, running: Running
) -> None:
    profile = uuid.uuid4()
    name = f"Steve{profile.hex[:6]}"
    joined = await nodes.next().post(
        "/v1/auth/session/game/join", json={"name": name, "userId": str(profile)}
    )
    assert joined.status_code in (200, 201), joined.text
    offer = joined.json()
    running.session.join(name, offer["serverId"], profile)

    body = {"serverId": offer["serverId"], "name": name, "joinToken": offer["joinToken"]}
    responses = await asyncio.gather(
        *(node.post("/v1/auth/session/game/verify", json=body) for node in nodes.spread(RACERS))
    )

    statuses = _statuses(responses)
    assert statuses[200] == 1, (statuses, [r.text for r in responses if r.status_code != 401])
    assert set(statuses) <= {200, 401}


async def test_a_grant_revoked_on_one_instance_is_refused_on_every_other(
    nodes: ClusterClient, core: Core
) -> None:
    super_admin = await admin(core)
    [(user_id, user)] = await tokens(core, "Moderator")
    grants = f"/v1/admin/users/{user_id}/permissions"
    view = f"/v1/admin/users/{user_id}"
    for node in nodes.nodes:  # every instance caches "no grant" first
        assert (await node.get(view, headers=user)).status_code == 403
    granted = await nodes.nodes[0].post(
        grants, json={"node": "admin:user:view"}, headers=super_admin
    )
    assert granted.status_code == 200, granted.text

    began = time.monotonic()
    for node in nodes.nodes:
        await eventually(
            lambda node=node: _status_is(node, view, user, 200), "the grant reaches each instance"
        )
    revoked = await nodes.nodes[1].delete(f"{grants}/admin:user:view", headers=super_admin)
    assert revoked.status_code == 200, revoked.text
    began = time.monotonic()
    for node in nodes.nodes:
        await eventually(
            lambda node=node: _status_is(node, view, user, 403), "the revocation reaches each"
        )
    # The bus carries it at once; the cache lifetime is the bound should a message be lost.
    assert time.monotonic() - began < PERMISSION_CACHE_SECONDS + 5


async def _status_is(
    node: httpx.AsyncClient, path: str, headers: dict[str, str], status: int
) -> bool:
    return (await node.get(path, headers=headers)).status_code == status


async def test_a_session_revoked_on_one_instance_is_refused_on_every_other(
    nodes: ClusterClient, core: Core
) -> None:
    [(_, user)] = await tokens(core, "Leaver")
    for node in nodes.nodes:  # each instance has verified (and cached) the token
        assert (await node.get("/v1/profile/self", headers=user)).status_code == 200
    writer, _ = nodes.pair()
    listed = await writer.get("/v1/profile/auth/sessions", headers=user)
    current = next(s for s in listed.json()["items"] if s["current"])
    revoked = await writer.delete(f"/v1/profile/auth/sessions/{current['id']}", headers=user)
    assert revoked.status_code in (200, 204), revoked.text

    for node in nodes.nodes:
        await eventually(
            lambda node=node: _status_is(node, "/v1/profile/self", user, 401),
            "the revoked session is refused on each instance",
        )


async def test_a_rate_limit_is_one_budget_across_instances(
    nodes: ClusterClient, core: Core
) -> None:
    """``claim`` allows 10 per minute per user (times SVC_RATE_LIMIT_SCALE): spread over
    three instances, budgets of their own would admit every one of these attempts."""
    budget = int(10 * RATE_LIMIT_SCALE)
    attempts = budget * 2 + budget // 2  # below three budgets, above one
    [(_, user)] = await tokens(core, "Hammer")
    began = time.monotonic()
    responses = []
    for node in nodes.spread(attempts):  # one at a time: the order is the order sent
        responses.append(
            await node.post(
                "/v1/connect/servers/claim", json={"claimKey": "NO-SUCH-KEY0"}, headers=user
            )
        )
    elapsed = time.monotonic() - began

    statuses = _statuses(responses)
    admitted = attempts - statuses[429]
    refill = elapsed * budget / 60  # GCRA: the budget refills continuously
    assert statuses[429] > 0, statuses
    assert admitted <= budget + refill + 1, (statuses, elapsed)


async def test_friend_counts_follow_a_friendship_made_on_other_instances(
    nodes: ClusterClient, core: Core
) -> None:
    (alice_id, alice), (bob_id, bob) = await tokens(core, "Alice", "Bob")
    for node in nodes.nodes:  # every instance caches Alice's count of 0
        counts = (await node.get("/v1/social/friends", headers=alice)).json()["counts"]
        assert counts["total"] == 0
    sent = await nodes.nodes[0].post(
        "/v1/social/friends/requests",
        json={"targetId": str(bob_id), "targetName": "Bob"},
        headers=alice,
    )
    assert sent.status_code == 201, sent.text
    accepted = await nodes.nodes[1].post(
        f"/v1/social/friends/requests/{sent.json()['request']['id']}/accept", headers=bob
    )
    assert accepted.status_code == 200, accepted.text

    for node in nodes.nodes:

        async def counted(node: httpx.AsyncClient = node) -> bool:
            answer = await node.get("/v1/social/friends", headers=alice)
            return bool(answer.json()["counts"]["total"] == 1)

        await eventually(counted, "Alice's friend count on each instance")
    assert alice_id != bob_id


async def test_a_settings_write_on_one_instance_reaches_listeners_on_all(
    nodes: ClusterClient, core: Core, running: Running
) -> None:
    import json

    from websockets.asyncio.client import connect

    [(_, owner)] = await tokens(core, "Owner")
    registration = await _register(nodes.next())
    server_id = registration["serverId"]
    claimed = await nodes.next().post(
        "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=owner
    )
    assert claimed.status_code == 200, claimed.text
    token = owner["Authorization"].removeprefix("Bearer ")
    urls = [
        f"{server.ws_url}/v1/connect/servers/{server_id}/stream?token={token}"
        for server in running.cluster.servers
    ]
    async with asyncio.timeout(PATIENCE * 4):
        sockets = [await connect(url, open_timeout=30).__aenter__() for url in urls]
        try:
            for socket in sockets:
                assert json.loads(await socket.recv())["type"] == "hello"
            for n, writer in enumerate(nodes.nodes):
                put = await writer.put(
                    f"/v1/connect/servers/{server_id}/settings",
                    json={"source": "game", "data": {"from": n}},
                    headers=server_headers(registration),
                )
                assert put.status_code == 200, put.text
                for listener, socket in enumerate(sockets):
                    try:
                        async with asyncio.timeout(PATIENCE):
                            message = await _next_event(socket)
                    except TimeoutError:
                        raise AssertionError(
                            f"the write on node {n} never reached the listener on node "
                            f"{listener}\n{running.cluster.outputs()[-6000:]}"
                        ) from None
                    assert (message["type"], message["data"]) == ("settings.updated", {"from": n})
        finally:
            for socket in sockets:
                await socket.close()


async def _next_event(socket: Any) -> dict[str, Any]:
    import json

    while True:
        message = json.loads(await socket.recv())
        if message["type"] != "ping":
            return dict(message)


def test_two_workers_answer_for_themselves_and_metrics_add_up(running: Running) -> None:
    """Node 1 runs ``--workers 2``: /health names the process that answered, and /metrics
    (whichever worker answers it) counts the requests of both."""
    from prometheus_client.parser import text_string_to_metric_families

    server = running.cluster.servers[1]
    assert server.workers == 2
    pids: set[int] = set()
    served = 0
    deadline = time.monotonic() + PATIENCE
    while len(pids) < 2 or served < 20:  # new connections: the kernel hands them to either
        assert time.monotonic() < deadline, f"only worker(s) {pids} answered"
        health = httpx.get(f"{server.base_url}/health", timeout=30).json()
        assert health["redis"]["status"] == "ok" and health["database"]["status"] == "ok"
        pids.add(health["pid"])
        assert httpx.get(f"{server.base_url}/v1/ip", timeout=30).status_code == 200
        served += 1
    assert server.pid not in pids  # the workers answer, not the supervisor

    def ip_requests() -> float:
        text = httpx.get(f"{server.base_url}/metrics", timeout=30).text
        return sum(
            sample.value
            for family in text_string_to_metric_families(text)
            for sample in family.samples
            if sample.name == "public_api_service_requests_total"
            and sample.labels.get("route") == "/v1/ip"
        )

    assert [ip_requests() for _ in range(4)] == [served] * 4
