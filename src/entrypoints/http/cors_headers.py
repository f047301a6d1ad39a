"""Which headers CORS lets a browser page send and read, derived from the routes at start-up
(docs/decisions.md, "Services and consent", CORS), so that they cannot drift from the API.

Allowed request headers: every header parameter any route declares (``If-Match``,
``If-None-Match``, ``Idempotency-Key`` ...; a handler reads a header only through a declared
parameter), plus those every route takes (``APP_WIDE_REQUEST``). Exposed response headers:
every header any route declares in ``response_headers`` (``ETag`` ...), plus those the app sets
on any answer (``APP_WIDE_RESPONSE``). Headers a page may always send or read (CORS-safelisted)
are left out of the lists.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from litestar.routes import HTTPRoute

APP_WIDE_REQUEST = (
    "Authorization",  # the bearer token (docs/auth.md)
    "Content-Type",  # application/json is not a "simple" content type
    "X-Request-Id",  # the caller's own request id, echoed (docs/operations.md, "Logs")
    "traceparent",  # W3C trace context (docs/api.md)
    "tracestate",
    "X-Svc-User-Agent",  # what sessions record as the user agent (browsers own User-Agent)
)
APP_WIDE_RESPONSE = (
    "X-Request-Id",  # on every answer (observability.py)
    "Retry-After",  # on every 429 and 503 (problems.py)
    "WWW-Authenticate",  # on every 401 (problems.py)
    "Location",  # on every redirect page (html.py)
)
SAFELISTED_RESPONSE = frozenset(
    {"cache-control", "content-language", "content-length", "content-type", "expires"}
    | {"last-modified", "pragma"}
)
"""Response headers every page may read without being exposed (the Fetch standard)."""


@dataclass(frozen=True, slots=True)
class CorsHeaders:
    allow: tuple[str, ...]
    expose: tuple[str, ...]

    @property
    def allow_value(self) -> bytes:
        return ", ".join(self.allow).encode("latin-1")

    @property
    def expose_value(self) -> bytes:
        return ", ".join(self.expose).encode("latin-1")


def cors_headers(app: Any) -> CorsHeaders:
    """The headers of ``app``'s routes (a Litestar app; anything without routes: app-wide only)."""
    requested: list[str] = []
    answered: list[str] = []
    for route in getattr(app, "routes", ()):
        if not isinstance(route, HTTPRoute):
            continue
        for handler, kwargs_model in route.route_handler_map.values():
            requested += [p.field_alias for p in kwargs_model.expected_header_params]
            answered += [h.name for h in handler.resolve_response_headers()]
    expose = [h for h in answered if h.lower() not in SAFELISTED_RESPONSE]
    return CorsHeaders(
        allow=_unique([*APP_WIDE_REQUEST, *sorted(requested, key=str.lower)]),
        expose=_unique([*APP_WIDE_RESPONSE, *sorted(expose, key=str.lower)]),
    )


def _unique(names: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for name in names:
        seen.setdefault(name.lower(), name)
    return tuple(seen.values())
