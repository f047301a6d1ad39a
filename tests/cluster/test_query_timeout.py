"""A database that hangs in the middle of a query: the statement bound (SVC_DB_STATEMENT_TIMEOUT)
ends the wait with a 503 problem and Retry-After, and the pools go on with fresh connections.

PostgreSQL behind the fault tests' TCP proxy: ``stall()`` keeps the pooled connections open but
carries nothing they send, so a query sent on one never reaches the server and never gets an
answer, as when the database host stops answering mid-query.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from pathlib import Path

import httpx
import pytest
from sqlalchemy.engine import make_url

from tests.cluster.conftest import core_on
from tests.conftest import bearer, sign_in
from tests.support.live_server import LiveServer, server_env
from tests.support.tcp_proxy import tcp_proxy
from tests.support.waiting import OUTBOUND, eventually

pytestmark = pytest.mark.slow

BOUND = 1.0  # seconds: SVC_DB_STATEMENT_TIMEOUT of the instance


@pytest.mark.parametrize("backend", ["postgres"])
async def test_a_query_held_open_is_cancelled_answered_503_and_the_pool_recovers(
    database_url: str, tmp_path: Path
) -> None:
    async with core_on(database_url, tmp_path) as core:
        _, token = await sign_in(core, uuid.uuid4(), "Patient")
    user = bearer(token)
    target = make_url(database_url)
    with tcp_proxy(target.host or "127.0.0.1", target.port or 5432) as proxy:
        proxied = target.set(host="127.0.0.1", port=proxy.port).render_as_string(
            hide_password=False
        )
        env = server_env(
            proxied,
            tmp_path / "var",
            SVC_DB_STATEMENT_TIMEOUT=str(BOUND),
            SVC_DB_CONNECT_TIMEOUT="5",
            SVC_PERMISSION_CACHE_SECONDS="0.1",  # every request reads the database
        )
        with LiveServer(env) as server:
            async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as node:
                for _ in range(3):  # a few pooled connections, open through the proxy
                    assert (await node.get("/v1/profile/self", headers=user)).status_code == 200

                proxy.stall()
                began = time.monotonic()
                held = await node.get("/v1/profile/self", headers=user)
                waited = time.monotonic() - began
                assert held.status_code == 503, held.text
                problem = held.json()
                assert problem["code"] == "unavailable" and problem["status"] == 503
                assert held.headers["content-type"].startswith("application/problem+json")
                assert int(held.headers["retry-after"]) > 0
                assert "requestId" in problem and "select" not in held.text.lower()

                # While the stalled connections stay open, the pools move on to new ones;
                # until each stalled one has been given up, an answer is that same 503.
                answers: list[int] = []

                async def served() -> bool:
                    answer = await node.get("/v1/profile/self", headers=user)
                    answers.append(answer.status_code)
                    if answer.status_code != 200:
                        assert answer.status_code == 503, answer.text
                        assert answer.headers["retry-after"]
                    return answer.status_code == 200

                await eventually(served, "requests succeed on fresh connections")
                recovered = time.monotonic() - began
                health = await node.get("/health")
                assert health.status_code == 200, health.text
                proxy.restore()
                # The connections held meanwhile answer late, if at all: nothing breaks.
                results = await asyncio.gather(
                    *(node.get("/v1/profile/self", headers=user) for _ in range(6))
                )
                assert [r.status_code for r in results] == [200] * 6
            log = server.output()
    assert "Traceback" not in log and "unhandled error" not in log
    print(
        f"\nquery held open: 503 after {waited:.2f} s (bound {BOUND} s + 1 s client margin); "
        f"answers until recovered {answers}, {recovered:.1f} s after the stall"
    )
