"""The ASGI entry point for uvicorn workers: ``entrypoints.http.asgi:create`` (a factory)."""

from __future__ import annotations

from entrypoints.http.app import create_app
from entrypoints.http.observability import ObservabilityMiddleware


def create() -> ObservabilityMiddleware:
    return create_app()
