"""Server auth for Connect endpoints: ``Authorization: Bearer <serverSecret>`` plus
``X-Server-Id``; and, where both may call, telling a server from a dash user."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

from litestar.connection import ASGIConnection
from litestar.di import Provide
from litestar.openapi.spec import SecurityRequirement

from application.connect.callers import Caller
from application.connect.ports import ServerCredentials
from bootstrap.core import Core
from domain.shared.errors import Unauthorized
from entrypoints.http.auth import SERVER_ID_HEADER, principal_of
from entrypoints.http.client_ip import request_ip
from entrypoints.http.observability import note_caller

SERVER_AUTH_FAILURES = "server_auth_failures"
if TYPE_CHECKING:
    AnyCaller: TypeAlias = Caller
else:
    AnyCaller = Any
"""A ``Caller`` (Principal | ServerCredentials) as a handler parameter: Litestar's signature
model cannot type a union of plain classes, so at run time handlers take it untyped (the type
checker still sees the ``Caller``)."""
SERVER_SECURITY: list[SecurityRequirement] = [{"bearerAuth": [], "serverId": []}]
"""The server's secret as the bearer token, together with its id."""
EITHER_SECURITY: list[SecurityRequirement] = [
    {"bearerAuth": [], "serverId": []},
    {"bearerAuth": []},
    {"cookieAuth": []},
]
"""A server (secret + id) or a dash user (platform token)."""


def bearer_secret(connection: ASGIConnection[Any, Any, Any, Any]) -> str | None:
    scheme, _, value = connection.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return value.strip() or None


def is_server_call(connection: ASGIConnection[Any, Any, Any, Any]) -> bool:
    return SERVER_ID_HEADER in connection.headers


async def authenticate_server(connection: ASGIConnection[Any, Any, Any, Any]) -> ServerCredentials:
    """The server's credentials; refused ones are counted per address
    (``server_auth_failures``): an address that spent its budget is answered 429."""
    core: Core = connection.app.state.core
    ip = request_ip(connection, core.settings.server.trusted_proxies)
    failures = core.platform.failed_attempts
    failures.refuse_if_spent(SERVER_AUTH_FAILURES, ip)
    try:
        server = await core.connect.auth.authenticate(
            connection.headers.get(SERVER_ID_HEADER), bearer_secret(connection), ip
        )
    except Unauthorized:
        await failures.failed(SERVER_AUTH_FAILURES, ip)
        raise
    note_caller(connection.scope, server_id=server.server_id)  # for the access log line
    return server


async def provide_server(request: ASGIConnection[Any, Any, Any, Any]) -> ServerCredentials:
    return await authenticate_server(request)


async def provide_caller(request: ASGIConnection[Any, Any, Any, Any]) -> Caller:
    if is_server_call(request):
        return await authenticate_server(request)
    return await principal_of(request, request.app.state.core)


CONNECT_DEPENDENCIES = {
    "server": Provide(provide_server),
    "caller": Provide(provide_caller),
}
