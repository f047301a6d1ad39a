"""Health, metrics, the caller's IP, the public keys, request ids and problem bodies."""

from __future__ import annotations

import re
from collections.abc import Callable

import jwt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from litestar.testing import AsyncTestClient

from adapters.crypto.keys import b64url_decode
from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in


class TestHealth:
    async def test_health_reports_build_region_uptime_and_database(
        self, http: AsyncTestClient
    ) -> None:
        for path in ("/health", "/v1/health"):
            response = await http.get(path)
            body = response.json()
            assert response.status_code == 200
            assert body["status"] == "ok"
            assert body["region"] == "test-1"
            assert body["buildId"] == "2026.11.22-test"
            assert body["uptimeSeconds"] >= 0
            assert body["database"]["status"] == "ok"
            assert body["database"]["latencyMs"] >= 0

    async def test_health_is_503_when_the_database_does_not_answer(
        self, database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
    ) -> None:
        async with (
            await build_core(settings_for(database_url_for("sqlite"))) as core,
            AsyncTestClient(app=create_app(core=core)) as client,
        ):
            await core.infrastructure.reader.close()  # the database is gone
            response = await client.get("/health")
        assert response.status_code == 503
        assert response.json()["database"] == {"status": "down", "latencyMs": None}


class TestMetrics:
    async def test_requests_are_counted_by_method_route_template_and_status(
        self, http: AsyncTestClient
    ) -> None:
        await http.get("/v1/admin/users/00000000-0000-0000-0000-000000000000")
        await http.get("/no/such/path")
        text = (await http.get("/metrics")).text
        assert (
            'public_api_service_requests_total{method="GET",route="/v1/admin/users/{user_id}",'
            'status="401"} 1.0' in text
        )
        assert 'route="<unmatched>",status="404"' in text
        assert "public_api_service_request_duration_seconds_bucket{" in text
        assert (await http.get("/v1/metrics")).status_code == 200


class TestCallerIp:
    async def test_forwarded_for_is_ignored_from_an_untrusted_peer(
        self, http: AsyncTestClient
    ) -> None:
        response = await http.get("/v1/ip", headers={"X-Forwarded-For": "203.0.113.9"})
        assert response.headers["content-type"].startswith("text/plain")
        assert response.text != "203.0.113.9"


class TestKeys:
    async def test_a_token_verifies_offline_with_the_published_key(
        self, http: AsyncTestClient
    ) -> None:
        user_id, token = await sign_in(http.core)  # type: ignore[attr-defined]
        keys = (await http.get("/.well-known/jwks.json")).json()["keys"]
        kid = jwt.get_unverified_header(token)["kid"]
        (jwk,) = [k for k in keys if k["kid"] == kid]
        public = Ed25519PublicKey.from_public_bytes(b64url_decode(jwk["x"]))
        claims = jwt.decode(token, public, algorithms=["EdDSA"])
        assert claims["sub"] == str(user_id)
        assert (jwk["kty"], jwk["crv"], jwk["alg"]) == ("OKP", "Ed25519", "EdDSA")


class TestRequestIds:
    async def test_a_well_formed_request_id_is_echoed(self, http: AsyncTestClient) -> None:
        response = await http.get("/health", headers={"X-Request-Id": "abc-123"})
        assert response.headers["x-request-id"] == "abc-123"

    async def test_a_malformed_request_id_is_replaced(self, http: AsyncTestClient) -> None:
        response = await http.get("/health", headers={"X-Request-Id": "<script>"})
        assert re.fullmatch(r"[0-9a-f]{24}", response.headers["x-request-id"])

    async def test_problems_carry_the_request_id(self, http: AsyncTestClient) -> None:
        response = await http.get("/v1/profile/self", headers={"X-Request-Id": "req-1"})
        assert response.status_code == 401
        assert response.headers["content-type"] == "application/problem+json"
        assert response.json()["requestId"] == "req-1"


class TestUnknownRoutes:
    async def test_an_unknown_path_is_a_404_problem(self, http: AsyncTestClient) -> None:
        response = await http.get("/v1/nothing-here")
        assert response.status_code == 404
        assert response.json()["code"] == "not_found"
        assert response.json()["detail"] == (
            "No operation has this path: check it against the API document (/schema/openapi.json)."
        )

    async def test_a_wrong_method_is_a_405_problem(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        response = await http.delete("/v1/profile/self", headers=bearer(token))
        assert response.status_code == 405
        assert response.json()["code"] == "method_not_allowed"
        allowed = response.headers["allow"]
        assert "GET" in allowed
        assert response.json()["detail"] == f"This path does not take DELETE: it takes {allowed}."

    async def test_a_domain_404_keeps_its_own_detail(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        path = f"/v1/profile/auth/sessions/{'0' * 24}"
        response = await http.delete(path, headers=bearer(token))
        assert response.status_code == 404
        assert response.json()["detail"] != (await http.get("/v1/nothing-here")).json()["detail"]


class TestSeveralApps:
    async def test_two_apps_in_one_process_each_use_their_own_core(
        self, database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
    ) -> None:
        async with (
            await build_core(settings_for(database_url_for("sqlite"), region="one")) as first,
            await build_core(settings_for(database_url_for("sqlite"), region="two")) as second,
        ):
            async with AsyncTestClient(app=create_app(core=first)) as a:
                assert (await a.get("/health")).json()["region"] == "one"
            async with AsyncTestClient(app=create_app(core=second)) as b:
                assert (await b.get("/health")).json()["region"] == "two"
