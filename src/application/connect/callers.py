"""Who calls a server's endpoint: the server itself (on itself only) or a dash user."""

from __future__ import annotations

from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from domain.connect.errors import ServerNotFound

Caller = Principal | ServerCredentials


def same_server(server: ServerCredentials, server_id: UUID) -> ServerCredentials:
    """A server may act only on itself: any other server id (the path's) is 404 to it."""
    if server.server_id != server_id:
        raise ServerNotFound()
    return server


async def server_for(
    access: ServerAccess, caller: Caller, server_id: UUID, node: str
) -> ServerCredentials:
    """A server may act only on itself; a dash user needs ``node`` on the server."""
    if isinstance(caller, ServerCredentials):
        return same_server(caller, server_id)
    return await access.require(caller, server_id, node)


def actor(caller: Caller) -> UUID | None:
    """The user behind a change, None when the server made it."""
    return caller.user_id if isinstance(caller, Principal) else None
