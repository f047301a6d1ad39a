"""Who the caller is: the platform token from the Authorization header or the cookies."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection
from litestar.openapi.spec import Reference, SecurityRequirement, SecurityScheme

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.errors import InvalidToken
from domain.shared.errors import Unauthorized
from entrypoints.http.client_ip import request_ip
from entrypoints.http.observability import note_caller
from entrypoints.http.route_access import check_token

COOKIES = ("svc_token", "auth_token")
TOKEN_FAILURES = "token_failures"
SECURITY: list[SecurityRequirement] = [{"bearerAuth": []}, {"cookieAuth": []}]
SECURITY_SCHEMES: dict[str, SecurityScheme | Reference] = {
    "bearerAuth": SecurityScheme(type="http", scheme="bearer", bearer_format="JWT"),
    "cookieAuth": SecurityScheme(type="apiKey", name="svc_token", security_scheme_in="cookie"),
    # Connect server auth: the server secret as the bearer token, together with this header.
    "serverId": SecurityScheme(type="apiKey", name="X-Server-Id", security_scheme_in="header"),
}


def presented_token(request: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization")
    if header is not None:
        scheme, _, value = header.partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            raise InvalidToken("the Authorization header must be 'Bearer <token>'")
        return value.strip()
    cookies = request.cookies
    for name in COOKIES:
        if cookies.get(name):
            return cookies[name]
    return None


def authenticate(request: ASGIConnection[Any, Any, Any, Any], core: Core) -> Principal:
    token = presented_token(request)
    if token is None:
        raise InvalidToken("sign in first: send 'Authorization: Bearer <token>'")
    claims = core.tokens.verify(token)
    check_token(request, claims)
    core.presence.seen(claims.sub, core.clock.now())
    note_caller(request.scope, user_id=claims.sub)  # for the access log line
    return Principal(claims)


async def authenticate_counting_failures(
    request: ASGIConnection[Any, Any, Any, Any], core: Core
) -> Principal:
    """``authenticate``, with refused tokens counted per address (``token_failures``): an
    address that spent its budget is answered 429 until it refills."""
    failures = core.failed_attempts
    if failures.refusing:
        failures.refuse_if_spent(TOKEN_FAILURES, request_ip(request, core.settings.trusted_proxies))
    try:
        return authenticate(request, core)
    except Unauthorized:
        ip = request_ip(request, core.settings.trusted_proxies)
        await failures.failed(TOKEN_FAILURES, ip)
        raise
