"""Prometheus metrics of the HTTP service.

Labels: method, path template (never the raw path: bounded cardinality), status. Under
several worker processes (``PROMETHEUS_MULTIPROC_DIR`` set by ``svc serve --workers N``)
each process writes its samples to that directory and the exposition merges them.
"""

from __future__ import annotations

import os

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector

BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})


class HttpMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self._requests = Counter(
            "public_api_service_requests_total",
            "HTTP requests served, by method, path template and status.",
            ("method", "path", "status"),
            registry=self.registry,
        )
        self._duration = Histogram(
            "public_api_service_request_duration_seconds",
            "Time to serve an HTTP request, by method, path template and status.",
            ("method", "path", "status"),
            buckets=BUCKETS,
            registry=self.registry,
        )
        self._children: dict[tuple[str, str, int], tuple[Counter, Histogram]] = {}

    def observe(self, method: str, path: str, status: int, seconds: float) -> None:
        key = (method, path, status)
        children = self._children.get(key)
        if children is None:
            labels = (method if method in METHODS else "OTHER", path, str(status))
            children = (self._requests.labels(*labels), self._duration.labels(*labels))
            self._children[key] = children
        children[0].inc()
        children[1].observe(seconds)

    def exposition(self) -> bytes:
        directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
        if not directory:
            return generate_latest(self.registry)
        merged = CollectorRegistry()
        MultiProcessCollector(merged, path=directory)
        return generate_latest(merged)
