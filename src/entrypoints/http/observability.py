"""The outermost ASGI layer: request ids and request metrics for every HTTP response.

It wraps the whole Litestar app, so 404s of unknown paths get both too. The path label is
the route template Litestar's router writes into the scope, or ``<unmatched>``.
"""

from __future__ import annotations

import os
import re
import time
from typing import Any

from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.problems import REQUEST_ID

_GIVEN_ID = re.compile(rb"[A-Za-z0-9._:-]{1,128}")
_HEADER = b"x-request-id"


class ObservabilityMiddleware:
    def __init__(self, app: Any, metrics: HttpMetrics) -> None:
        self.app = app
        self.metrics = metrics

    def __getattr__(self, name: str) -> Any:
        # Let tools that expect the Litestar app (test clients, OpenAPI) reach it through us.
        return getattr(self.app, name)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _request_id(scope)
        scope[REQUEST_ID] = request_id.decode()
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), (_HEADER, request_id)]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            self.metrics.observe(
                scope["method"],
                scope.get("path_template") or "<unmatched>",
                status,
                time.perf_counter() - started,
            )


def _request_id(scope: dict[str, Any]) -> bytes:
    headers: list[tuple[bytes, bytes]] = scope["headers"]
    for name, value in headers:
        if name == _HEADER and _GIVEN_ID.fullmatch(value):
            return value
    return os.urandom(12).hex().encode()
