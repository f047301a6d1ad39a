"""Super-admin endpoints for the node catalog and user grants (docs/api.md, "Permissions")."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, delete, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.permissions.area import Permissions
from domain.permissions.node import MAX_NODE_LENGTH
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Removed
from entrypoints.http.dto.permission_why import PermissionWhyOut, why_out
from entrypoints.http.dto.permissions import (
    CatalogEntry,
    CatalogEntryIn,
    CatalogOut,
    GrantIn,
    UserGrantOut,
    UserGrantsOut,
    grant_out,
    user_grant_out,
)
from entrypoints.http.route_access import UNSCOPED


class AdminPermissionsController(Controller):
    path = "/v1/admin"
    tags = ["admin: permissions"]
    security = SECURITY

    @get(
        "/permissions",
        summary="The permission node catalog",
        description="Every permission node the platform knows, with its catalog id. Super admins "
        "only.",
        access=UNSCOPED,
    )
    async def list_permission_nodes(
        self, principal: Inject[Principal], permissions: Inject[Permissions]
    ) -> CatalogOut:
        catalog = await permissions.grants.catalog(principal)
        return CatalogOut([CatalogEntry(i, n) for i, n in catalog])

    @post(
        "/permissions",
        summary="Add a node to the catalog",
        description="Adds a node (e.g. `connect.servers.read`) to the catalog so roles and grants "
        "may name it. Super admins only.",
        status_code=201,
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def register_permission_node(
        self,
        data: JSONBody[CatalogEntryIn],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> CatalogEntry:
        return CatalogEntry(*await permissions.grants.register_node(principal, data.node))

    @delete(
        "/permissions/{node_id:str}",
        summary="Remove a node from the catalog",
        description="Removes a node from the catalog by its catalog id; grants of it stop "
        "counting. Super admins only.",
        status_code=200,
        access=UNSCOPED,
    )
    async def unregister_permission_node(
        self, node_id: FromPath[str], principal: Inject[Principal], permissions: Inject[Permissions]
    ) -> Removed:
        await permissions.grants.unregister_node(principal, node_id)
        return Removed(1)

    @get(
        "/users/{user_id:uuid}/permissions",
        summary="A user's own grants",
        description="The nodes granted to the user directly (not through roles), with negation, "
        "value and expiry. Super admins only.",
        access=UNSCOPED,
    )
    async def list_user_grants(
        self,
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> UserGrantsOut:
        grants = await permissions.grants.grants_of(principal, user_id)
        return UserGrantsOut(user_id, [grant_out(g) for g in grants])

    @get(
        "/users/{user_id:uuid}/permissions/why",
        summary="Why a user is allowed a node, or not",
        description="Which of the user's grants, which role's or default role's grant, or "
        "which negation decides the node, by the rule the permission check uses (a token's "
        "scopes aside), and every matching grant that was weighed. `node` is one node, no "
        "pattern. Super admins only.",
        access=UNSCOPED,
    )
    async def get_permission_why(
        self,
        user_id: FromPath[UUID],
        node: Annotated[str, QueryParameter(min_length=1, max_length=MAX_NODE_LENGTH)],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> PermissionWhyOut:
        return why_out(user_id, await permissions.grants.why(principal, user_id, node))

    @post(
        "/users/{user_id:uuid}/permissions",
        summary="Grant or deny a node to a user",
        description="Replaces the user's grant of the node. expiresAt omitted: no expiry. "
        "value omitted: unchanged; null: cleared.",
        status_code=200,
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def put_user_grant(
        self,
        user_id: FromPath[UUID],
        data: JSONBody[GrantIn],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> UserGrantOut:
        grant = await permissions.grants.put(principal, user_id, data.change())
        return user_grant_out(user_id, grant)

    @delete(
        "/users/{user_id:uuid}/permissions/{node:str}",
        summary="Remove a user's grant of a node",
        description="Removes the user's direct grant of one node; roles that hold it still count. "
        "Super admins only.",
        status_code=200,
        access=UNSCOPED,
    )
    async def remove_user_grant(
        self,
        user_id: FromPath[UUID],
        node: FromPath[str],
        principal: Inject[Principal],
        permissions: Inject[Permissions],
    ) -> Removed:
        return Removed(await permissions.grants.remove(principal, user_id, node))
