"""Permission checks of the versions area: each node is checked within the release's scope,
so a role limited to ``service:<id>`` (or ``extension:<id>``) grants it for that scope only."""

from __future__ import annotations

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from domain.permissions.role import RoleScope
from domain.versions.errors import UnknownScope
from domain.versions.release import ReleaseScope


class VersionAccess:
    def __init__(self, access: AccessControl, scopes: ScopeRegistry) -> None:
        self._access = access
        self._scopes = scopes

    async def require(self, principal: Principal, node: str, scope: ReleaseScope | None) -> None:
        """The node globally (``scope`` None) or within the scope."""
        within = frozenset({scope.key}) if scope is not None else frozenset()
        await self._access.require(principal, node, within)

    async def allows(self, principal: Principal, node: str, scope: ReleaseScope) -> bool:
        return await self._access.allows(principal, node, frozenset({scope.key}))

    async def require_exists(self, scope: ReleaseScope, field: str = "scope") -> None:
        """A registered service or a catalogued extension, else 400 naming the scope."""
        if not await self._scopes.exists(RoleScope(scope.type.value, scope.id)):
            raise UnknownScope(scope.key, field)
