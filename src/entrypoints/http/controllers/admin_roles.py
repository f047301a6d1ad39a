"""Roles and user-role assignments (super admin)."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, delete, get, post, put

from application.identity.principal import Principal
from bootstrap.core import Core
from entrypoints.http.auth import SECURITY
from entrypoints.http.dto.common import ObjectIdStr, Removed, incoming
from entrypoints.http.dto.permissions import (
    AssignmentIn,
    AssignmentOut,
    RoleEnvelope,
    RoleIn,
    RolesOut,
    UserRolesOut,
    assignment_out,
    role_out,
)
from entrypoints.http.problems import problems


class AdminRolesController(Controller):
    path = "/v1/admin"
    tags = ["admin: roles"]
    security = SECURITY

    @get("/roles", summary="Every role with its grants", responses=problems(401, 403))
    async def list_roles(self, principal: Principal, core: Core) -> RolesOut:
        core.access.require_super_admin(principal)
        return RolesOut([role_out(r) for r in await core.roles.list()])

    @post(
        "/roles",
        summary="Create a role",
        status_code=201,
        responses=problems(400, 401, 403, 409),
    )
    async def create_role(self, data: RoleIn, principal: Principal, core: Core) -> RoleEnvelope:
        core.access.require_super_admin(principal)
        return RoleEnvelope(role_out(await core.roles.create(data.draft())))

    @get("/roles/{role_id:str}", summary="One role", responses=problems(401, 403, 404))
    async def get_role(self, role_id: ObjectIdStr, principal: Principal, core: Core) -> RoleEnvelope:
        core.access.require_super_admin(principal)
        return RoleEnvelope(role_out(await core.roles.get(role_id)))

    @put(
        "/roles/{role_id:str}",
        summary="Replace a role's slug, name, description, default flag and grants",
        responses=problems(400, 401, 403, 404, 409),
    )
    async def replace_role(
        self, role_id: ObjectIdStr, data: RoleIn, principal: Principal, core: Core
    ) -> RoleEnvelope:
        core.access.require_super_admin(principal)
        return RoleEnvelope(role_out(await core.roles.replace(role_id, data.draft())))

    @delete(
        "/roles/{role_id:str}",
        summary="Delete a role and its assignments",
        status_code=200,
        responses=problems(401, 403, 404, 409),
    )
    async def delete_role(self, role_id: ObjectIdStr, principal: Principal, core: Core) -> Removed:
        core.access.require_super_admin(principal)
        await core.roles.delete(role_id)
        return Removed(1)

    @get("/users/{user_id:uuid}/roles", summary="A user's roles", responses=problems(401, 403, 404))
    async def user_roles(self, user_id: UUID, principal: Principal, core: Core) -> UserRolesOut:
        core.access.require_super_admin(principal)
        pairs = await core.roles.roles_of(user_id)
        return UserRolesOut(user_id, [assignment_out(a, r) for a, r in pairs])

    @put(
        "/users/{user_id:uuid}/roles/{role_id:str}",
        summary="Assign a role to a user",
        responses=problems(400, 401, 403, 404),
    )
    async def assign(
        self,
        user_id: UUID,
        role_id: ObjectIdStr,
        principal: Principal,
        core: Core,
        data: AssignmentIn | None = None,
    ) -> AssignmentOut:
        core.access.require_super_admin(principal)
        expires_at = incoming(data.expires_at) if data else None
        return assignment_out(*await core.roles.assign(user_id, role_id, expires_at))

    @delete(
        "/users/{user_id:uuid}/roles/{role_id:str}",
        summary="Take a role from a user",
        status_code=200,
        responses=problems(401, 403),
    )
    async def unassign(
        self, user_id: UUID, role_id: ObjectIdStr, principal: Principal, core: Core
    ) -> Removed:
        core.access.require_super_admin(principal)
        return Removed(await core.roles.unassign(user_id, role_id))
