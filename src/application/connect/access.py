"""Who may do what to a server in dash (docs/connect.md, "Dash access, for reference").

The owner may do everything. A member's role maps to ``connect:*`` nodes. Grants of the same
nodes also allow, globally or through roles scoped to ``server:<id>`` or ``network:<id>``.
Extension actions additionally need ``svc.connect.extensions.<extensionId>``. A user who may
not see a server at all gets 404 for it; one who sees it but lacks the node gets 403.
"""

from __future__ import annotations

from uuid import UUID

from application.connect.ports import ServerCredentials, ServerReader
from application.connect.server_auth import ServerAuthenticator
from application.identity.principal import Principal
from application.permissions.access import AccessControl, MissingPermission
from domain.connect.errors import NotServerOwner, ServerNotFound
from domain.connect.extension import extension_node
from domain.connect.member import role_allows
from domain.connect.nodes import COMMANDS_READ, MEMBERS_READ, SETTINGS_READ

_SEEING_NODES = (COMMANDS_READ, SETTINGS_READ, MEMBERS_READ)


def require_full_token(principal: Principal) -> None:
    """Changes that no permission node names (claiming, networks, ownership, the catalog)
    are refused to tokens limited to scopes, such as game-session tokens."""
    if principal.claims.scopes is not None:
        raise MissingPermission("this token is limited to scopes; sign in to dash for this")


class ServerAccess:
    def __init__(
        self, servers: ServerAuthenticator, reader: ServerReader, access: AccessControl
    ) -> None:
        self._servers = servers
        self._reader = reader
        self._access = access

    async def require(self, principal: Principal, server_id: UUID, node: str) -> ServerCredentials:
        """The server, when ``principal`` may use ``node`` on it; 404 or 403 otherwise."""
        server = await self._servers.credentials(server_id)
        if server is None:
            raise ServerNotFound()
        user_id = principal.user_id
        if server.owner_id == user_id:
            if principal.permits_scope(node):
                return server
            raise MissingPermission(f"this token does not carry {node}")
        role = await self._reader.member_role(server_id, user_id)
        if role is not None and role_allows(role, node) and principal.permits_scope(node):
            return server
        if await self._access.allows(principal, node, server.scopes):
            return server
        if role is not None or await self._sees(principal, server):
            raise MissingPermission(f"this needs the permission {node} on this server")
        raise ServerNotFound()

    async def require_extension(
        self, principal: Principal, server: ServerCredentials, extension_id: str
    ) -> None:
        """The extra node of an extension action (the owner holds it implicitly)."""
        node = extension_node(extension_id)
        if server.owner_id == principal.user_id and principal.permits_scope(node):
            return
        if not await self._access.allows(principal, node, server.scopes):
            raise MissingPermission(f"this needs the permission {node}")

    async def may(self, principal: Principal, server: ServerCredentials, node: str) -> bool:
        """Whether ``principal``, already let in, also holds ``node`` on this server."""
        if server.owner_id == principal.user_id:
            return principal.permits_scope(node)
        role = await self._reader.member_role(server.server_id, principal.user_id)
        if role is not None and role_allows(role, node) and principal.permits_scope(node):
            return True
        return await self._access.allows(principal, node, server.scopes)

    async def require_owner(self, principal: Principal, server_id: UUID) -> ServerCredentials:
        """The server, when ``principal`` owns it (or is a super admin)."""
        server = await self._servers.credentials(server_id)
        if server is None:
            raise ServerNotFound()
        if server.owner_id == principal.user_id or self._super_admin(principal):
            require_full_token(principal)
            return server
        member = await self._reader.member_role(server_id, principal.user_id) is not None
        if member or await self._sees(principal, server):
            raise NotServerOwner()
        raise ServerNotFound()

    def _super_admin(self, principal: Principal) -> bool:
        """A super admin with a token not limited by scopes."""
        return self._access.acts_as_super_admin(principal)

    async def _sees(self, principal: Principal, server: ServerCredentials) -> bool:
        for node in _SEEING_NODES:
            if await self._access.allows(principal, node, server.scopes):
                return True
        return False
