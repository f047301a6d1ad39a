from __future__ import annotations

from typing import Annotated, Any

import msgspec

from application.platform.health import HealthReport


class DatabaseHealth(msgspec.Struct, rename="camel"):
    status: Annotated[
        str, msgspec.Meta(description="ok when the database answered the ping, else down.")
    ]
    latency_ms: (
        Annotated[
            float,
            msgspec.Meta(description=("The ping's latency in milliseconds; null when it failed.")),
        ]
        | None
    )


class RedisHealth(msgspec.Struct, rename="camel"):
    status: Annotated[
        str,
        msgspec.Meta(
            description=(
                "ok; degraded (configured, not answering: the process serves on its own) or off "
                "(not configured)."
            )
        ),
    ]
    """``ok``, ``degraded`` (configured, not answering: the process serves on its own) or
    ``off`` (not configured)."""
    latency_ms: (
        Annotated[
            float, msgspec.Meta(description=("The ping's latency in milliseconds; null when none."))
        ]
        | None
    )


class HealthOut(msgspec.Struct, rename="camel"):
    status: Annotated[
        str, msgspec.Meta(description="ok when the database answers, else unavailable (with 503).")
    ]
    region: Annotated[str, msgspec.Meta(description="The region this instance runs in.")]
    build_id: Annotated[
        str, msgspec.Meta(description=("The release's build id, `YYYY.MM.DD-<short hash>`."))
    ]
    uptime_seconds: Annotated[
        float, msgspec.Meta(description=("Seconds since this instance started."))
    ]
    database: Annotated[
        DatabaseHealth, msgspec.Meta(description=("The database ping: status and latency."))
    ]
    redis: Annotated[RedisHealth, msgspec.Meta(description="The Redis ping: status and latency.")]
    pid: Annotated[int, msgspec.Meta(description="The serving process's id.")]
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
    kty: Annotated[str, msgspec.Meta(description="Key type: OKP.")]
    crv: Annotated[str, msgspec.Meta(description="Curve: Ed25519.")]
    x: Annotated[str, msgspec.Meta(description="The public key, base64url.")]
    kid: Annotated[
        str, msgspec.Meta(description=("The key's id, as tokens name it in their header."))
    ]
    use: Annotated[str, msgspec.Meta(description="Key use: sig.")]
    alg: Annotated[str, msgspec.Meta(description="Algorithm: EdDSA.")]


class Jwks(msgspec.Struct):
    keys: Annotated[
        list[Jwk], msgspec.Meta(description=("The public keys that verify the platform's tokens."))
    ]


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
