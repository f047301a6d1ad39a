"""Health: build metadata, uptime and whether the database answers."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from application.ports import DatabaseProbe


@dataclass(frozen=True, slots=True)
class HealthReport:
    healthy: bool
    region: str
    build_id: str
    uptime_seconds: float
    database_ok: bool
    database_latency_ms: float | None


class HealthCheck:
    def __init__(
        self, probe: DatabaseProbe, region: str, build_id: str, timeout_seconds: float = 2.0
    ) -> None:
        self._probe = probe
        self._region = region
        self._build_id = build_id
        self._timeout = timeout_seconds
        self._started = time.monotonic()

    async def report(self) -> HealthReport:
        began = time.perf_counter()
        try:
            await asyncio.wait_for(self._probe.ping(), self._timeout)
            ok, latency = True, round((time.perf_counter() - began) * 1000, 3)
        except Exception:
            ok, latency = False, None
        return HealthReport(
            healthy=ok,
            region=self._region,
            build_id=self._build_id,
            uptime_seconds=round(time.monotonic() - self._started, 3),
            database_ok=ok,
            database_latency_ms=latency,
        )
