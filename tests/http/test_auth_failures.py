"""Guessing costs: refused tokens and refused server credentials are counted per address, and
an address that spent its budget is answered 429 (with Retry-After), even for what it then
gets right, until the budget refills."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import pytest
from litestar.testing import AsyncTestClient

from adapters.memory.rate_limit import MemoryRateLimitStore
from bootstrap.core import build_core
from bootstrap.outbound import Outbound
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in
from tests.support.connect_http import register, server_headers

STILL = 1000.0  # the budget's clock does not move: nothing refills during the test


@pytest.fixture
async def http(database_url_for, settings_for) -> AsyncIterator[AsyncTestClient]:  # type: ignore[no-untyped-def]
    # 1% of the policies: one failure per address, then refusals for a minute.
    settings = settings_for(database_url_for("sqlite"), rate_limit_scale=0.01)
    limits = MemoryRateLimitStore(clock=lambda: STILL)
    async with (
        await build_core(settings, outbound=Outbound(rate_limits=limits)) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        yield client


async def test_an_address_that_guessed_tokens_is_refused_even_with_a_good_one(
    http: AsyncTestClient,
) -> None:
    _, good = await sign_in(http.core)  # type: ignore[attr-defined]
    assert (await http.get("/v1/auth/verify", headers=bearer(good))).status_code == 200
    first = await http.get("/v1/auth/verify", headers=bearer("guess.guess.guess"))
    spent = await http.get("/v1/auth/verify", headers=bearer("guess.guess.again"))
    after = await http.get("/v1/auth/verify", headers=bearer(good))
    assert first.status_code == 401
    assert spent.status_code == 429 and int(spent.headers["retry-after"]) > 0
    assert after.status_code == 429
    assert (await http.get("/v1/profile/self", headers=bearer(good))).status_code == 429


async def test_good_tokens_never_spend_the_budget(http: AsyncTestClient) -> None:
    _, good = await sign_in(http.core)  # type: ignore[attr-defined]
    for _ in range(20):
        assert (await http.get("/v1/auth/verify", headers=bearer(good))).status_code == 200


async def test_an_address_that_guessed_server_secrets_is_refused(http: AsyncTestClient) -> None:
    server = await register(http)
    commands = f"/v1/connect/servers/{server['serverId']}/commands"
    wrong = {**server_headers(server), "Authorization": f"Bearer {uuid.uuid4()}"}
    assert (await http.get(commands, headers=server_headers(server))).status_code == 200
    assert (await http.get(commands, headers=wrong)).status_code == 401
    assert (await http.get(commands, headers=wrong)).status_code == 429
    assert (await http.get(commands, headers=server_headers(server))).status_code == 429
