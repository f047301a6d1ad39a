"""The rolling-restart drill behind a real load balancer (docs/operations.md, "Rolling
restarts"): nginx in front of three instances on PostgreSQL and Redis, a steady mixed load
through nginx (reads, writes, Connect settings streams), a column added to the schema while the
instances that do not know it serve (expand), then each instance restarted in turn, a new
signing key introduced from the second restart on. Zero failed requests, every acknowledged
write present, every stream reconnected.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from adapters.crypto.jwt_signer import Ed25519TokenSigner
from adapters.crypto.keys import load_private_key, new_private_pem
from domain.identity.auth_session import SessionKind
from tests.cluster.conftest import core_on
from tests.conftest import bearer
from tests.support.cluster import Cluster
from tests.support.nginx import nginx
from tests.support.redis import redis_url
from tests.support.waiting import OUTBOUND, eventually
from tests.support.write_load import WriteLoad, set_scene, verify

pytestmark = pytest.mark.slow

LISTENERS = 3
READERS = 2


@dataclass
class Tally:
    requests: int = 0
    failures: list[str] = field(default_factory=list)

    async def record(self, response: httpx.Response) -> None:
        self.requests += 1
        if response.status_code >= 400:
            await response.aread()
            request = response.request
            self.failures.append(f"{request.method} {request.url.path} {response.status_code}")


@dataclass
class Listener:
    hellos: int = 0
    closes: list[tuple[int | None, str]] = field(default_factory=list)  # code, reason
    connected: bool = False


async def listen(url: str, state: Listener, stop: asyncio.Event) -> None:
    """A Connect settings stream that reconnects, through the load balancer, when closed."""
    while not stop.is_set():
        async with connect(url, open_timeout=OUTBOUND) as socket:
            hello = json.loads(await socket.recv())
            assert hello["type"] == "hello", hello
            state.hellos += 1
            state.connected = True
            try:
                while not stop.is_set():
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(0.5):
                            await socket.recv()
            except ConnectionClosed as closed:
                state.connected = False
                frame = closed.rcvd
                state.closes.append((frame.code, frame.reason) if frame else (None, "no frame"))


async def answered_elsewhere(client: httpx.AsyncClient, pid: int) -> bool:
    """Twenty answers in a row from other processes than ``pid``."""
    for _ in range(20):
        health = await client.get("/health")
        if health.json().get("pid") == pid:
            return False
    return True


async def read(
    client: httpx.AsyncClient, tokens: list[dict[str, str]], tally: Tally, stop: asyncio.Event
) -> None:
    n = 0
    while not stop.is_set():
        n += 1
        try:
            await client.get("/v1/profile/self", headers=tokens[n % len(tokens)])
        except httpx.HTTPError as error:  # an answer that is not a 2xx is the hook's
            tally.requests += 1
            tally.failures.append(f"GET /v1/profile/self: {error!r}")
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("backend", ["postgres"])
async def test_rolling_restart_behind_nginx_loses_nothing(
    database_url: str, tmp_path: Path
) -> None:
    began = time.monotonic()
    url = database_url
    old_pem, new_pem = new_private_pem(), new_private_pem()
    tally = Tally()
    cluster = Cluster(
        url,
        tmp_path,
        workers=(1, 1, 1),
        redis_url=redis_url(),
        SVC_JWT_PRIVATE_KEY=old_pem,
        SVC_RATE_LIMIT_SCALE="0",
        SVC_TRUSTED_PROXIES="127.0.0.1/32",
        SVC_SHUTDOWN_GRACE_SECONDS="30",
    )
    async with core_on(url, tmp_path) as core:
        with cluster, nginx(tmp_path / "nginx", [s.port for s in cluster.servers]) as balancer:
            async with httpx.AsyncClient(
                base_url=balancer.base_url,
                timeout=OUTBOUND,
                event_hooks={"response": [tally.record]},
            ) as client:
                scene = await set_scene(core, client, targets=200)
                user_id = uuid.uuid4()
                await core.identity.users.ensure(user_id, "Reader")
                session = core.identity.tokens.new_session(user_id, SessionKind.CLI)
                async with core.uow() as uow:
                    await uow.auth_sessions.add(session)
                    await uow.commit()
                claims = core.identity.tokens.claims_for(session)
                tokens = [bearer(Ed25519TokenSigner(load_private_key(old_pem)).sign(claims))]

                stop = asyncio.Event()
                owner_token = scene.owner["Authorization"].removeprefix("Bearer ")
                stream = (
                    f"{balancer.ws_url}/v1/connect/servers/"
                    f"{scene.registration['serverId']}/stream?token={owner_token}"
                )
                listeners = [Listener() for _ in range(LISTENERS)]
                tasks = [asyncio.create_task(listen(stream, s, stop)) for s in listeners]
                tasks += [
                    asyncio.create_task(read(client, tokens, tally, stop)) for _ in range(READERS)
                ]
                load = WriteLoad(scene, lambda: client, pause=0.2)  # under 500 pending commands
                load.start()
                await eventually(lambda: all(s.connected for s in listeners), "streams open")
                await eventually(lambda: load.acked.total >= 20, "the load is running")

                # Expand: a column the running code does not know, added while it serves.
                engine = create_async_engine(url)
                async with engine.begin() as ddl:
                    await ddl.execute(text("ALTER TABLE users ADD COLUMN drill_note VARCHAR(64)"))
                await engine.dispose()

                restarts = 0
                for n, server in enumerate(cluster.servers):
                    if n == 1:  # midway: the new signing key, its tokens used from now on
                        for later in cluster.servers[1:]:
                            later.change_env(SVC_JWT_PRIVATE_KEY=new_pem)
                    acked_before = load.acked.total
                    balancer.drain(server.port)  # out of rotation first, as a deploy does
                    await eventually(
                        lambda pid=server.pid: answered_elsewhere(client, pid),
                        "the load balancer no longer sends it requests",
                    )
                    # SIGTERM: requests in flight finish, streams get 1012. In a thread: the
                    # load, the streams' pongs and their close handshakes go on meanwhile.
                    await asyncio.to_thread(server.stop)
                    server.start()
                    await asyncio.to_thread(server.wait_until_up)
                    balancer.undrain(server.port)
                    restarts += 1
                    if n == 1:
                        signer = Ed25519TokenSigner(load_private_key(new_pem))
                        tokens.append(bearer(signer.sign(claims)))
                    await eventually(
                        lambda before=acked_before: load.acked.total > before + 10,
                        "writes go on after the restart",
                    )
                await eventually(lambda: all(s.connected for s in listeners), "streams back")
                stop.set()
                await load.stop()
                for task in tasks:
                    task.cancel()
                results = await asyncio.gather(*tasks, return_exceptions=True)
                errors = [r for r in results if not isinstance(r, asyncio.CancelledError | None)]
                assert not errors, errors

                await verify(scene, load.acked, client)
                table = await client.get("/v1/profile/self", headers=tokens[-1])
                assert table.status_code == 200, table.text
            log = cluster.outputs()
    seconds = time.monotonic() - began
    closes = [close for s in listeners for close in s.closes]
    assert not tally.failures, tally.failures[:20]
    assert load.acked.failures == 0, load.acked.errors[:10]
    assert restarts == 3
    trouble = [line for line in log.splitlines() if "ERROR" in line or "WARNING" in line]
    assert closes and all(code == 1012 for code, _ in closes), (closes, trouble[:30])
    assert all(s.hellos == len(s.closes) + 1 for s in listeners)  # every close, reconnected
    print(
        f"\nrolling restart behind nginx: {tally.requests} requests, {len(tally.failures)} "
        f"failed; {restarts} restarts (new signing key from the second); "
        f"{load.acked.total} acknowledged writes checked; {len(closes)} stream closes, "
        f"every one reconnected; {seconds:.0f} s"
    )
