"""User lookup and detail for admins (super admin or admin:user:view)."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, get
from litestar.params import Parameter

from application.identity.principal import Principal
from bootstrap.core import Core
from entrypoints.http.auth import SECURITY
from entrypoints.http.dto.users import UserDetailOut, UserLookupOut, lookup_item, user_detail
from entrypoints.http.problems import problems

VIEW = "admin:user:view"


class AdminUsersController(Controller):
    path = "/v1/admin/users"
    tags = ["admin: users"]
    security = SECURITY

    @get("/lookup", summary="Find users by name prefix or UUID", responses=problems(400, 401, 403))
    async def lookup(
        self,
        principal: Principal,
        core: Core,
        text: str = Parameter(query="query", min_length=1, max_length=64),
        limit: int | None = Parameter(default=None, ge=1, description="default 20, max 50"),
    ) -> UserLookupOut:
        await core.access.require(principal, VIEW)
        users = await core.users.lookup(text, limit)
        return UserLookupOut([lookup_item(u) for u in users])

    @get("/{user_id:uuid}", summary="One user, admin view", responses=problems(401, 403, 404))
    async def detail(self, user_id: UUID, principal: Principal, core: Core) -> UserDetailOut:
        await core.access.require(principal, VIEW)
        return user_detail(await core.users.get(user_id))
