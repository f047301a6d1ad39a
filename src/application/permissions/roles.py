"""Administering roles and user-role assignments: super admins only, each method checks its
caller first."""

from __future__ import annotations

import builtins
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.permissions.grants import KEEP, GrantChange, check_expiry
from application.permissions.ports import ScopeDirectory
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.identity.errors import UserNotFound
from domain.permissions.errors import BuiltinRoleProtected, RoleNotFound, RoleSlugTaken
from domain.permissions.grant import Grant
from domain.permissions.node import is_pattern
from domain.permissions.role import (
    MAX_GRANTS_PER_ROLE,
    Role,
    RoleAssignment,
    RoleScope,
    validate_description,
    validate_role_name,
    validate_slug,
)
from domain.shared.errors import InvalidInput


@dataclass(frozen=True, slots=True)
class RoleDraft:
    slug: str
    name: str
    description: str = ""
    is_default: bool = False
    grants: tuple[Grant | GrantChange, ...] = ()
    """A GrantChange's value is checked with the draft (no value: none; a role's grants are
    replaced whole)."""
    scope: RoleScope | None = None


def _grant(grant: Grant | GrantChange) -> Grant:
    if isinstance(grant, Grant):
        return grant
    value = grant.checked_value()
    return Grant(grant.node, grant.negated, grant.expires_at, None if value is KEEP else value)


def _assignment_of(
    assignments: builtins.list[RoleAssignment], role_id: str
) -> RoleAssignment | None:
    return next((a for a in assignments if a.role_id == role_id), None)


class RoleAdministration:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        scopes: ScopeDirectory,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._scopes = scopes
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def list(self, principal: Principal) -> builtins.list[Role]:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            return await uow.roles.list()

    async def get(self, principal: Principal, role_id: str) -> Role:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            return await self._existing(uow, role_id)

    async def create(self, principal: Principal, draft: RoleDraft) -> Role:
        self._access.require_super_admin(principal)
        grants = await self._validate(draft)
        now = self._clock.now()
        role = Role(
            id=self._ids.new_object_id(),
            slug=draft.slug,
            name=draft.name,
            description=draft.description,
            is_default=draft.is_default,
            scope=draft.scope,
            grants=grants,
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            if await uow.roles.find_slug(role.slug, role.scope) is not None:
                raise RoleSlugTaken()
            await uow.roles.add(role)
            await self._register_nodes(uow, role.grants)
            await self._audit.record(
                uow, principal, "roles.create", Target("role", role.id), after=snapshots.role(role)
            )
            await uow.commit()
        await self._access.changed()
        return role

    async def replace(self, principal: Principal, role_id: str, draft: RoleDraft) -> Role:
        """Replace slug, name, description, default flag and grants; the scope stays."""
        self._access.require_super_admin(principal)
        grants = await self._validate(draft)
        async with self._uow() as uow:
            role = await self._existing(uow, role_id)
            if role.builtin and (draft.slug != role.slug or draft.is_default != role.is_default):
                raise BuiltinRoleProtected()
            if draft.scope != role.scope:
                raise InvalidInput("the scope of a role cannot change", field="scope")
            other = await uow.roles.find_slug(draft.slug, role.scope)
            if other is not None and other.id != role.id:
                raise RoleSlugTaken()
            before = snapshots.role(role)
            role.slug, role.name, role.description = draft.slug, draft.name, draft.description
            role.is_default, role.grants = draft.is_default, grants
            role.updated_at = self._clock.now()
            await uow.roles.update(role)
            await self._register_nodes(uow, role.grants)
            await self._audit.record(
                uow, principal, "roles.update", Target("role", role.id),
                before=before, after=snapshots.role(role),
            )  # fmt: skip
            await uow.commit()
        await self._access.changed()
        return role

    async def delete(self, principal: Principal, role_id: str) -> None:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            role = await self._existing(uow, role_id)
            if role.builtin:
                raise BuiltinRoleProtected()
            await uow.roles.remove(role_id)
            await self._audit.record(
                uow, principal, "roles.delete", Target("role", role.id), before=snapshots.role(role)
            )
            await uow.commit()
        await self._access.changed()

    async def roles_of(
        self, principal: Principal, user_id: UUID
    ) -> builtins.list[tuple[RoleAssignment, Role]]:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            roles = {r.id: r for r in await uow.roles.list()}
            return [
                (a, roles[a.role_id])
                for a in await uow.roles.assignments_of(user_id)
                if a.role_id in roles
            ]

    async def assign(
        self,
        principal: Principal,
        user_id: UUID,
        role_id: str,
        expires_at: datetime | None = None,
    ) -> tuple[RoleAssignment, Role]:
        self._access.require_super_admin(principal)
        now = self._clock.now()
        check_expiry(expires_at, now)
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            role = await self._existing(uow, role_id)
            assignment = RoleAssignment(user_id, role_id, now, expires_at)
            before = _assignment_of(await uow.roles.assignments_of(user_id), role_id)
            await uow.roles.assign(assignment)
            await self._audit.record(
                uow, principal, "roles.assign", Target("user", str(user_id)),
                before=snapshots.assignment(before) if before else None,
                after=snapshots.assignment(assignment),
            )  # fmt: skip
            await uow.commit()
        await self._access.changed(user_id)
        return assignment, role

    async def unassign(self, principal: Principal, user_id: UUID, role_id: str) -> int:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            before = _assignment_of(await uow.roles.assignments_of(user_id), role_id)
            removed = await uow.roles.unassign(user_id, role_id)
            if removed and before is not None:
                await self._audit.record(
                    uow, principal, "roles.unassign", Target("user", str(user_id)),
                    before=snapshots.assignment(before),
                )  # fmt: skip
            await uow.commit()
        await self._access.changed(user_id)
        return removed

    async def _validate(self, draft: RoleDraft) -> tuple[Grant, ...]:
        """The draft's grants, once every part of the draft is checked."""
        grants = tuple(_grant(g) for g in draft.grants)  # the values first, as they are sent
        validate_slug(draft.slug)
        validate_role_name(draft.name)
        validate_description(draft.description)
        if len(grants) > MAX_GRANTS_PER_ROLE:
            raise InvalidInput(f"at most {MAX_GRANTS_PER_ROLE} grants", field="grants")
        if len({g.node for g in grants}) != len(grants):
            raise InvalidInput("each node may appear once", field="grants")
        now = self._clock.now()
        for index, grant in enumerate(grants):
            check_expiry(grant.expires_at, now, field=f"grants[{index}].expiresAt")
        if draft.scope is not None:
            await self._check_scope(draft.scope)
        return grants

    async def _check_scope(self, scope: RoleScope) -> None:
        if scope.type not in self._scopes.types():
            known = ", ".join(sorted(self._scopes.types())) or "none yet"
            raise InvalidInput(
                f"unknown scope type (known: {known})",
                field="scope.type",
                code="roles.invalid_scope",
            )
        if not await self._scopes.exists(scope):
            raise InvalidInput(
                "no such resource for this scope", field="scope.id", code="roles.invalid_scope"
            )

    async def _register_nodes(self, uow: UnitOfWork, grants: tuple[Grant, ...]) -> None:
        for grant in grants:
            if not is_pattern(grant.node):
                await uow.grants.register_node(self._ids.new_object_id(), grant.node)

    @staticmethod
    async def _existing(uow: UnitOfWork, role_id: str) -> Role:
        role = await uow.roles.get(role_id)
        if role is None:
            raise RoleNotFound()
        return role
