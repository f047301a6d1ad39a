"""The WebSocket caps across instances sharing Redis (docs/security.md, "Limits"): a server's
slots are counted once for the whole service, a slot freed on one instance opens on another, and
the slots of an instance killed with ``kill -9`` come back when their lease lapses.

Three instances, two streams per server, short leases (SVC_SOCKET_LEASE_SECONDS=2, renewed
every 2/3 s); the test polls for the lapse and never sleeps.
"""

from __future__ import annotations

import signal
import uuid
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.cluster.conftest import core_on
from tests.conftest import bearer, sign_in
from tests.support.cluster import Cluster
from tests.support.connect_http import server_headers
from tests.support.live_server import LiveServer
from tests.support.redis import redis_url
from tests.support.sockets import Knock, knock
from tests.support.waiting import OUTBOUND, eventually

pytestmark = [pytest.mark.slow, pytest.mark.redis]

TRY_AGAIN_LATER = 1013


async def _claimed(client: httpx.AsyncClient, owner: dict[str, str]) -> dict[str, Any]:
    registration = (
        await client.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Caps"}
        )
    ).json()
    claim = await client.post(
        "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=owner
    )
    assert claim.status_code == 200, claim.text
    return registration


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_the_cap_of_a_server_holds_across_instances_and_a_killed_holder_frees_its_slot(
    tmp_path: Path, database_url: str
) -> None:
    redis = redis_url()
    async with core_on(database_url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Owner")
    caps = {"SVC_SOCKETS_PER_SERVER": "2", "SVC_SOCKET_LEASE_SECONDS": "2"}
    with Cluster(database_url, tmp_path, workers=(1, 1, 1), redis_url=redis, **caps) as cluster:
        first, second, third = cluster.servers
        async with httpx.AsyncClient(base_url=first.base_url, timeout=OUTBOUND) as on_first:
            registration = await _claimed(on_first, bearer(token))
        path = f"/v1/connect/servers/{registration['serverId']}/stream"
        credentials = server_headers(registration)
        async with AsyncExitStack() as stack:

            async def open_on(instance: LiveServer) -> Knock:
                return await knock(stack, instance.ws_url + path, credentials)

            on_first, on_second = await open_on(first), await open_on(second)
            assert (on_first.first, on_second.first) == ("hello", "hello")
            assert (await open_on(third)).refused == (TRY_AGAIN_LATER, "sockets.too_many.server")

            assert on_first.socket is not None
            await on_first.socket.close()

            async def opens_on_third() -> bool:
                return (await open_on(third)).first == "hello"

            await eventually(opens_on_third, "the slot freed on the first opens on the third")
            assert (await open_on(first)).refused == (TRY_AGAIN_LATER, "sockets.too_many.server")

            # The second dies without a word; the third keeps renewing its own slot (and so
            # the server's key): only the dead holder's lease lapses.
            second.send(signal.SIGKILL)
            assert second.wait_exited() == -signal.SIGKILL

            async def opens_on_first() -> bool:
                return (await open_on(first)).first == "hello"

            await eventually(opens_on_first, "the killed instance's slot lapses")
