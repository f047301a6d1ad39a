"""Who may call each route: declared at each handler, checked when the app is built and on
every request.

Every route handler says what it needs in its decorator (``@get(..., access=PUBLIC)``; Litestar
keeps the keyword in the handler's ``opt``):

- ``PUBLIC``: no credentials (the route checks its own proof, if any: a join token, a
  single-use state, a registration token);
- ``SERVER``: a Connect server's secret and id;
- ``ANY_TOKEN``: any valid platform token, limited by scopes or not (verify);
- ``UNSCOPED``: a platform token without scopes (a full sign-in): admin, services,
  consent; ``UNSCOPED_OR_SERVER`` where a Connect server may call too (what only a server's
  owner may do in dash: its gateway routes);
- a scope (``profile:read``...): a full token, or a token limited by scopes that holds
  this one (``domain/identity/token_scopes.py`` lists them). Where a Connect server may call
  too (commands, settings), the scope applies to the dash user; the server shows its secret.

A token limited by scopes reaches only routes whose scope it holds: anything else is 403
``auth.scoped_token_refused`` (deny by default). ``create_app`` refuses to start when a handler
declares no access, and the OpenAPI document shows each operation's scope in its ``security``
requirement. A handler may also name the rate-limit policy it spends per client address
(``rate="register"``): the app's guard ``limit_by_address`` (``entrypoints/http/rate_limit.py``)
applies it before the handler runs. ``svc routes`` prints the whole table.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler
from litestar.routes import ASGIRoute, HTTPRoute, WebSocketRoute

from domain.identity.claims import TokenClaims
from domain.identity.errors import ScopedTokenRefused
from entrypoints.http.path_parameters import wire_path

OPT_KEY = "access"
RATE_KEY = "rate"
"""Key of a handler's ``opt``: the rate-limit policy of its client address, if any."""


@dataclass(frozen=True, slots=True)
class Access:
    kind: str  # "public" | "server" | "any-token" | "unscoped" | "scope"
    scope: str | None = None
    servers_too: bool = False
    """A Connect server (secret and id) may call it as well as a person."""

    @property
    def needs_person(self) -> bool:
        """A person's platform token is checked before anything else of the request."""
        return self.kind in ("any-token", "unscoped", "scope")

    def admits(self, scopes: tuple[str, ...]) -> bool:
        """May a token limited to ``scopes`` call the route?"""
        return self.kind == "any-token" or (self.kind == "scope" and self.scope in scopes)


PUBLIC = Access("public")
SERVER = Access("server")
ANY_TOKEN = Access("any-token")
UNSCOPED = Access("unscoped")
UNSCOPED_OR_SERVER = Access("unscoped", servers_too=True)


def scope(name: str, *, servers_too: bool = False) -> Access:
    return Access("scope", name, servers_too)


def describe(access: Access) -> str:
    """One line for ``svc routes``: ``public``, ``server``, ``any token``, ``full sign-in``,
    ``scope profile:read`` (``+ server`` where a Connect server may call too)."""
    text = {"any-token": "any token", "unscoped": "full sign-in"}.get(access.kind, access.kind)
    if access.kind == "scope":
        text = f"scope {access.scope}"
    return text + (" + server" if access.servers_too else "")


# fmt: off


def route_key(method: str, path: str) -> str:
    """``GET /v1/x/{server_id:uuid}`` -> ``GET /v1/x/{serverId}``: the spelling of the table."""
    return f"{method.upper()} {wire_path(path)}"


def handlers(app: Litestar) -> Iterator[tuple[str, BaseRouteHandler]]:
    """(``POST /v1/x/{serverId}``, handler) of every operation of ``app``; a WebSocket route
    as the GET that opens it. Litestar's own OPTIONS answers are left out."""
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for method, (handler, _) in route.route_handler_map.items():
                if method not in ("OPTIONS", "HEAD"):
                    yield route_key(method, route.path), handler
        elif isinstance(route, WebSocketRoute | ASGIRoute):
            yield route_key("GET", route.path), route.route_handler


def declared_access(handler: BaseRouteHandler) -> Access | None:
    access = handler.opt.get(OPT_KEY)
    return access if isinstance(access, Access) else None


def check_access(app: Litestar) -> None:
    """Refuse to start when a handler declares no access (the OpenAPI document and its UI are
    public by nature)."""
    missing: list[str] = []
    for key, handler in handlers(app):
        if key.split(" ", 1)[1].startswith("/schema"):
            handler.opt.setdefault(OPT_KEY, PUBLIC)
        elif declared_access(handler) is None:
            missing.append(key)
    if missing:
        raise RuntimeError(
            "handlers without access=... in their decorator (entrypoints/http/route_access.py): "
            + ", ".join(missing)
        )


def route_table(app: Litestar) -> dict[str, tuple[Access, str | None]]:
    """Every operation's access and address rate policy, by route key (``svc routes``)."""
    return {
        key: (access, handler.opt.get(RATE_KEY))
        for key, handler in handlers(app)
        if (access := declared_access(handler)) is not None
    }


def access_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Access | None:
    return declared_access(connection.route_handler)


def check_token(connection: ASGIConnection[Any, Any, Any, Any], claims: TokenClaims) -> None:
    """Refuse a token limited by scopes on a route it does not reach (deny by default)."""
    if claims.scopes is None:
        return
    access = access_of(connection)
    if access is None or not access.admits(claims.scopes):
        needed = access.scope if access is not None and access.kind == "scope" else None
        raise ScopedTokenRefused(
            f"this token is limited to the scopes {' '.join(claims.scopes) or '(none)'}; "
            + (f"this route needs {needed}" if needed else "this route needs a full sign-in")
        )
