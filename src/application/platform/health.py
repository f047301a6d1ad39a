"""Health: build metadata, uptime, the process, whether the database and Redis answer.

The process is ready (``healthy``) when the database answers. Redis is reported, not required:
without it the instance still serves, with each process on its own caches, rate limits and
streams (docs/operations.md, "Faults"), so its state is ``degraded``, never a 503.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from application.ports import DatabaseProbe, SharedStateProbe


@dataclass(frozen=True, slots=True)
class HealthReport:
    healthy: bool
    region: str
    build_id: str
    uptime_seconds: float
    database_ok: bool
    database_latency_ms: float | None
    pid: int = 0
    redis: str = "off"
    """``off`` (not configured), ``ok`` or ``degraded`` (configured, not answering)."""
    redis_latency_ms: float | None = None


class HealthCheck:
    def __init__(
        self,
        probe: DatabaseProbe,
        region: str,
        build_id: str,
        timeout_seconds: float = 2.0,
        redis: SharedStateProbe | None = None,
        pid: int = 0,
    ) -> None:
        """``pid``: the process this check runs in (each worker has its own core)."""
        self._pid = pid
        self._probe = probe
        self._redis = redis
        self._region = region
        self._build_id = build_id
        self._timeout = timeout_seconds
        self._started = time.monotonic()

    async def report(self) -> HealthReport:
        (ok, latency), (redis_ok, redis_latency) = await asyncio.gather(
            self._ping(self._probe.ping),
            self._ping(self._redis.ping) if self._redis else _nothing(),
        )
        return HealthReport(
            healthy=ok,
            region=self._region,
            build_id=self._build_id,
            uptime_seconds=round(time.monotonic() - self._started, 3),
            database_ok=ok,
            database_latency_ms=latency,
            pid=self._pid,
            redis="off" if self._redis is None else "ok" if redis_ok else "degraded",
            redis_latency_ms=redis_latency,
        )

    async def _ping(self, ping: Callable[[], Awaitable[None]]) -> tuple[bool, float | None]:
        began = time.perf_counter()
        try:
            await asyncio.wait_for(ping(), self._timeout)
        except Exception:
            return False, None
        return True, round((time.perf_counter() - began) * 1000, 3)


async def _nothing() -> tuple[bool, float | None]:
    return False, None
