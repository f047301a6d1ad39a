"""Health, metrics, the caller's IP and the public signing keys."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, get
from litestar.openapi.datastructures import ResponseSpec

from bootstrap.core import Core
from entrypoints.http.client_ip import request_ip
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.platform import HealthOut, Jwk, Jwks, health_out
from entrypoints.http.metrics import HttpMetrics

PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8"


class PlatformController(Controller):
    tags = ["platform"]

    @get(
        ["/health", "/v1/health"],
        summary="Service health",
        description="Region, build id, uptime and a database ping. 503 when the database "
        "does not answer.",
        responses={503: ResponseSpec(HealthOut, description="The database does not answer")},
    )
    async def health(self, core: Inject[Core]) -> Response[HealthOut]:
        report = await core.health.report()
        return Response(health_out(report), status_code=200 if report.healthy else 503)

    @get(
        ["/metrics", "/v1/metrics"],
        summary="Prometheus metrics",
        media_type=PROMETHEUS_TEXT,
        include_in_schema=True,
    )
    async def metrics(self, request: Request[Any, Any, Any]) -> Response[bytes]:
        metrics: HttpMetrics = request.app.state.metrics
        return Response(metrics.exposition(), media_type=PROMETHEUS_TEXT)

    @get("/v1/ip", summary="The caller's IP address", media_type="text/plain")
    async def ip(self, request: Request[Any, Any, Any], core: Inject[Core]) -> str:
        return request_ip(request, core.settings.trusted_proxies)

    @get("/.well-known/jwks.json", summary="Public keys that verify platform tokens")
    async def jwks(self, core: Inject[Core]) -> Jwks:
        return Jwks(keys=[Jwk(**key) for key in core.tokens.jwks()["keys"]])
