"""Starting (and scaling out) while Redis is unreachable: the instances start degraded with one
warning line, serve, and share state through Redis once it answers, without a restart
(docs/operations.md, "Faults")."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import httpx
import pytest
from websockets.asyncio.client import connect

from tests.cluster.conftest import core_on
from tests.cluster.test_faults import _claimed, _crosses, _event, _put
from tests.conftest import bearer, sign_in
from tests.support.cluster import Cluster
from tests.support.private_redis import PrivateRedis
from tests.support.waiting import OUTBOUND, eventually

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_instances_started_while_redis_is_away_serve_degraded_and_connect_when_it_returns(
    tmp_path: Path, database_url: str
) -> None:
    async with core_on(database_url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Owner")
    owner = bearer(token)
    redis = PrivateRedis(tmp_path)  # its port is chosen; nothing listens there yet
    try:
        with Cluster(database_url, tmp_path, workers=(1, 1), redis_url=redis.url) as cluster:
            for server in cluster.servers:
                lines = server.output().splitlines()
                warnings = [line for line in lines if line.startswith(("WARNING", "ERROR"))]
                assert len(warnings) == 1, cluster.outputs()
                assert "Redis unreachable" in warnings[0] and "degraded" in warnings[0]
                assert "Traceback" not in server.output()
            await _served_degraded_then_shared(cluster, redis, owner, token)
            for server in cluster.servers:
                assert "Traceback" not in server.output(), cluster.outputs()
    finally:
        redis.kill()


async def _served_degraded_then_shared(
    cluster: Cluster, redis: PrivateRedis, owner: dict[str, str], token: str
) -> None:
    first, second = cluster.servers
    async with (
        httpx.AsyncClient(base_url=first.base_url, timeout=OUTBOUND) as on_first,
        httpx.AsyncClient(base_url=second.base_url, timeout=OUTBOUND) as on_second,
    ):
        for node in (on_first, on_second):
            health = await node.get("/health")
            assert health.status_code == 200  # ready: Redis is not required
            assert health.json()["redis"]["status"] == "degraded"
            assert (await node.get("/v1/profile/self", headers=owner)).status_code == 200
            claim = await node.post(  # rate-limited per process meanwhile, and answered
                "/v1/connect/servers/claim", json={"claimKey": "NO-SUCH-KEY0"}, headers=owner
            )
            assert claim.status_code in (404, 409, 410), claim.text
        registration = await _claimed(on_first, owner)
        settings = f"/v1/connect/servers/{registration['serverId']}/settings"
        stream = f"/v1/connect/servers/{registration['serverId']}/stream?token={token}"
        async with connect(first.ws_url + stream, open_timeout=OUTBOUND) as local:
            assert json.loads(await local.recv())["type"] == "hello"
            await _put(on_first, settings, registration, {"during": "outage"})
            assert (await _event(local))["data"] == {"during": "outage"}  # the same process

        redis.start()

        async def healthy() -> bool:
            answers = [(await n.get("/health")).json() for n in (on_first, on_second)]
            return all(a["redis"]["status"] == "ok" for a in answers)

        await eventually(healthy, "/health reports Redis ok on every instance")
        await eventually(
            lambda: all("invalidations are shared again" in s.output() for s in cluster.servers),
            "every instance's bus subscribed in the background",
        )
        async with connect(second.ws_url + stream, open_timeout=OUTBOUND) as remote:
            assert json.loads(await remote.recv())["type"] == "hello"

            await _crosses(on_first, settings, registration, remote)
