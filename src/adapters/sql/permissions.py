from __future__ import annotations

import builtins
from collections.abc import Iterable, Sequence
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_uuid
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.permissions import (
    permission_nodes,
    role_grants,
    roles,
    user_grants,
    user_roles,
)
from application.permissions.ports import RoleBook, UserAccess
from domain.permissions.grant import Grant
from domain.permissions.quantity import parse_quantity
from domain.permissions.role import Role, RoleAssignment, RoleScope

_GRANT_COLUMNS = ("node", "negated", "expires_at", "value_amount", "value_unit")


def grant_from_row(row: Sequence[Any]) -> Grant:
    node, negated, expires_at, amount, unit = row
    value = parse_quantity(amount, unit) if amount is not None else None
    return Grant(node=node, negated=flag(negated), expires_at=dt(expires_at), value=value)


def _grant_values(grant: Grant) -> dict[str, Any]:
    return {
        "node": grant.node,
        "negated": grant.negated,
        "expires_at": ms(grant.expires_at),
        "value_amount": grant.value.amount if grant.value else None,
        "value_unit": grant.value.unit.name if grant.value and grant.value.unit else None,
    }


def _assignment_from_row(row: Sequence[Any]) -> RoleAssignment:
    user_id, role_id, assigned_at, expires_at = row
    return RoleAssignment(as_uuid(user_id), role_id, dt_required(assigned_at), dt(expires_at))


_ROLE_COLUMNS = (
    "id",
    "slug",
    "name",
    "description",
    "is_default",
    "builtin",
    "scope_type",
    "scope_id",
    "created_at",
    "updated_at",
)


def _role_from_row(row: Sequence[Any], grants: Iterable[Grant]) -> Role:
    scope_type, scope_id = row[6], row[7]
    return Role(
        id=row[0],
        slug=row[1],
        name=row[2],
        description=row[3],
        is_default=flag(row[4]),
        builtin=flag(row[5]),
        scope=RoleScope(scope_type, scope_id) if scope_type else None,
        grants=tuple(grants),
        created_at=dt_required(row[8]),
        updated_at=dt_required(row[9]),
    )


def _role_values(role: Role) -> dict[str, Any]:
    return {
        "id": role.id,
        "slug": role.slug,
        "name": role.name,
        "description": role.description,
        "is_default": role.is_default,
        "builtin": role.builtin,
        "scope_type": role.scope.type if role.scope else None,
        "scope_id": role.scope.id if role.scope else None,
        "scope_key": role.scope.key if role.scope else "",
        "created_at": ms(role.created_at),
        "updated_at": ms(role.updated_at),
    }


def _assemble_roles(
    role_rows: Iterable[Sequence[Any]], grant_rows: Iterable[Sequence[Any]]
) -> list[Role]:
    grants: dict[str, list[Grant]] = {}
    for row in grant_rows:
        grants.setdefault(row[0], []).append(grant_from_row(row[1:]))
    return [_role_from_row(row, grants.get(row[0], ())) for row in role_rows]


class SqlGrantRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def list_for_user(self, user_id: UUID) -> list[Grant]:
        statement = (
            sa.select(*(user_grants.c[c] for c in _GRANT_COLUMNS))
            .where(user_grants.c.user_id == user_id)
            .order_by(user_grants.c.node)
        )
        return [grant_from_row(row) for row in await self._db.execute(statement)]

    async def put_for_user(self, user_id: UUID, grant: Grant) -> None:
        await self.remove_for_user(user_id, grant.node)
        await self._db.execute(user_grants.insert().values(user_id=user_id, **_grant_values(grant)))

    async def remove_for_user(self, user_id: UUID, node: str) -> int:
        result = await self._db.execute(
            user_grants.delete().where(user_grants.c.user_id == user_id, user_grants.c.node == node)
        )
        return result.rowcount

    async def catalog(self) -> list[tuple[str, str]]:
        statement = sa.select(permission_nodes.c.id, permission_nodes.c.node).order_by(
            permission_nodes.c.node
        )
        return [(row.id, row.node) for row in await self._db.execute(statement)]

    async def register_node(self, node_id: str, node: str) -> tuple[str, str]:
        existing = sa.select(permission_nodes.c.id).where(permission_nodes.c.node == node)
        found = (await self._db.execute(existing)).scalar()
        if found is not None:
            return found, node
        await self._db.execute(permission_nodes.insert().values(id=node_id, node=node))
        return node_id, node

    async def unregister_node(self, node_id: str) -> bool:
        result = await self._db.execute(
            permission_nodes.delete().where(permission_nodes.c.id == node_id)
        )
        return result.rowcount > 0


class SqlRoleRepository:
    _SELECT = sa.select(*(roles.c[c] for c in _ROLE_COLUMNS))
    _GRANTS = sa.select(role_grants.c.role_id, *(role_grants.c[c] for c in _GRANT_COLUMNS))

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def _load(self, where: sa.ColumnElement[bool] | None = None) -> list[Role]:
        statement = self._SELECT.order_by(roles.c.scope_key, roles.c.slug, roles.c.id)
        grants = self._GRANTS.order_by(role_grants.c.role_id, role_grants.c.node)
        if where is not None:
            statement = statement.where(where)
            grants = grants.where(role_grants.c.role_id.in_(sa.select(roles.c.id).where(where)))
        role_rows = (await self._db.execute(statement)).all()
        return _assemble_roles(role_rows, await self._db.execute(grants))

    async def list(self) -> list[Role]:
        return await self._load()

    async def get(self, role_id: str) -> Role | None:
        found = await self._load(roles.c.id == role_id)
        return found[0] if found else None

    async def find_slug(self, slug: str, scope: RoleScope | None) -> Role | None:
        key = scope.key if scope else ""
        found = await self._load(sa.and_(roles.c.slug == slug, roles.c.scope_key == key))
        return found[0] if found else None

    async def add(self, role: Role) -> None:
        await self._db.execute(roles.insert().values(_role_values(role)))
        await self._put_grants(role)

    async def update(self, role: Role) -> None:
        values = _role_values(role)
        del values["id"], values["created_at"]
        await self._db.execute(roles.update().where(roles.c.id == role.id).values(values))
        await self._db.execute(role_grants.delete().where(role_grants.c.role_id == role.id))
        await self._put_grants(role)

    async def _put_grants(self, role: Role) -> None:
        if role.grants:
            rows = [{"role_id": role.id, **_grant_values(g)} for g in role.grants]
            await self._db.execute(role_grants.insert(), rows)

    async def remove(self, role_id: str) -> bool:
        # Explicit deletes: SQLite enforces ON DELETE CASCADE only with foreign_keys on.
        await self._db.execute(user_roles.delete().where(user_roles.c.role_id == role_id))
        await self._db.execute(role_grants.delete().where(role_grants.c.role_id == role_id))
        result = await self._db.execute(roles.delete().where(roles.c.id == role_id))
        return result.rowcount > 0

    async def assignments_of(self, user_id: UUID) -> builtins.list[RoleAssignment]:
        statement = (
            sa.select(
                user_roles.c.user_id,
                user_roles.c.role_id,
                user_roles.c.assigned_at,
                user_roles.c.expires_at,
            )
            .where(user_roles.c.user_id == user_id)
            .order_by(user_roles.c.assigned_at, user_roles.c.role_id)
        )
        return [_assignment_from_row(row) for row in await self._db.execute(statement)]

    async def assign(self, assignment: RoleAssignment) -> None:
        await self.unassign(assignment.user_id, assignment.role_id)
        await self._db.execute(
            user_roles.insert().values(
                user_id=assignment.user_id,
                role_id=assignment.role_id,
                assigned_at=ms(assignment.assigned_at),
                expires_at=ms(assignment.expires_at),
            )
        )

    async def unassign(self, user_id: UUID, role_id: str) -> int:
        result = await self._db.execute(
            user_roles.delete().where(
                user_roles.c.user_id == user_id, user_roles.c.role_id == role_id
            )
        )
        return result.rowcount


class SqlAccessReader:
    _USER_GRANTS = Query(
        "SELECT node, negated, expires_at, value_amount, value_unit FROM user_grants "
        "WHERE user_id = :user_id"
    )
    _ASSIGNMENTS = Query(
        "SELECT user_id, role_id, assigned_at, expires_at FROM user_roles WHERE user_id = :user_id"
    )
    _ROLES = Query(f"SELECT {', '.join(_ROLE_COLUMNS)} FROM roles")
    _ROLE_GRANTS = Query(
        "SELECT role_id, node, negated, expires_at, value_amount, value_unit FROM role_grants"
    )
    _CATALOG = Query("SELECT node FROM permission_nodes")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def user_access(self, user_id: UUID) -> UserAccess:
        grants = await self._reader.all(self._USER_GRANTS, user_id=user_id)
        assignments = await self._reader.all(self._ASSIGNMENTS, user_id=user_id)
        return UserAccess(
            tuple(grant_from_row(row) for row in grants),
            tuple(_assignment_from_row(row) for row in assignments),
        )

    async def role_book(self) -> RoleBook:
        role_rows = await self._reader.all(self._ROLES)
        grant_rows = await self._reader.all(self._ROLE_GRANTS)
        catalog = frozenset(row[0] for row in await self._reader.all(self._CATALOG))
        return RoleBook({r.id: r for r in _assemble_roles(role_rows, grant_rows)}, catalog)
