"""The registry of scope types that roles may be scoped to."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from domain.permissions.role import RoleScope

ScopeExists = Callable[[str], Awaitable[bool]]


class ScopeRegistry:
    """Each area registers the scope types it owns, with a check that an id exists."""

    def __init__(self) -> None:
        self._checks: dict[str, ScopeExists] = {}

    def register(self, scope_type: str, exists: ScopeExists) -> None:
        self._checks[scope_type] = exists

    def types(self) -> frozenset[str]:
        return frozenset(self._checks)

    async def exists(self, scope: RoleScope) -> bool:
        check = self._checks.get(scope.type)
        return check is not None and await check(scope.id)
