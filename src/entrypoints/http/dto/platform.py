from __future__ import annotations

from typing import Any

import msgspec

from application.platform.health import HealthReport


class DatabaseHealth(msgspec.Struct, rename="camel"):
    status: str
    latency_ms: float | None


class RedisHealth(msgspec.Struct, rename="camel"):
    status: str
    """``ok``, ``degraded`` (configured, not answering: the process serves on its own) or
    ``off`` (not configured)."""
    latency_ms: float | None


class HealthOut(msgspec.Struct, rename="camel"):
    status: str
    region: str
    build_id: str
    uptime_seconds: float
    database: DatabaseHealth
    redis: RedisHealth
    pid: int
    """The answering process (each worker of ``svc serve --workers N`` answers for itself)."""


def health_out(report: HealthReport) -> HealthOut:
    return HealthOut(
        status="ok" if report.healthy else "unavailable",
        region=report.region,
        build_id=report.build_id,
        uptime_seconds=report.uptime_seconds,
        database=DatabaseHealth(
            status="ok" if report.database_ok else "down",
            latency_ms=report.database_latency_ms,
        ),
        redis=RedisHealth(status=report.redis, latency_ms=report.redis_latency_ms),
        pid=report.pid,
    )


class Jwk(msgspec.Struct):
    kty: str
    crv: str
    x: str
    kid: str
    use: str
    alg: str


class Jwks(msgspec.Struct):
    keys: list[Jwk]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["DatabaseHealth"] = {"status": "ok", "latencyMs": 23.5}
EXAMPLES["RedisHealth"] = {"status": "ok", "latencyMs": 0.8}
EXAMPLES["HealthOut"] = {
    "status": "ok",
    "region": "eu-west",
    "buildId": "2026.11.22-3f9a1c2",
    "uptimeSeconds": 1.5,
    "database": EXAMPLES["DatabaseHealth"],
    "redis": EXAMPLES["RedisHealth"],
    "pid": 48213,
}
EXAMPLES["Jwk"] = {
    "kty": "OKP",
    "crv": "Ed25519",
    "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
    "kid": "2026-11-key-1",
    "use": "sig",
    "alg": "EdDSA",
}
EXAMPLES["Jwks"] = {"keys": [EXAMPLES["Jwk"]]}
