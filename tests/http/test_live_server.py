"""The app served by a real uvicorn process, reached with a real HTTP client."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    """A server with the default settings for the module's tests, and its database URL."""
    directory = tmp_path_factory.mktemp("live")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var")) as server:
        yield server, url


async def test_a_token_issued_by_the_core_is_honoured_by_a_live_server(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, url = live
    async with await build_core(settings_for(url)) as core:
        user_id, token = await sign_in(core, uuid.uuid4(), "Live")

    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        response = await client.get("/v1/profile/self", headers=bearer(token))
        health = await client.get("/health")

    assert response.status_code == 200
    assert response.json()["userId"] == str(user_id)
    assert response.headers["x-request-id"]
    assert health.json()["database"]["status"] == "ok"
    assert health.json()["buildId"] == "2026.11.22-test"


class TestCallerIpBehindAProxy:
    """uvicorn runs without --proxy-headers: X-Forwarded-For is judged by SVC_TRUSTED_PROXIES."""

    def test_the_forwarded_client_is_reported_when_the_peer_is_trusted(
        self, tmp_path: Path, database_url_for: Callable[[str], str]
    ) -> None:
        env = server_env(
            database_url_for("sqlite"), tmp_path / "var", SVC_TRUSTED_PROXIES="127.0.0.0/8"
        )
        with LiveServer(env) as server:
            response = httpx.get(
                f"{server.base_url}/v1/ip",
                headers={"X-Forwarded-For": "198.51.100.7, 203.0.113.9"},
                timeout=OUTBOUND,
            )
        assert response.text == "203.0.113.9"

    def test_forwarded_for_from_an_untrusted_peer_is_ignored(
        self, live: tuple[LiveServer, str]
    ) -> None:
        server, _ = live  # its SVC_TRUSTED_PROXIES is empty
        response = httpx.get(
            f"{server.base_url}/v1/ip", headers={"X-Forwarded-For": "203.0.113.9"}, timeout=OUTBOUND
        )
        assert response.text == "127.0.0.1"
