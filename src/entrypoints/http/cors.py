"""CORS at the ASGI level (docs/decisions.md, "Services and consent", CORS), in front of routing.

Origins are judged by ``core.services.cors`` (the dashboard origin, with credentials; https origins
under a DNS-verified domain of a service, without). A preflight from an allowed origin is
answered here, with the request headers the routes declare (``cors_headers.py``); any other
request from an allowed origin gets Access-Control-Allow-Origin on its response, and the
response headers the routes declare as exposed. Requests from other origins pass through
untouched (no CORS headers), and every response to a request with an Origin header varies on
it.

Plain OPTIONS requests (not preflights) are answered by Litestar, whose automatic handler lists
in ``Allow`` only the methods of the first handler registered on a path. Here ``Allow`` is
rewritten with every method the path's route has, plus OPTIONS, taken from the app's routes.
"""

from __future__ import annotations

from typing import Any

from litestar.routes import HTTPRoute

from entrypoints.http.cors_headers import cors_headers

METHODS = b"GET, POST, PUT, PATCH, DELETE, OPTIONS"
MAX_AGE = b"600"


class CorsMiddleware:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._allow = {
            route.path_format: ", ".join(sorted({*route.methods, "OPTIONS"})).encode()
            for route in getattr(app, "routes", ())
            if isinstance(route, HTTPRoute)
        }
        headers = cors_headers(app)  # from the routes (cors_headers.py)
        self._allow_headers = headers.allow_value
        self._expose_headers = headers.expose_value

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "OPTIONS":
            send = self._with_allow(scope, send)
        origin = _header(scope, b"origin")
        if origin is None:
            await self.app(scope, receive, send)
            return
        decision = await self.app.state.core.services.cors.decide(origin.decode("latin-1"))
        preflight = scope["method"] == "OPTIONS" and _header(
            scope, b"access-control-request-method"
        )
        if decision.allowed and preflight:
            await self._preflight(send, origin, decision.credentials)
            return
        extra = [(b"vary", b"Origin")]
        if decision.allowed:
            extra += [
                (b"access-control-allow-origin", origin),
                (b"access-control-expose-headers", self._expose_headers),
            ]
            if decision.credentials:
                extra.append((b"access-control-allow-credentials", b"true"))

        async def send_with_cors(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, send_with_cors)

    def _with_allow(self, scope: dict[str, Any], send: Any) -> Any:
        async def send_with_allow(message: dict[str, Any]) -> None:
            allow = self._allow.get(scope.get("path_template", ""))
            if message["type"] == "http.response.start" and allow is not None:
                headers = [(k, v) for k, v in message.get("headers", ()) if k.lower() != b"allow"]
                message["headers"] = [*headers, (b"allow", allow)]
            await send(message)

        return send_with_allow

    async def _preflight(self, send: Any, origin: bytes, credentials: bool) -> None:
        headers = [
            (b"access-control-allow-origin", origin),
            (b"access-control-allow-methods", METHODS),
            (b"access-control-allow-headers", self._allow_headers),
            (b"access-control-max-age", MAX_AGE),
            (b"vary", b"Origin"),
            (b"content-length", b"0"),
        ]
        if credentials:
            headers.append((b"access-control-allow-credentials", b"true"))
        await send({"type": "http.response.start", "status": 204, "headers": headers})
        await send({"type": "http.response.body", "body": b""})


def _header(scope: dict[str, Any], name: bytes) -> bytes | None:
    headers: list[tuple[bytes, bytes]] = scope["headers"]
    for key, value in headers:
        if key == name:
            return value
    return None
