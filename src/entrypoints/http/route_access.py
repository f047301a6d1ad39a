"""Who may call each route: one table, checked when the app is built and on every request.

Every route of the app is listed here with what it needs:

- ``PUBLIC``: no credentials (the route checks its own proof, if any: a join token, a
  single-use state, a registration token);
- ``SERVER``: a Connect server's secret and id;
- ``ANY_TOKEN``: any valid platform token, limited by scopes or not (verify);
- ``UNSCOPED``: a platform token without scopes (a full sign-in): admin, services,
  consent;
- a scope (``profile:read``...): a full token, or a token limited by scopes that holds
  this one (``domain/identity/token_scopes.py`` lists them). Where a Connect server may call
  too (commands, settings), the scope applies to the dash user; the server shows its secret.

A token limited by scopes reaches only routes whose scope it holds: anything else, a route
left out of this table included, is 403 ``auth.scoped_token_refused`` (deny by default).
``create_app`` refuses to start when a route is missing here, and the OpenAPI document shows
each operation's scope in its ``security`` requirement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler, HTTPRouteHandler
from litestar.routes import ASGIRoute, HTTPRoute, WebSocketRoute

from domain.identity import token_scopes as s
from domain.identity.claims import TokenClaims
from domain.identity.errors import ScopedTokenRefused

OPT_KEY = "svc_access"


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


def scope(name: str, *, servers_too: bool = False) -> Access:
    return Access("scope", name, servers_too)


# fmt: off
ROUTES: dict[str, Access] = {
    # platform
    "GET /health": PUBLIC,
    "GET /v1/health": PUBLIC,
    "GET /v1/ip": PUBLIC,
    "GET /.well-known/jwks.json": PUBLIC,
    "GET /metrics": PUBLIC,
    "GET /v1/metrics": PUBLIC,
    # sign-in
    "GET /v1/auth/verify": ANY_TOKEN,
    "GET /auth/verify": ANY_TOKEN,
    "POST /v1/auth/session/game/join": PUBLIC,
    "POST /v1/auth/session/game/verify": PUBLIC,
    "GET /v1/auth/idp/login": PUBLIC,
    "GET /v1/auth/idp/callback": PUBLIC,
    "GET /v1/auth/session/exchange": PUBLIC,  # reads its cookie itself; never widens it
    "GET /v1/auth/service/exchange": PUBLIC,  # a consent page for the signed-in browser
    "POST /v1/auth/service/consent": PUBLIC,  # the browser's full cookie token + CSRF ticket
    "POST /v1/auth/service/token": UNSCOPED,
    "GET /v1/profile/auth/sessions": scope(s.ACCOUNT_SESSIONS),
    "DELETE /v1/profile/auth/sessions/{sessionId}": ANY_TOKEN,  # scoped: its own only
    # profile
    "GET /v1/profile/self": scope(s.PROFILE_READ),
    "GET /v1/profile/settings": scope(s.PROFILE_READ),
    "PATCH /v1/profile/settings": scope(s.PROFILE_WRITE),
    "GET /v1/profile/presence": scope(s.PROFILE_READ),
    "PUT /v1/profile/presence": scope(s.PROFILE_WRITE),
    "GET /v1/profile/servers": scope(s.CONNECT_SERVERS_READ),
    # permissions and users (administration)
    "GET /v1/admin/permissions": UNSCOPED,
    "POST /v1/admin/permissions": UNSCOPED,
    "DELETE /v1/admin/permissions/{nodeId}": UNSCOPED,
    "GET /v1/admin/users/lookup": UNSCOPED,
    "GET /v1/admin/users/{userId}": UNSCOPED,
    "GET /v1/admin/users/{userId}/permissions": UNSCOPED,
    "POST /v1/admin/users/{userId}/permissions": UNSCOPED,
    "DELETE /v1/admin/users/{userId}/permissions/{node}": UNSCOPED,
    "GET /v1/admin/users/{userId}/roles": UNSCOPED,
    "PUT /v1/admin/users/{userId}/roles/{roleId}": UNSCOPED,
    "DELETE /v1/admin/users/{userId}/roles/{roleId}": UNSCOPED,
    "GET /v1/admin/roles": UNSCOPED,
    "POST /v1/admin/roles": UNSCOPED,
    "GET /v1/admin/roles/{roleId}": UNSCOPED,
    "PUT /v1/admin/roles/{roleId}": UNSCOPED,
    "DELETE /v1/admin/roles/{roleId}": UNSCOPED,
    "GET /v1/admin/reports": UNSCOPED,
    # third-party services (their domain-verification tokens are secrets of the owner)
    "GET /v1/services": UNSCOPED,
    "POST /v1/services": UNSCOPED,
    "GET /v1/services/{serviceId}": UNSCOPED,
    "PUT /v1/services/{serviceId}": UNSCOPED,
    "DELETE /v1/services/{serviceId}": UNSCOPED,
    "POST /v1/services/{serviceId}/domains/{domain}/verify": UNSCOPED,
    # Connect
    "POST /v1/connect/servers/register": PUBLIC,
    "GET /v1/connect/servers/{serverId}/claim-key": SERVER,
    "POST /v1/connect/servers/claim": scope(s.CONNECT_SERVERS_WRITE),
    "GET /v1/connect/servers": scope(s.CONNECT_SERVERS_READ),
    "PATCH /v1/connect/servers/{serverId}": scope(s.CONNECT_SERVERS_WRITE),
    "GET /v1/connect/networks": scope(s.CONNECT_SERVERS_READ),
    "POST /v1/connect/networks": scope(s.CONNECT_SERVERS_WRITE),
    "POST /v1/connect/networks/join": PUBLIC,  # the network join token is the proof
    "POST /v1/connect/networks/{networkId}/join-token": UNSCOPED,  # a secret for the network
    "GET /v1/connect/hosts": scope(s.CONNECT_SERVERS_READ),
    "GET /v1/connect/servers/{serverId}/commands": scope(
        "connect:commands:read", servers_too=True
    ),
    "POST /v1/connect/servers/{serverId}/commands": scope("connect:commands:write"),
    "POST /v1/connect/servers/{serverId}/commands/{commandId}/ack": SERVER,
    "GET /v1/connect/servers/{serverId}/settings": scope(
        "connect:settings:read", servers_too=True
    ),
    "PUT /v1/connect/servers/{serverId}/settings": scope(
        "connect:settings:write", servers_too=True
    ),
    "PATCH /v1/connect/servers/{serverId}/settings": scope(
        "connect:settings:write", servers_too=True
    ),
    "GET /v1/connect/servers/{serverId}/settings/history": scope(
        "connect:settings:read", servers_too=True
    ),
    "GET /v1/connect/servers/{serverId}/stream": scope("connect:settings:read", servers_too=True),
    "GET /v1/connect/extensions": scope(s.CONNECT_SERVERS_READ),
    "POST /v1/connect/extensions": UNSCOPED,
    "PUT /v1/connect/extensions/{extensionId}": UNSCOPED,
    "GET /v1/connect/servers/{serverId}/extensions": scope(s.CONNECT_SERVERS_READ),
    "PUT /v1/connect/servers/{serverId}/extensions/{extensionId}": SERVER,
    "GET /v1/connect/servers/{serverId}/members": scope("connect:members:read"),
    "PUT /v1/connect/servers/{serverId}/members/{userId}": scope("connect:members:write"),
    "DELETE /v1/connect/servers/{serverId}/members/{userId}": scope("connect:members:write"),
    # Connect edge: domains, DNS automation, listings, gateways (docs/edge.md)
    "GET /v1/connect/networks/{networkId}/domains": UNSCOPED,
    "POST /v1/connect/networks/{networkId}/domains": UNSCOPED,
    "POST /v1/connect/networks/{networkId}/domains/{domainId}/verify": UNSCOPED,
    "GET /v1/connect/networks/{networkId}/dns/provider": UNSCOPED,
    "PUT /v1/connect/networks/{networkId}/dns/provider": UNSCOPED,
    "DELETE /v1/connect/networks/{networkId}/dns/provider": UNSCOPED,
    "GET /v1/connect/networks/{networkId}/public-server": UNSCOPED,
    "PUT /v1/connect/networks/{networkId}/public-server": UNSCOPED,
    "DELETE /v1/connect/networks/{networkId}/public-server": UNSCOPED,
    "GET /v1/public/servers": PUBLIC,
    "GET /v1/connect/listings/favorites": UNSCOPED,
    "PUT /v1/connect/listings/{listingId}/favorite": UNSCOPED,
    "DELETE /v1/connect/listings/{listingId}/favorite": UNSCOPED,
    "POST /v1/connect/servers/{serverId}/public-status": SERVER,
    "POST /v1/connect/gateways/register": PUBLIC,  # the registration token is the proof
    "POST /v1/connect/gateways/{gatewayId}/heartbeat": PUBLIC,  # the gateway's secret
    "GET /v1/connect/servers/{serverId}/gateways": scope(
        s.CONNECT_SERVERS_READ, servers_too=True
    ),
    "PUT /v1/connect/servers/{serverId}/gateway-route": scope(
        s.CONNECT_SERVERS_WRITE, servers_too=True
    ),
    "DELETE /v1/connect/servers/{serverId}/gateway-route": scope(
        s.CONNECT_SERVERS_WRITE, servers_too=True
    ),
    "GET /v1/admin/connect/gateways": UNSCOPED,
    "PATCH /v1/admin/connect/gateways/{gatewayId}": UNSCOPED,
    "GET /v1/admin/connect/gateway-routes": UNSCOPED,
    "GET /v1/admin/connect/networks": UNSCOPED,
    "POST /v1/admin/connect/networks/{networkId}/transfer": UNSCOPED,
    "GET /v1/admin/connect/servers": UNSCOPED,
    "POST /v1/admin/connect/servers/{serverId}/revoke-secret": UNSCOPED,
    "PATCH /v1/admin/connect/listings/{listingId}": UNSCOPED,
    "GET /v1/admin/connect/audit": UNSCOPED,
    # social
    "GET /v1/social/friends": scope(s.FRIENDS_READ),
    "PATCH /v1/social/friends/{friendId}": scope(s.FRIENDS_EDIT),
    "DELETE /v1/social/friends/{friendId}": scope(s.FRIENDS_EDIT),
    "GET /v1/users/{userId}/friends": scope(s.FRIENDS_READ),
    "GET /v1/social/friends/requests": scope(s.FRIENDS_READ),
    "POST /v1/social/friends/requests": scope(s.FRIENDS_WRITE),
    "POST /v1/social/friends/requests/{requestId}/accept": scope(s.FRIENDS_EDIT),
    "POST /v1/social/friends/requests/{requestId}/decline": scope(s.FRIENDS_EDIT),
    "DELETE /v1/social/friends/requests/{requestId}": scope(s.FRIENDS_EDIT),
    "GET /v1/social/friends/blocks": scope(s.FRIENDS_EDIT),
    "POST /v1/social/friends/blocks": scope(s.FRIENDS_EDIT),
    "DELETE /v1/social/friends/blocks": scope(s.FRIENDS_EDIT),
    "POST /v1/social/friends/reports": scope(s.FRIENDS_EDIT),
    "GET /v1/notifications": scope(s.NOTIFICATIONS_READ),
    "POST /v1/notifications/{notificationId}/read": scope(s.NOTIFICATIONS_WRITE),
    "GET /v1/social/chat/conversations": scope(s.CHAT_READ),
    "POST /v1/social/chat/conversations": scope(s.CHAT_WRITE),
    "GET /v1/social/chat/conversations/{conversationId}": scope(s.CHAT_READ),
    "GET /v1/social/chat/conversations/{conversationId}/messages": scope(s.CHAT_READ),
    "POST /v1/social/chat/conversations/{conversationId}/messages": scope(s.CHAT_WRITE),
    "POST /v1/social/chat/conversations/{conversationId}/messages/{messageId}/poll/vote":
        scope(s.CHAT_WRITE),
    # personal totems, and their legacy mirror (the same routes, deprecated)
    **{
        f"{method} {prefix}/personal-totem{path}": access
        for prefix in ("/v1/profile", "/v1/api/profile")
        for method, path, access in (
            ("GET", "", scope(s.TOTEM_READ)),
            ("POST", "", scope(s.TOTEM_WRITE)),
            ("GET", "/history", scope(s.TOTEM_READ)),
            ("GET", "/gallery", scope(s.TOTEM_READ)),
            ("GET", "/model/{itemModelId}", scope(s.TOTEM_READ)),
        )
    },
    "GET /cdn/{objectName}": PUBLIC,
    "GET /cdn/skin-parts/{objectName}": PUBLIC,
    # profile documents, public profiles and shares
    "GET /v1/profile/game-options": scope(s.PROFILE_READ),
    "PUT /v1/profile/game-options": scope(s.PROFILE_WRITE),
    "GET /v1/public/users/{identifier}": PUBLIC,
    "POST /v1/profile/shares": scope(s.PROFILE_WRITE),
    "GET /v1/profile/shares": scope(s.PROFILE_READ),
    "DELETE /v1/profile/shares/{shareId}": scope(s.PROFILE_WRITE),
    "GET /v1/public/profile-shares/{code}": PUBLIC,  # the random code is the proof
    "GET /v1/admin/profile-shares": UNSCOPED,
    # catalogs, random assets, skin-builder parts
    "GET /v1/catalogs": UNSCOPED,
    "POST /v1/catalogs": UNSCOPED,
    "GET /v1/catalogs/{catalogId}": UNSCOPED,
    "PUT /v1/catalogs/{catalogId}": UNSCOPED,
    "DELETE /v1/catalogs/{catalogId}": UNSCOPED,
    "GET /v1/public/catalogs/{catalogSlug}/random": PUBLIC,
    "GET /v1/head/random": PUBLIC,
    "GET /v1/banner/random": PUBLIC,
    "GET /v1/public/skin-builder/parts": PUBLIC,
    "POST /v1/admin/skin-builder/parts": UNSCOPED,
    "DELETE /v1/admin/skin-builder/parts/{partId}": UNSCOPED,
    # versions
    "GET /v1/versions/releases": scope(s.VERSIONS_READ),
    "POST /v1/versions/releases": scope(s.VERSIONS_WRITE),
    "GET /v1/versions/releases/{releaseId}": scope(s.VERSIONS_READ),
    "PATCH /v1/versions/releases/{releaseId}": scope(s.VERSIONS_WRITE),  # status: publish too
    "DELETE /v1/versions/releases/{releaseId}": scope(s.VERSIONS_WRITE),
    "GET /v1/versions/channels/active": scope(s.VERSIONS_READ),
    "POST /v1/versions/channels/active": scope(s.VERSIONS_PUBLISH),
    "GET /v1/versions/channels/moves": scope(s.VERSIONS_READ),
    "GET /v1/versions/events": scope(s.VERSIONS_TRACK),
    "GET /v1/public/versions/resolve": PUBLIC,
    "POST /v1/public/versions/events": PUBLIC,  # rate limited per address
    # shop
    "GET /v1/shop/products": PUBLIC,
    "GET /v1/shop/products/{slug}": PUBLIC,
    "POST /v1/shop/checkout": UNSCOPED,
    "GET /v1/shop/purchases": UNSCOPED,
    "POST /v1/shop/webhook": PUBLIC,  # the provider's HMAC signature over the body
    "GET /v1/admin/shop/products": UNSCOPED,
    "POST /v1/admin/shop/products": UNSCOPED,
    "GET /v1/admin/shop/products/{productId}": UNSCOPED,
    "PUT /v1/admin/shop/products/{productId}": UNSCOPED,
    "GET /v1/admin/shop/orders": UNSCOPED,
    "POST /v1/admin/shop/orders/{orderId}/grant": UNSCOPED,
    "POST /v1/admin/shop/orders/{orderId}/revoke": UNSCOPED,
    "GET /v1/admin/shop/orders/{orderId}/audit": UNSCOPED,
    "POST /v1/admin/shop/sync": UNSCOPED,
    # feedback and messages of the day
    "POST /v1/feedback": PUBLIC,  # a token when given; rate limited per user or address
    "GET /v1/admin/feedback": UNSCOPED,
    "GET /v1/admin/feedback/{feedbackId}": UNSCOPED,
    "PATCH /v1/admin/feedback/{feedbackId}": UNSCOPED,
    "GET /v1/motd": PUBLIC,
    "GET /v1/motd/messages": UNSCOPED,
    "POST /v1/motd/messages": UNSCOPED,
    "GET /v1/motd/messages/{motdId}": UNSCOPED,
    "PUT /v1/motd/messages/{motdId}": UNSCOPED,
    "DELETE /v1/motd/messages/{motdId}": UNSCOPED,
    # news
    "GET /v1/news": scope(s.NEWS_READ),
    "POST /v1/news": scope(s.NEWS_WRITE),
    "GET /v1/news/feed": scope(s.NEWS_READ),
    "GET /v1/news/follows": scope(s.NEWS_READ),
    "PUT /v1/news/follows": scope(s.NEWS_INTERACT),
    "GET /v1/news/{newsId}": scope(s.NEWS_READ),
    "PATCH /v1/news/{newsId}": scope(s.NEWS_WRITE),  # status: publish too
    "POST /v1/news/{newsId}/poll/vote": scope(s.NEWS_INTERACT),
    "GET /v1/public/news": PUBLIC,
}
# fmt: on

_PARAM = re.compile(r"\{(\w+)(?::[^}]*)?\}")


def route_key(method: str, path: str) -> str:
    """``GET /v1/x/{server_id:uuid}`` -> ``GET /v1/x/{serverId}``: the spelling of the table."""
    return f"{method.upper()} {_PARAM.sub(lambda m: '{' + _camel(m.group(1)) + '}', path)}"


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def declare_access(app: Litestar, table: dict[str, Access] = ROUTES) -> None:
    """Give every route handler its entry (``opt``); refuse to start when one is missing."""
    missing: list[str] = []
    for route in app.routes:
        handlers: list[BaseRouteHandler] = (
            list(route.route_handlers)
            if isinstance(route, HTTPRoute)
            else [route.route_handler]
            if isinstance(route, WebSocketRoute | ASGIRoute)
            else []
        )
        for handler in handlers:
            for key in _keys(handler, route.path):
                if key is None:
                    continue
                access = table.get(key)
                if access is None:
                    missing.append(key)
                else:
                    handler.opt[OPT_KEY] = access
    if missing:
        raise RuntimeError(
            "routes without an entry in entrypoints/http/route_access.py: " + ", ".join(missing)
        )


def _keys(handler: BaseRouteHandler, path: str) -> list[str | None]:
    if path.startswith("/schema"):  # the OpenAPI document and its UI: public by nature
        handler.opt[OPT_KEY] = PUBLIC
        return []
    if isinstance(handler, HTTPRouteHandler):
        methods = sorted(handler.http_methods - {"OPTIONS", "HEAD"})
        if not methods:  # Litestar's own OPTIONS answers
            return []
        return [route_key(method, path) for method in methods]
    return [route_key("GET", path)]  # a WebSocket route: opened with a GET


def access_of(connection: ASGIConnection[Any, Any, Any, Any]) -> Access | None:
    access = connection.route_handler.opt.get(OPT_KEY)
    return access if isinstance(access, Access) else None


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
