"""HTTP details every route shares: one charset, a complete Allow, a guarded /metrics."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

import pytest
from litestar.testing import AsyncTestClient

from tests.conftest import bearer, sign_in

ANY_ID = "0192e4a0-0000-7000-8000-000000000001"


async def _get_routes(http: AsyncTestClient) -> dict[str, list[str]]:
    """Every documented path (parameters filled in) and its documented methods."""
    document = (await http.get("/schema/openapi.json")).json()
    return {
        re.sub(r"\{[^}]+\}", ANY_ID, path): sorted(
            method.upper() for method in item if method in ("get", "put", "post", "delete", "patch")
        )
        for path, item in document["paths"].items()
    }


async def test_every_text_response_names_exactly_one_charset(http: AsyncTestClient) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    routes = await _get_routes(http)
    seen: dict[str, str] = {}
    for path, methods in routes.items():
        if "GET" in methods:
            response = await http.get(path, headers=bearer(token))
            seen[path] = response.headers.get("content-type", "")
    html_error = await http.get("/v1/auth/service/exchange")  # an HTML page: service missing
    seen["/v1/auth/service/exchange"] = html_error.headers["content-type"]
    assert html_error.headers["content-type"] == "text/html; charset=utf-8"
    assert seen["/metrics"] == "text/plain; version=0.0.4; charset=utf-8"
    assert seen["/v1/ip"] == "text/plain; charset=utf-8"
    assert {path: kind for path, kind in seen.items() if kind.count("charset") > 1} == {}


async def test_options_allows_every_method_of_the_path(http: AsyncTestClient) -> None:
    routes = await _get_routes(http)
    for path, methods in routes.items():
        response = await http.options(path)
        assert response.status_code == 204, path
        assert response.headers["allow"] == ", ".join(sorted({*methods, "OPTIONS"})), path
    settings = await http.options("/v1/profile/settings")
    assert settings.headers["allow"] == "GET, OPTIONS, PATCH"
    not_allowed = await http.delete("/v1/profile/settings")
    assert not_allowed.status_code == 405
    assert set(not_allowed.headers["allow"].split(", ")) == {"GET", "OPTIONS", "PATCH"}


class TestMetricsToken:
    TOKEN = "metrics-token-for-the-tests"

    async def test_without_a_token_configured_metrics_are_public(
        self, http: AsyncTestClient
    ) -> None:
        assert (await http.get("/metrics")).status_code == 200

    @pytest.mark.parametrize("path", ["/metrics", "/v1/metrics"])
    async def test_with_a_token_configured_only_that_bearer_reads_metrics(
        self,
        http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
        path: str,
    ) -> None:
        async with http_with(metrics_token=self.TOKEN) as http:
            _, user_token = await sign_in(http.core, uuid.uuid4())  # type: ignore[attr-defined]
            refused = [
                await http.get(path),
                await http.get(path, headers=bearer("metrics-token-for-the-test")),
                await http.get(path, headers=bearer(self.TOKEN + "s")),
                await http.get(path, headers={"Authorization": f"Basic {self.TOKEN}"}),
                await http.get(path, headers=bearer(user_token)),
            ]
            allowed = await http.get(path, headers=bearer(self.TOKEN))
        for response in refused:
            assert response.status_code == 401
            assert response.json()["code"] == "unauthorized"
            assert response.headers["www-authenticate"].startswith("Bearer")
        assert allowed.status_code == 200
        assert "public_api_service_requests_total" in allowed.text
