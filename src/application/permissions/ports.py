from __future__ import annotations

import builtins
from dataclasses import dataclass
from typing import Protocol
from uuid import UUID

from domain.permissions.grant import Grant
from domain.permissions.role import Role, RoleAssignment, RoleScope


class GrantRepository(Protocol):
    """User grants and the node catalog."""

    async def list_for_user(self, user_id: UUID) -> list[Grant]: ...

    async def put_for_user(self, user_id: UUID, grant: Grant) -> None:
        """Insert or replace the user's grant of ``grant.node``."""
        ...

    async def remove_for_user(self, user_id: UUID, node: str) -> int: ...

    async def catalog(self) -> list[tuple[str, str]]:
        """(id, node) pairs, ordered by node."""
        ...

    async def register_node(self, node_id: str, node: str) -> tuple[str, str]:
        """The catalog entry of ``node``, added under ``node_id`` when absent."""
        ...

    async def unregister_node(self, node_id: str) -> bool: ...


class RoleRepository(Protocol):
    async def list(self) -> list[Role]: ...

    async def get(self, role_id: str) -> Role | None: ...

    async def find_slug(self, slug: str, scope: RoleScope | None) -> Role | None: ...

    async def add(self, role: Role) -> None: ...

    async def update(self, role: Role) -> None:
        """Replace every field and the grants of an existing role."""
        ...

    async def remove(self, role_id: str) -> bool:
        """Delete the role and its assignments."""
        ...

    async def assignments_of(self, user_id: UUID) -> builtins.list[RoleAssignment]: ...

    async def assign(self, assignment: RoleAssignment) -> None:
        """Insert or replace the assignment of (user, role)."""
        ...

    async def unassign(self, user_id: UUID, role_id: str) -> int: ...


@dataclass(frozen=True, slots=True)
class UserAccess:
    grants: tuple[Grant, ...]
    assignments: tuple[RoleAssignment, ...]


@dataclass(frozen=True, slots=True)
class RoleBook:
    roles: dict[str, Role]
    catalog: frozenset[str]


class AccessReader(Protocol):
    """Reads for permission decisions, on hot paths, outside any transaction."""

    async def user_access(self, user_id: UUID) -> UserAccess: ...

    async def role_book(self) -> RoleBook: ...


class ScopeDirectory(Protocol):
    """Which scopes exist, for scoped roles. Areas register the scope types they own."""

    def types(self) -> frozenset[str]: ...

    async def exists(self, scope: RoleScope) -> bool: ...
