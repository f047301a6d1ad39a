"""Another user's sign-in sessions for super admins: the list, and revoking one (the
operator console's Users page calls the same use cases)."""

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
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.problems import problems
from entrypoints.http.route_access import UNSCOPED


class AdminUserSessionsController(Controller):
    path = "/v1/admin/users/{user_id:uuid}/sessions"
    tags = ["admin: users"]
    security = SECURITY

    @get(
        "/",
        summary="A user's auth sessions, newest first (super admins)",
        description="The user's sign-in sessions (game, dash, CLI, services) with IP, user "
        "agent, expiry and revocation. Cursor-paged. 404 `identity.user_not_found` for an "
        "unknown user.",
        responses=problems(404),
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
        cursor: Annotated[
            str | None, QueryParameter(max_length=200, description="nextCursor of a page")
        ] = None,
    ) -> AuthSessionsOut:
        page = await identity.auth_sessions.list_of(principal, user_id, limit, cursor)
        sid = principal.claims.sid
        return AuthSessionsOut([auth_session_out(s, sid) for s in page.items], page.next_cursor)

    @delete(
        "/{session_id:str}",
        summary="Revoke one of a user's sessions (super admins)",
        description="Its tokens are refused (401) from now on by every instance. Audited.",
        status_code=200,
        responses=problems(404),
        access=UNSCOPED,
    )
    async def revoke_user_session(
        self,
        user_id: FromPath[UUID],
        session_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        identity: Inject[Identity],
    ) -> AuthSessionOut:
        session = await identity.auth_sessions.revoke_of(principal, user_id, session_id)
        return auth_session_out(session, principal.claims.sid)
