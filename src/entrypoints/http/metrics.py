"""Prometheus metrics of the service (docs/operations.md, "Metrics": what each one answers).

Requests are labelled by method, route template (never the raw path: bounded cardinality) and
status. Beside them: the process (CPU, memory, file descriptors), the database pools, Redis,
open streams, background jobs, rate-limit refusals and webhook deliveries. Counters are counted
where things happen (listeners on the core's rate limits and background work, the streams and
webhook handlers); pool and Redis gauges are sampled every few seconds and at each scrape.

Under several worker processes (``PROMETHEUS_MULTIPROC_DIR`` set by ``svc serve --workers N``)
each process writes its samples to that directory and the exposition merges them: counters
add up, gauges of the pools and streams add up over the live processes, Redis is up only when
every process sees it, a job's last success is the latest of any process; the process metrics
are those of the worker that answers the scrape.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Any

from litestar.connection import ASGIConnection
from prometheus_client import (
    PLATFORM_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.multiprocess import MultiProcessCollector

from domain.shared.errors import DomainError

if TYPE_CHECKING:
    from bootstrap.core import Core

BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})
SAMPLE_SECONDS = 5.0


class HttpMetrics:
    def __init__(self) -> None:
        self.registry = registry = CollectorRegistry(auto_describe=True)
        self._requests = Counter(
            "public_api_service_requests_total",
            "HTTP requests served, by method, route template and status.",
            ("method", "route", "status"),
            registry=registry,
        )
        self._duration = Histogram(
            "public_api_service_request_duration_seconds",
            "Time to serve an HTTP request, by method, route template and status.",
            ("method", "route", "status"),
            buckets=BUCKETS,
            registry=registry,
        )
        self._children: dict[tuple[str, str, int], tuple[Counter, Histogram]] = {}
        self.pool = Gauge(
            "svc_db_pool_connections",
            "Database connections by pool (transactions, reads) and state (size: the most the "
            "pool opens; in_use; waiting: callers queued for a connection).",
            ("pool", "state"),
            registry=registry,
            multiprocess_mode="livesum",
        )
        self.redis_up = Gauge(
            "svc_redis_up",
            "1 when Redis answers a PING, 0 when it does not (absent without SVC_REDIS_URL).",
            registry=registry,
            multiprocess_mode="livemin",
        )
        self.streams = Gauge(
            "svc_open_streams",
            "WebSocket streams open now, by kind (connect_settings, games_live).",
            ("kind",),
            registry=registry,
            multiprocess_mode="livesum",
        )
        self.job_success = Gauge(
            "svc_background_job_last_success_timestamp_seconds",
            "When each background job last succeeded (Unix time).",
            ("job",),
            registry=registry,
            multiprocess_mode="max",
        )
        self.job_runs = Counter(
            "svc_background_job_runs_total",
            "Runs of each background job, by outcome (success, failure).",
            ("job", "outcome"),
            registry=registry,
        )
        self.refusals = Counter(
            "svc_rate_limit_refusals_total",
            'Requests refused by a rate limit, by policy (docs/api.md, "Rate limits").',
            ("policy",),
            registry=registry,
        )
        self.webhooks = Counter(
            "svc_webhook_deliveries_total",
            "Webhook deliveries, by webhook (payments, membership) and outcome (what the "
            "delivery did, duplicate, or the problem code it was refused with).",
            ("webhook", "outcome"),
            registry=registry,
        )
        if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            ProcessCollector(registry=registry)
            registry.register(PLATFORM_COLLECTOR)

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        key = (method, route, status)
        children = self._children.get(key)
        if children is None:
            labels = (method if method in METHODS else "OTHER", route, str(status))
            children = (self._requests.labels(*labels), self._duration.labels(*labels))
            self._children[key] = children
        children[0].inc()
        children[1].observe(seconds)

    def webhook(self, webhook: str, outcome: str) -> None:
        self.webhooks.labels(webhook, outcome).inc()

    @contextlib.contextmanager
    def stream_open(self, kind: str) -> Iterator[None]:
        gauge = self.streams.labels(kind)
        gauge.inc()
        try:
            yield
        finally:
            gauge.dec()

    def attach(self, core: Core) -> None:
        """Count the core's rate-limit refusals and background job runs."""
        core.limits.refused.append(lambda policy: self.refusals.labels(policy).inc())
        core.kernel.background.ran.append(self._job_ran)
        for job in core.kernel.background.jobs:  # every job listed from the start, at 0
            for outcome in ("success", "failure"):
                self.job_runs.labels(job.name, outcome)

    def _job_ran(self, job: str, succeeded: bool) -> None:
        self.job_runs.labels(job, "success" if succeeded else "failure").inc()
        if succeeded:
            self.job_success.labels(job).set(time.time())

    async def sample(self, core: Core) -> None:
        """Read the pools and ask Redis (bounded by SVC_REDIS_TIMEOUT)."""
        for pool in core.kernel.infrastructure.pools:
            self.pool.labels(pool.pool, "size").set(pool.size)
            self.pool.labels(pool.pool, "in_use").set(pool.in_use)
            self.pool.labels(pool.pool, "waiting").set(pool.waiting)
        redis = core.outbound.shared_state
        if redis is not None:
            try:
                await asyncio.wait_for(redis.ping(), core.settings.redis.redis_timeout * 2)
            except Exception:
                self.redis_up.set(0)
            else:
                self.redis_up.set(1)

    @contextlib.asynccontextmanager
    async def sampling(self, core: Core) -> AsyncIterator[None]:
        """Sample every SAMPLE_SECONDS while the block runs (the app's lifespan)."""

        async def every() -> None:
            while True:
                with contextlib.suppress(Exception):
                    await self.sample(core)
                await asyncio.sleep(SAMPLE_SECONDS)

        task = asyncio.create_task(every(), name="svc-metrics-sample")
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def exposition(self) -> bytes:
        directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
        if not directory:
            return generate_latest(self.registry)
        merged = CollectorRegistry()
        MultiProcessCollector(merged, path=directory)
        ProcessCollector(registry=merged)
        return generate_latest(merged)


@contextlib.contextmanager
def counted_webhook(
    request: ASGIConnection[Any, Any, Any, Any], webhook: str
) -> Iterator[list[str]]:
    """Count a webhook delivery by its outcome: what the block appends, or the problem code
    of the error it raised (``error`` for anything else)."""
    metrics: HttpMetrics = request.app.state.metrics
    outcome: list[str] = []
    try:
        yield outcome
    except DomainError as error:
        metrics.webhook(webhook, error.code)
        raise
    except Exception:
        metrics.webhook(webhook, "error")
        raise
    metrics.webhook(webhook, outcome[0] if outcome else "done")
