"""Who calls an endpoint that both servers and dash users may use."""

from __future__ import annotations

from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from domain.connect.errors import ServerNotFound

Caller = Principal | ServerCredentials


async def server_for(
    access: ServerAccess, caller: Caller, server_id: UUID, node: str
) -> ServerCredentials:
    """A server may act only on itself; a dash user needs ``node`` on the server."""
    if isinstance(caller, ServerCredentials):
        if caller.server_id != server_id:
            raise ServerNotFound()
        return caller
    return await access.require(caller, server_id, node)


def actor(caller: Caller) -> UUID | None:
    """The user behind a change, None when the server made it."""
    return caller.user_id if isinstance(caller, Principal) else None
