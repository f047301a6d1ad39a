"""Roles and user-role assignments (super admin)."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody

from application.identity.principal import Principal
from application.permissions.area import Permissions
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE, SMALL
from entrypoints.http.dependencies import Inject
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
from entrypoints.http.route_access import UNSCOPED


class AdminRolesController(Controller):
    path = "/v1/admin"
    tags = ["admin: roles"]
    security = SECURITY

    @get(
        "/roles",
        summary="Every role with its grants",
        description="Every role, built-in and custom, with its scope and granted nodes. Super "
        "admins only.",
        access=UNSCOPED,
    )
    async def list_roles(
        self, principal: Inject[Principal], permissions: Inject[Permissions]
    ) -> RolesOut:
        return RolesOut([role_out(r) for r in await permissions.roles.list(principal)])

    @post(
        "/roles",
        summary="Create a role",
        description="Creates a role from a slug, name, scope and grants; a slug already taken is "
        "409. Super admins only.",
        status_code=201,
        responses=problems(409),
        request_max_body_size=LARGE,
        access=UNSCOPED,
    )
    async def create_role(
        self, data: JSONBody[RoleIn], principal: Inject[Principal], permissions: Inject[Permissions]
    ) -> RoleEnvelope:
        return RoleEnvelope(role_out(await permissions.roles.create(principal, data.draft())))

    @get(
        "/roles/{role_id:str}",
        summary="One role",
        description="One role by its id, with its grants. Super admins only.",
        access=UNSCOPED,
    )
    async def get_role(
        self,
        role_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> RoleEnvelope:
        return RoleEnvelope(role_out(await permissions.roles.get(principal, role_id)))

    @put(
        "/roles/{role_id:str}",
        summary="Replace a role's slug, name, description, default flag and grants",
        description="Replaces the whole role; its holders get the new grants at once. A slug "
        "another role holds is 409. Super admins only.",
        responses=problems(409),
        request_max_body_size=LARGE,
        access=UNSCOPED,
    )
    async def replace_role(
        self,
        role_id: FromPath[ObjectIdStr],
        data: JSONBody[RoleIn],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> RoleEnvelope:
        role = await permissions.roles.replace(principal, role_id, data.draft())
        return RoleEnvelope(role_out(role))

    @delete(
        "/roles/{role_id:str}",
        summary="Delete a role and its assignments",
        description="Deletes a custom role and every assignment of it; a built-in role is 409. "
        "Super admins only.",
        status_code=200,
        responses=problems(409),
        access=UNSCOPED,
    )
    async def delete_role(
        self,
        role_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> Removed:
        await permissions.roles.delete(principal, role_id)
        return Removed(1)

    @get(
        "/users/{user_id:uuid}/roles",
        summary="A user's roles",
        description="The roles assigned to the user, each with when it was assigned and when it "
        "lapses. Super admins only.",
        access=UNSCOPED,
    )
    async def list_user_roles(
        self,
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> UserRolesOut:
        pairs = await permissions.roles.roles_of(principal, user_id)
        return UserRolesOut(user_id, [assignment_out(a, r) for a, r in pairs])

    @put(
        "/users/{user_id:uuid}/roles/{role_id:str}",
        summary="Assign a role to a user",
        description="Assigns the role to the user, optionally until `expiresAt`; assigning it "
        "again changes the expiry. Super admins only.",
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def assign_role(
        self,
        user_id: FromPath[UUID],
        role_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
        data: JSONBody[AssignmentIn | None] = None,
    ) -> AssignmentOut:
        expires_at = incoming(data.expires_at) if data else None
        assigned = await permissions.roles.assign(principal, user_id, role_id, expires_at)
        return assignment_out(*assigned)

    @delete(
        "/users/{user_id:uuid}/roles/{role_id:str}",
        summary="Take a role from a user",
        description="Takes the role from the user; `removed` is 1, or 0 when they did not hold "
        "it. Super admins only.",
        status_code=200,
        access=UNSCOPED,
    )
    async def unassign_role(
        self,
        user_id: FromPath[UUID],
        role_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> Removed:
        return Removed(await permissions.roles.unassign(principal, user_id, role_id))
