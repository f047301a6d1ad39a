"""Who the caller is: the platform token from the Authorization header or the cookies; a
cookie only from our own pages where it would change something (the origin rule)."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.handlers import BaseRouteHandler
from litestar.openapi.spec import Reference, SecurityRequirement, SecurityScheme

from application.identity.principal import Principal
from application.services.cors import CorsOrigins
from bootstrap.core import Core
from bootstrap.settings import Settings
from domain.identity.cookie_origin import cookie_may_act
from domain.identity.errors import InvalidToken, OriginRefused
from domain.shared.errors import Unauthorized
from entrypoints.http.client_ip import request_ip
from entrypoints.http.observability import note_caller
from entrypoints.http.route_access import OPT_KEY, PROOF_KEY, Access, check_token

COOKIES = ("svc_token", "auth_token")
SERVER_ID_HEADER = "x-server-id"
PRINCIPAL = "svc_principal"
TOKEN_FAILURES = "token_failures"
SECURITY: list[SecurityRequirement] = [{"bearerAuth": []}, {"cookieAuth": []}]
SECURITY_SCHEMES: dict[str, SecurityScheme | Reference] = {
    "bearerAuth": SecurityScheme(type="http", scheme="bearer", bearer_format="JWT"),
    "cookieAuth": SecurityScheme(type="apiKey", name="svc_token", security_scheme_in="cookie"),
    # Connect server auth: the server secret as the bearer token, together with this header.
    "serverId": SecurityScheme(type="apiKey", name="X-Server-Id", security_scheme_in="header"),
}


def presented_token(request: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The token of the Authorization header, else of the session cookie, if any."""
    token = header_token(request)
    return token if token is not None else cookie_token(request)


def header_token(request: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The token of the Authorization header (None without one; 401 unless it is Bearer)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise InvalidToken("the Authorization header must be 'Bearer <token>'")
    return value.strip()


def cookie_token(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    """The session cookie (svc_token, then auth_token), if one is sent."""
    cookies = connection.cookies
    for name in COOKIES:
        if cookies.get(name):
            return cookies[name]
    return None


def cookie_may_act_here(
    connection: ASGIConnection[Any, Any, Any, Any], cors: CorsOrigins, settings: Settings
) -> bool:
    """The origin rule (``domain/identity/cookie_origin.py``) for this request: may the
    session cookie sign it in? Our own origin (SVC_BASE_URL) and the origins CORS lets use
    credentials (the dashboard) are trusted."""
    scope = connection.scope
    method = scope["method"] if scope["type"] == ScopeType.HTTP else None  # None: a WebSocket
    headers = connection.headers
    trusted = cors.credentialed | {settings.server.public_origin}
    return cookie_may_act(method, headers.get("origin"), headers.get("sec-fetch-site"), trusted)


def check_cookie_origin(connection: ASGIConnection[Any, Any, Any, Any], core: Core) -> None:
    """403 ``auth.origin_refused`` unless the session cookie may sign in this request."""
    if not cookie_may_act_here(connection, core.services.cors, core.settings):
        raise OriginRefused()


async def authenticate(request: ASGIConnection[Any, Any, Any, Any], core: Core) -> Principal:
    token = header_token(request)
    if token is None:
        token = cookie_token(request)
        if token is None:
            raise InvalidToken("sign in first: send 'Authorization: Bearer <token>'")
        check_cookie_origin(request, core)
    claims = await core.identity.tokens.authenticate(token)
    check_token(request, claims)
    core.identity.presence.seen(claims.sub, core.clock.now())
    note_caller(request.scope, user_id=claims.sub)  # for the access log line
    return Principal(claims)


async def require_credentials(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The app's guard: on every route that needs a person's token (route_access.py), the
    token is checked, and its scopes against the route, before anything else of the request
    is read, so a stranger gets 401/403/429, never a 400 about a body it may not send. The
    principal is kept for the handler (``principal_of``)."""
    if connection.scope["type"] != ScopeType.HTTP:
        return  # the stream checks its own credentials as it opens
    access = handler.opt.get(OPT_KEY)
    if not isinstance(access, Access) or not access.needs_person:
        return
    if access.servers_too and SERVER_ID_HEADER in connection.headers:
        return  # a Connect server: its secret is checked by the route's dependency
    core: Core = connection.app.state.core
    connection.state[PRINCIPAL] = await authenticate_counting_failures(connection, core)


async def require_proof(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The app's guard, after the address's rate limit (a wrong proof still spends it): the
    proof a route checks itself (``proof=...`` in its decorator: a registration token, a
    gateway's secret, a token that may be left out) is checked before the body is read, so a
    wrong one is 401 whatever the body."""
    if connection.scope["type"] != ScopeType.HTTP:
        return
    proof = connection.route_handler.opt.get(PROOF_KEY)
    if proof is not None:
        await proof(connection)


async def optional_token(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """A proof (``proof=optional_token``): a token, when one is presented, must be valid (an
    anonymous caller passes); its principal is kept for the handler (``principal_of``)."""
    if presented_token(connection) is not None:
        core: Core = connection.app.state.core
        connection.state[PRINCIPAL] = await authenticate_counting_failures(connection, core)


async def principal_of(connection: ASGIConnection[Any, Any, Any, Any], core: Core) -> Principal:
    """The principal the guard authenticated, or (a route outside the table) authenticate."""
    principal = connection.state.get(PRINCIPAL)
    if isinstance(principal, Principal):
        return principal
    return await authenticate_counting_failures(connection, core)


async def authenticate_counting_failures(
    request: ASGIConnection[Any, Any, Any, Any], core: Core
) -> Principal:
    """``authenticate``, with refused tokens counted per address (``token_failures``): an
    address that spent its budget is answered 429 until it refills."""
    failures = core.platform.failed_attempts
    if failures.refusing:
        failures.refuse_if_spent(
            TOKEN_FAILURES, request_ip(request, core.settings.server.trusted_proxies)
        )
    try:
        return await authenticate(request, core)
    except Unauthorized:
        ip = request_ip(request, core.settings.server.trusted_proxies)
        await failures.failed(TOKEN_FAILURES, ip)
        raise
