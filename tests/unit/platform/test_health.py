"""The health report: ready is the database alone; Redis is reported ok, degraded or off."""

from __future__ import annotations

import asyncio

import pytest

from application.platform.health import HealthCheck


class Probe:
    def __init__(self, answers: bool = True, hangs: bool = False) -> None:
        self.answers = answers
        self.hangs = hangs

    async def ping(self) -> None:
        if self.hangs:
            await asyncio.Event().wait()
        if not self.answers:
            raise ConnectionRefusedError("down")


@pytest.mark.parametrize(
    ("database", "redis", "healthy", "redis_state"),
    [
        (Probe(), None, True, "off"),
        (Probe(), Probe(), True, "ok"),
        (Probe(), Probe(answers=False), True, "degraded"),
        (Probe(), Probe(hangs=True), True, "degraded"),
        (Probe(answers=False), Probe(), False, "ok"),
        (Probe(hangs=True), Probe(answers=False), False, "degraded"),
    ],
)
async def test_ready_follows_the_database_and_redis_is_only_reported(
    database: Probe, redis: Probe | None, healthy: bool, redis_state: str
) -> None:
    check = HealthCheck(database, "eu-1", "b1", timeout_seconds=0.05, redis=redis, pid=4242)
    report = await check.report()
    assert (report.healthy, report.database_ok, report.redis) == (healthy, healthy, redis_state)
    assert report.pid == 4242
    assert (report.database_latency_ms is not None) == healthy
    assert (report.redis_latency_ms is not None) == (redis_state == "ok")
