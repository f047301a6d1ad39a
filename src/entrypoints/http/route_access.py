"""Who may call each route: declared at each handler, checked when the app is built and on
every request.

Every route handler says what it needs in its decorator (``@get(..., access=PUBLIC)``; Litestar
keeps the keyword in the handler's ``opt``):

- ``PUBLIC``: no credentials (the route checks its own proof, if any: a join token, a
  single-use state, a registration token);
- ``SERVER``: a Connect server's secret and id;
- ``ANY_TOKEN``: any valid platform token, limited by scopes or not, a service's too (verify);
- ``API_TOKEN``: any API token (game session, sign-in, exchange, ``svc token``) whatever its
  scopes, where the API contract gives a route to every signed-in user (the service token, the
  session list, the profile settings); a service token is refused, or with
  ``api_token(service_scope=...)`` needs that scope;
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

Every credential is checked before the body is read, so a wrong one is 401 whatever the body
(a stranger learns nothing of the schema): a person's token by ``require_credentials``, a
Connect server's secret by ``require_server`` (``entrypoints/http/connect_auth.py``), and the
proof a ``PUBLIC`` route checks itself (a registration token, a gateway's secret, a token that
may be left out) by ``require_proof`` (``entrypoints/http/auth.py``), which runs the check the
handler names with ``proof=...``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler
from litestar.routes import ASGIRoute, HTTPRoute, WebSocketRoute

from domain.identity.claims import TokenClaims, TokenType
from domain.identity.errors import ScopedTokenRefused
from entrypoints.http.path_parameters import wire_path

OPT_KEY = "access"
RATE_KEY = "rate"
"""Key of a handler's ``opt``: the rate-limit policy of its client address, if any."""
PROOF_KEY = "proof"
"""Key of a handler's ``opt``: the check of the proof a ``PUBLIC`` route takes in its headers
(``Proof``), run by the app's guard before the body is read."""
Proof = Callable[[ASGIConnection[Any, Any, Any, Any]], Awaitable[None]]
"""Raises (401) unless the request carries the route's proof."""


@dataclass(frozen=True, slots=True)
class Access:
    kind: str  # "public" | "server" | "any-token" | "api-token" | "unscoped" | "scope"
    scope: str | None = None
    """``scope``: the scope a token limited by scopes needs; ``api-token``: the one a service
    token needs (None: service tokens are refused)."""
    servers_too: bool = False
    """A Connect server (secret and id) may call it as well as a person."""

    @property
    def needs_person(self) -> bool:
        """A person's platform token is checked before anything else of the request."""
        return self.kind in ("any-token", "api-token", "unscoped", "scope")

    def admits(self, claims: TokenClaims) -> bool:
        """May this token call the route? (A token not limited by scopes may call every
        route that needs a person.)"""
        if claims.scopes is None or self.kind == "any-token":
            return True
        if self.kind == "api-token" and claims.typ is TokenType.API:
            return True
        return self.kind in ("scope", "api-token") and self.scope in claims.scopes


PUBLIC = Access("public")
SERVER = Access("server")
ANY_TOKEN = Access("any-token")
API_TOKEN = Access("api-token")
UNSCOPED = Access("unscoped")
UNSCOPED_OR_SERVER = Access("unscoped", servers_too=True)


def scope(name: str, *, servers_too: bool = False) -> Access:
    return Access("scope", name, servers_too)


def api_token(*, service_scope: str) -> Access:
    """Every API token whatever its scopes, and a service token holding ``service_scope``."""
    return Access("api-token", service_scope)


def describe(access: Access) -> str:
    """One line for ``svc routes``: ``public``, ``server``, ``any token``, ``any API token``
    (``, service scope X``), ``full sign-in``, ``scope profile:read`` (``+ server`` where a
    Connect server may call too)."""
    names = {"any-token": "any token", "api-token": "any API token", "unscoped": "full sign-in"}
    text = names.get(access.kind, access.kind)
    if access.kind == "scope":
        text = f"scope {access.scope}"
    elif access.kind == "api-token" and access.scope:
        text += f", service scope {access.scope}"
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
    if access is None or not access.admits(claims):
        raise ScopedTokenRefused(
            f"this token is limited to the scopes {' '.join(claims.scopes) or '(none)'}; "
            + _needs(access)
        )


def _needs(access: Access | None) -> str:
    if access is not None and access.kind == "scope":
        return f"this route needs {access.scope}"
    if access is not None and access.kind == "api-token":
        return "this route takes API tokens" + (
            f", or a service token holding {access.scope}" if access.scope else ", not a service's"
        )
    return "this route needs a full sign-in"
