"""Health, metrics, the caller's IP and the public signing keys."""

from __future__ import annotations

import hmac
from typing import Any

from litestar import Controller, Request, Response, get
from litestar.openapi.datastructures import ResponseSpec

from application.identity.area import Identity
from application.platform.area import Platform
from bootstrap.settings import Settings
from domain.shared.errors import Unauthorized
from entrypoints.http.client_ip import request_ip
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.platform import HealthOut, Jwk, Jwks, health_out
from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC

PROMETHEUS_TEXT = "text/plain; version=0.0.4"  # Litestar adds the charset to text/* types


class PlatformController(Controller):
    tags = ["platform"]

    @get(
        ["/health", "/v1/health"],
        summary="Service health",
        description="Region, build id, uptime and a database ping. 503 when the database "
        "does not answer.",
        responses={
            503: ResponseSpec(
                HealthOut, description="The database does not answer", generate_examples=False
            )
        },
        access=PUBLIC,
    )
    async def get_health(self, platform: Inject[Platform]) -> Response[HealthOut]:
        report = await platform.health.report()
        return Response(health_out(report), status_code=200 if report.healthy else 503)

    @get(
        ["/metrics", "/v1/metrics"],
        summary="Prometheus metrics",
        description="Public unless SVC_METRICS_TOKEN is set; then it needs "
        "`Authorization: Bearer <that token>` (401 otherwise).",
        media_type=PROMETHEUS_TEXT,
        include_in_schema=True,
        responses=problems(401),
        access=PUBLIC,
    )
    async def get_metrics(
        self, request: Request[Any, Any, Any], settings: Inject[Settings]
    ) -> Response[bytes]:
        expected = settings.http.metrics_token
        if expected is not None and not _bearer_is(request.headers.get("authorization"), expected):
            raise Unauthorized("send 'Authorization: Bearer <SVC_METRICS_TOKEN>'")
        metrics: HttpMetrics = request.app.state.metrics
        await metrics.sample(request.app.state.core)
        return Response(metrics.exposition(), media_type=PROMETHEUS_TEXT)

    @get(
        "/v1/ip",
        summary="The caller's IP address",
        description="The address the request came from as plain text, taken from the forwarding "
        "headers only when the nearest proxy is trusted (SVC_TRUSTED_PROXIES).",
        media_type="text/plain",
        access=PUBLIC,
    )
    async def get_ip(self, request: Request[Any, Any, Any], settings: Inject[Settings]) -> str:
        return request_ip(request, settings.server.trusted_proxies)

    @get(
        "/.well-known/jwks.json",
        summary="Public keys that verify platform tokens",
        description="The Ed25519 public keys (JWK Set) that verify platform tokens, the current "
        "one and any still-trusted previous ones; cache by `kid`.",
        access=PUBLIC,
    )
    async def get_jwks(self, identity: Inject[Identity]) -> Jwks:
        return Jwks(keys=[Jwk(**key) for key in identity.tokens.jwks()["keys"]])


def _bearer_is(header: str | None, expected: str) -> bool:
    """Whether ``header`` is ``Bearer <expected>``, compared in constant time."""
    scheme, _, given = (header or "").partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(
        given.strip().encode(), expected.encode()
    )
