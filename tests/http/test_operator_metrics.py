"""/metrics answers an operator's questions: each family is provoked on a live server (SQLite,
a private Redis) and read back by scraping /metrics over HTTP (docs/operations.md, "Metrics")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from websockets.asyncio.client import connect

from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.private_redis import PrivateRedis, private_redis
from tests.support.waiting import OUTBOUND, eventually

pytestmark = pytest.mark.slow


def samples(text: str, name: str) -> dict[tuple[tuple[str, str], ...], float]:
    return {
        tuple(sorted(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name
    }


def value(text: str, name: str, **labels: str) -> float | None:
    return samples(text, name).get(tuple(sorted(labels.items())))


@pytest.fixture(scope="module")
def redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path_factory.mktemp("redis")) as running:
        yield running


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate, redis: PrivateRedis
) -> Iterator[LiveServer]:
    directory = tmp_path_factory.mktemp("metrics")
    url = sqlite_template.fresh(directory)
    env = server_env(
        url,
        Path(directory) / "var",
        SVC_REDIS_URL=redis.url,
        SVC_RATE_LIMIT_SCALE="0.05",  # "register" allows one request a minute per address
        SVC_REVOCATION_SYNC_SECONDS="1",
    )
    with LiveServer(env) as live:
        yield live


async def scrape(client: httpx.AsyncClient) -> str:
    answer = await client.get("/metrics")
    assert answer.status_code == 200
    return answer.text


async def test_requests_by_route_template_and_the_process(server: LiveServer) -> None:
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        await client.get("/v1/admin/users/00000000-0000-0000-0000-000000000001")
        await client.get("/no/such/thing/42")
        text = await scrape(client)
    requests = samples(text, "public_api_service_requests_total")
    routes = {dict(labels)["route"] for labels in requests}
    assert "/v1/admin/users/{user_id}" in routes and "<unmatched>" in routes
    assert not any("00000000" in route or "42" in route for route in routes)
    assert (value(text, "process_resident_memory_bytes") or 0) > 0
    assert (value(text, "process_open_fds") or 0) > 0
    assert list(samples(text, "python_info").values()) == [1.0]


async def test_the_pool_redis_and_background_jobs(server: LiveServer, redis: PrivateRedis) -> None:
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        text = await scrape(client)
        assert value(text, "svc_db_pool_connections", pool="transactions", state="size") == 1.0
        in_use = value(text, "svc_db_pool_connections", pool="transactions", state="in_use")
        waiting = value(text, "svc_db_pool_connections", pool="transactions", state="waiting")
        assert in_use is not None and 0 <= in_use <= 1 and waiting is not None and waiting >= 0
        assert value(text, "svc_redis_up") == 1.0

        async def revocations_succeeded() -> bool:
            text = await scrape(client)
            runs = value(text, "svc_background_job_runs_total", job="revocations",
                         outcome="success")  # fmt: skip
            last = value(text, "svc_background_job_last_success_timestamp_seconds",
                         job="revocations")  # fmt: skip
            return bool(runs and last and last > 1.7e9)

        await eventually(revocations_succeeded, "the revocations job ran and is reported")
        text = await scrape(client)
        assert value(text, "svc_background_job_runs_total", job="presence", outcome="failure") == 0

        redis.kill()
        try:

            async def redis_down() -> bool:
                return value(await scrape(client), "svc_redis_up") == 0.0

            await eventually(redis_down, "Redis is reported down")
        finally:
            redis.start()

        async def redis_back() -> bool:
            return value(await scrape(client), "svc_redis_up") == 1.0

        await eventually(redis_back, "Redis is reported up again")


async def test_open_streams_by_kind(server: LiveServer) -> None:
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:

        async def open_streams(count: float) -> bool:
            return value(await scrape(client), "svc_open_streams", kind="games_live") == count

        async with connect(f"{server.ws_url}/v1/games/live", open_timeout=OUTBOUND):
            await eventually(lambda: open_streams(1.0), "the open stream is counted")
        await eventually(lambda: open_streams(0.0), "the closed stream is no longer counted")


async def test_rate_limit_refusals_by_policy_and_webhook_outcomes(server: LiveServer) -> None:
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        body = {"serverType": "paper", "serverName": "Counted"}
        answers = [await client.post("/v1/connect/servers/register", json=body) for _ in range(3)]
        assert [a.status_code for a in answers][-1] == 429
        refused = sum(a.status_code == 429 for a in answers)

        payment = await client.post(
            "/v1/shop/webhook", content=b"{}", headers={"Stripe-Signature": "t=1,v1=00"}
        )
        membership = await client.post("/v1/membership/webhook", content=b"{}")
        text = await scrape(client)
    assert value(text, "svc_rate_limit_refusals_total", policy="register") == refused
    payment_code, membership_code = payment.json()["code"], membership.json()["code"]
    assert value(text, "svc_webhook_deliveries_total", webhook="payments",
                 outcome=payment_code) == 1.0  # fmt: skip
    assert value(text, "svc_webhook_deliveries_total", webhook="membership",
                 outcome=membership_code) == 1.0  # fmt: skip
