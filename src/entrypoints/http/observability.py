"""The outermost ASGI layer: request ids, metrics, the access log and the body deadline.

It wraps the whole Litestar app, so 404s of unknown paths get all of it too. The path label
is the route template Litestar's router writes into the scope, or ``<unmatched>``.

- **Access log**: one INFO line per HTTP request on the ``svc.access`` logger: method, route
  template, status, duration, request id and, once authentication resolved one, the user or
  server id (``note_caller``, kept in the scope's ``state``). Never the raw path or query: no
  credential can reach it. With ``SVC_LOG_FORMAT=json`` the same fields are JSON keys.
- **Body deadline**: the whole request body must arrive within ``SVC_HTTP_BODY_TIMEOUT``
  seconds of the app asking for it, else 408 (and the connection closes): a client sending a
  byte now and then cannot hold a request open. A client that goes away mid-body ends the
  request with one INFO line, not an error.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from typing import Any

from litestar.exceptions import HTTPException

from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.problems import REQUEST_ID
from entrypoints.logs import PRE_REDACTED, redact

_GIVEN_ID = re.compile(rb"[A-Za-z0-9._:-]{1,128}")
_HEADER = b"x-request-id"
CALLER = "svc.caller"
"""Key in the scope's ``state``: ``{"userId": ...}`` or ``{"serverId": ...}``."""

access_log = logging.getLogger("svc.access")
log = logging.getLogger("svc.http")


class BodyTimeout(HTTPException):
    status_code = 408
    detail = "The request body did not arrive in time."


class ClientGone(HTTPException):
    """The client closed the connection before the end of its body (nobody hears the answer)."""

    status_code = 400
    detail = "The request body ended early."


def note_caller(scope: Any, *, user_id: object = None, server_id: object = None) -> None:
    """Record who the request authenticated as, for the access log line."""
    caller = {"userId": str(user_id)} if user_id is not None else {"serverId": str(server_id)}
    scope.setdefault("state", {})[CALLER] = caller


class ObservabilityMiddleware:
    def __init__(self, app: Any, metrics: HttpMetrics, body_timeout: float = 30.0) -> None:
        self.app = app
        self.metrics = metrics
        self.body_timeout = body_timeout

    def __getattr__(self, name: str) -> Any:
        # Let tools that expect the Litestar app (test clients, OpenAPI) reach it through us.
        return getattr(self.app, name)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id, given = _request_id(scope)
        scope[REQUEST_ID] = request_id.decode()
        state: dict[str, Any] = scope.setdefault("state", {})
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), (_HEADER, request_id)]
            await send(message)

        try:
            await self.app(scope, _BodyReader(scope, receive, self.body_timeout), send_with_id)
        finally:
            seconds = time.perf_counter() - started
            template = scope.get("path_template") or "<unmatched>"
            self.metrics.observe(scope["method"], template, status, seconds)
            _log_access(scope, template, status, seconds, state.get(CALLER), given)


class _BodyReader:
    """``receive`` with a deadline for the whole body, telling a vanished client apart."""

    def __init__(self, scope: dict[str, Any], receive: Any, timeout: float) -> None:
        self._scope = scope
        self._receive = receive
        self._timeout = timeout
        self._deadline: float | None = None
        self._complete = False

    async def __call__(self) -> dict[str, Any]:
        if self._complete:
            message: dict[str, Any] = await self._receive()
            return message
        loop = asyncio.get_running_loop()
        if self._deadline is None:
            self._deadline = loop.time() + self._timeout
        try:
            async with asyncio.timeout_at(self._deadline):
                message = await self._receive()
        except TimeoutError:
            self._complete = True
            raise BodyTimeout(headers={"Connection": "close"}) from None
        if message["type"] == "http.request":
            self._complete = not message.get("more_body", False)
        elif message["type"] == "http.disconnect":
            self._complete = True
            log.info(
                "the client went away before the end of its body: %s %s [%s]",
                self._scope["method"],
                self._scope.get("path_template") or "<unmatched>",
                self._scope.get(REQUEST_ID, ""),
            )
            raise ClientGone()
        return message


_ACCESS_LINE = "%s %s %d %.1fms requestId=%s%s"
_templates: dict[str, str] = {}  # route template -> as logged (redacted), at most one per route


def _log_access(
    scope: dict[str, Any],
    template: str,
    status: int,
    seconds: float,
    caller: dict[str, str] | None,
    given: bool,
) -> None:
    """One record, redacted as it is built: a request id the client gave (it may send any
    ``[A-Za-z0-9._:-]`` text, a JWT too; one the app made is hex) and the route template (once
    per route) go through ``redact``; the method, status, duration and caller ids (UUIDs)
    cannot show a credential. So ``RedactCredentials`` lets it through as it is
    (``PRE_REDACTED``), and no caller frame is looked up (``makeRecord`` + ``handle``, not
    ``info``): the same line and fields."""
    if not access_log.isEnabledFor(logging.INFO):
        return
    route = _templates.get(template)
    if route is None:
        route = _templates[template] = redact(template)
    request_id = scope.get(REQUEST_ID, "")
    if given:
        request_id = redact(request_id)
    method, duration = scope["method"], round(seconds * 1000, 1)
    fields: dict[str, Any] = {
        "method": method,
        "route": route,
        "status": status,
        "durationMs": duration,
        "requestId": request_id,
    }
    who = ""
    if caller:
        fields.update(caller)
        who = "".join(f" {key}={value}" for key, value in caller.items())
    args = (method, route, status, duration, request_id, who)
    extra = {"fields": fields, PRE_REDACTED: True}
    access_log.handle(
        access_log.makeRecord(
            access_log.name, logging.INFO, __file__, 0, _ACCESS_LINE, args, None, extra=extra
        )
    )


def _request_id(scope: dict[str, Any]) -> tuple[bytes, bool]:
    """The client's ``X-Request-Id`` when it is well formed (given), else a new one."""
    headers: list[tuple[bytes, bytes]] = scope["headers"]
    for name, value in headers:
        if name == _HEADER and _GIVEN_ID.fullmatch(value):
            return value, True
    return os.urandom(12).hex().encode(), False
