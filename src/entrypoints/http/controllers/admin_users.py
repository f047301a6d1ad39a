"""User lookup and detail for admins (super admin or admin:user:view)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, get
from litestar.params import FromPath, QueryParameter

from application.identity.area import Identity
from application.identity.principal import Principal
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.users import UserDetailOut, UserLookupOut, lookup_item, user_detail
from entrypoints.http.route_access import UNSCOPED


class AdminUsersController(Controller):
    path = "/v1/admin/users"
    tags = ["admin: users"]
    security = SECURITY

    @get(
        "/lookup",
        summary="Find users by name prefix or UUID",
        description="Users whose name starts with `query`, or the one user whose UUID it is, for "
        "admin screens. Needs the admin user-view node.",
        access=UNSCOPED,
    )
    async def lookup_user(
        self,
        principal: Inject[Principal],
        identity: Inject[Identity],
        text: Annotated[str, QueryParameter(name="query", min_length=1, max_length=64)],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 50 is clamped")
        ] = None,
    ) -> UserLookupOut:
        users = await identity.users.lookup(principal, text, limit)
        return UserLookupOut([lookup_item(u) for u in users])

    @get(
        "/{user_id:uuid}",
        summary="One user, admin view",
        description="One user as admins see them: name, regions, last seen, sign-up and first "
        "join, and whether they accept friend requests. Needs the admin user-view node.",
        access=UNSCOPED,
    )
    async def get_user(
        self,
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        identity: Inject[Identity],
    ) -> UserDetailOut:
        return user_detail(await identity.users.get(principal, user_id))
