"""Server auth for Connect endpoints: ``Authorization: Bearer <serverSecret>`` plus
``X-Server-Id``; and, where both may call, telling a server from a dash user."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

from litestar.connection import ASGIConnection
from litestar.di import Provide
from litestar.enums import ScopeType
from litestar.handlers import BaseRouteHandler
from litestar.openapi.spec import SecurityRequirement

from application.connect.callers import Caller
from application.connect.ports import ServerCredentials
from bootstrap.core import Core
from domain.shared.errors import Unauthorized
from entrypoints.http.auth import SERVER_ID_HEADER, principal_of
from entrypoints.http.client_ip import request_ip
from entrypoints.http.observability import note_caller
from entrypoints.http.route_access import access_of

SERVER_AUTH_FAILURES = "server_auth_failures"
SERVER = "svc_server"
"""Where ``require_server`` keeps the server it authenticated, for the route's dependency."""
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


async def require_server(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The app's guard, after the address's rate limit: on a route a Connect server calls
    (``SERVER``, or ``servers_too`` with ``X-Server-Id``), the server's credentials are checked
    before the body is read, so a wrong secret is 401 whatever the body; they are kept for the
    route's dependency. The stream checks its own as it opens."""
    if connection.scope["type"] != ScopeType.HTTP:
        return
    access = access_of(connection)
    if access is not None and (
        access.kind == "server" or (access.servers_too and is_server_call(connection))
    ):
        connection.state[SERVER] = await authenticate_server(connection)


async def provide_server(request: ASGIConnection[Any, Any, Any, Any]) -> ServerCredentials:
    server = request.state.get(SERVER)
    if isinstance(server, ServerCredentials):
        return server
    return await authenticate_server(request)


async def provide_caller(request: ASGIConnection[Any, Any, Any, Any]) -> Caller:
    if is_server_call(request):
        return await provide_server(request)
    return await principal_of(request, request.app.state.core)


CONNECT_DEPENDENCIES = {
    "server": Provide(provide_server),
    "caller": Provide(provide_caller),
}
