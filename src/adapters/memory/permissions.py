from __future__ import annotations

import builtins
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from application.permissions.ports import RoleBook, UserAccess
from domain.permissions.grant import Grant
from domain.permissions.role import Role, RoleAssignment, RoleScope

GRANTS = Table[tuple[UUID, str], Grant]("user_grants")  # (user_id, node)
NODES = Table[str, str]("permission_nodes")  # id -> node
ROLES = Table[str, Role]("roles")
ASSIGNMENTS = Table[tuple[UUID, str], RoleAssignment]("role_assignments")  # (user_id, role_id)


class MemoryGrantRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def list_for_user(self, user_id: UUID) -> list[Grant]:
        grants = self._tx.read(GRANTS)
        return sorted((g for (u, _), g in grants.items() if u == user_id), key=lambda g: g.node)

    async def put_for_user(self, user_id: UUID, grant: Grant) -> None:
        self._tx.write(GRANTS)[(user_id, grant.node)] = grant

    async def remove_for_user(self, user_id: UUID, node: str) -> int:
        return 1 if self._tx.write(GRANTS).pop((user_id, node), None) else 0

    async def catalog(self) -> list[tuple[str, str]]:
        return sorted(self._tx.read(NODES).items(), key=lambda entry: entry[1])

    async def register_node(self, node_id: str, node: str) -> tuple[str, str]:
        for existing_id, existing in self._tx.read(NODES).items():
            if existing == node:
                return existing_id, existing
        self._tx.write(NODES)[node_id] = node
        return node_id, node

    async def unregister_node(self, node_id: str) -> bool:
        return self._tx.write(NODES).pop(node_id, None) is not None


class MemoryRoleRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def list(self) -> list[Role]:
        return [detached(r) for r in sorted(self._tx.read(ROLES).values(), key=_role_order)]

    async def get(self, role_id: str) -> Role | None:
        role = self._tx.read(ROLES).get(role_id)
        return detached(role) if role else None

    async def find_slug(self, slug: str, scope: RoleScope | None) -> Role | None:
        for role in self._tx.read(ROLES).values():
            if role.slug == slug and role.scope == scope:
                return detached(role)
        return None

    async def add(self, role: Role) -> None:
        self._tx.write(ROLES)[role.id] = detached(role)

    async def update(self, role: Role) -> None:
        self._tx.write(ROLES)[role.id] = detached(role)

    async def remove(self, role_id: str) -> bool:
        assignments = self._tx.write(ASSIGNMENTS)
        for key in [k for k in assignments if k[1] == role_id]:
            del assignments[key]
        return self._tx.write(ROLES).pop(role_id, None) is not None

    async def assignments_of(self, user_id: UUID) -> builtins.list[RoleAssignment]:
        found = [a for (u, _), a in self._tx.read(ASSIGNMENTS).items() if u == user_id]
        return sorted(found, key=lambda a: (a.assigned_at, a.role_id))

    async def assign(self, assignment: RoleAssignment) -> None:
        self._tx.write(ASSIGNMENTS)[(assignment.user_id, assignment.role_id)] = assignment

    async def unassign(self, user_id: UUID, role_id: str) -> int:
        return 1 if self._tx.write(ASSIGNMENTS).pop((user_id, role_id), None) else 0


def _role_order(role: Role) -> tuple[str, str, str]:
    return (role.scope.key if role.scope else "", role.slug, role.id)


class MemoryAccessReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def user_access(self, user_id: UUID) -> UserAccess:
        grants = tuple(g for (u, _), g in self._tables[GRANTS].items() if u == user_id)
        assignments = tuple(a for (u, _), a in self._tables[ASSIGNMENTS].items() if u == user_id)
        return UserAccess(grants, assignments)

    async def role_book(self) -> RoleBook:
        roles = {role_id: detached(r) for role_id, r in self._tables[ROLES].items()}
        return RoleBook(roles, frozenset(self._tables[NODES].values()))
