"""User lookup and detail for admins (super admin or admin:user:view), and a user's auth
sessions with their revocation (admin:sessions:manage)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, delete, get
from litestar.params import FromPath, QueryParameter

from application.identity.area import Identity
from application.identity.principal import Principal
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.auth import AuthSessionOut, AuthSessionsOut, auth_session_out
from entrypoints.http.dto.common import Cursor, ObjectIdStr
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

    @get(
        "/{user_id:uuid}/sessions",
        summary="A user's auth sessions, admin view",
        description="The user's sign-in sessions (game, dash, CLI, services), newest first, "
        "with IP, user agent, expiry and revocation. Needs admin:sessions:manage.",
        access=UNSCOPED,
    )
    async def list_user_sessions(
        self,
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        identity: Inject[Identity],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 is clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter(description="nextCursor of a page")] = None,
    ) -> AuthSessionsOut:
        page = await identity.auth_sessions.of_user(principal, user_id, limit, cursor)
        sid = principal.claims.sid
        return AuthSessionsOut([auth_session_out(s, sid) for s in page.items], page.next_cursor)

    @delete(
        "/{user_id:uuid}/sessions/{session_id:str}",
        summary="Revoke a user's session",
        description="Its tokens are refused (401) from now on by every instance; recorded in "
        "the audit log. Needs admin:sessions:manage.",
        status_code=200,
        access=UNSCOPED,
    )
    async def revoke_user_session(
        self,
        user_id: FromPath[UUID],
        session_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        identity: Inject[Identity],
    ) -> AuthSessionOut:
        session = await identity.auth_sessions.revoke_of_user(principal, user_id, session_id)
        return auth_session_out(session, principal.claims.sid)
