"""The game-session handshake (docs/auth.md, sections 1 and 5) and the caller's auth sessions."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, delete, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.area import Identity
from application.identity.principal import Principal
from bootstrap.settings import Settings
from domain.identity.nodes import ACCOUNT_SESSIONS
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.auth import (
    AuthSessionOut,
    AuthSessionsOut,
    GameJoinIn,
    GameJoinOut,
    GameVerifyIn,
    GameVerifyOut,
    auth_session_out,
    game_verify_out,
)
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.problems import problems
from entrypoints.http.route_access import ANY_TOKEN, PUBLIC, api_token
from entrypoints.http.signin import session_context


class GameSessionController(Controller):
    path = "/v1/auth/session/game"
    tags = ["auth"]

    @post(
        "/join",
        summary="Start a game-session handshake",
        description="Returns a serverId to join at the game's session service and a "
        "single-use joinToken valid 60 s. Without scopes the token of the verify step carries "
        "profile:read totem:read totem:write.",
        status_code=200,
        responses=problems(429),
        request_max_body_size=TEXT,
        access=PUBLIC,
        rate="auth",
    )
    async def join_game_session(
        self, identity: Inject[Identity], data: JSONBody[GameJoinIn]
    ) -> GameJoinOut:
        ticket = await identity.game_auth.join(data.user_id, data.name, data.scopes)
        return GameJoinOut(ticket.server_id, ticket.join_token, ticket.expires_in)

    @post(
        "/verify",
        summary="Finish a game-session handshake",
        description="Asks the game's session service whether `name` joined `serverId`. Any "
        "failure is 401; 503 when the session service does not answer (nothing is stored "
        "and the join token stays usable until it expires).",
        status_code=200,
        responses=problems(401, 429, 503),
        request_max_body_size=SMALL,
        access=PUBLIC,
        rate="auth",
    )
    async def verify_game_session(
        self,
        request: Request[Any, Any, Any],
        identity: Inject[Identity],
        settings: Inject[Settings],
        data: JSONBody[GameVerifyIn],
    ) -> GameVerifyOut:
        context = session_context(request, settings)
        issued = await identity.game_auth.verify(
            data.server_id, data.name, data.join_token, data.user_id, context
        )
        return game_verify_out(issued)


class AuthSessionsController(Controller):
    path = "/v1/profile/auth/sessions"
    tags = ["profile"]
    security = SECURITY

    @get(
        "/",
        summary="My auth sessions, newest first",
        description="The caller's sign-in sessions (game, dash, CLI, services) with IP, user "
        "agent and expiry; `current` marks the one calling. Cursor-paged.",
        responses=problems(429),
        access=api_token(service_scope=ACCOUNT_SESSIONS),  # every signed-in user (auth.md)
    )
    async def list_auth_sessions(
        self,
        principal: Inject[Principal],
        identity: Inject[Identity],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 is clamped")
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(max_length=200, description="nextCursor of a page")
        ] = None,
    ) -> AuthSessionsOut:
        page = await identity.auth_sessions.list(principal, limit, cursor)
        sid = principal.claims.sid
        return AuthSessionsOut([auth_session_out(s, sid) for s in page.items], page.next_cursor)

    @delete(
        "/{session_id:str}",
        summary="Revoke one of my sessions",
        description="Its tokens are refused (401) from now on by every instance. A token "
        "limited by scopes may only revoke its own session.",
        status_code=200,
        responses=problems(429),
        access=ANY_TOKEN,  # scoped: its own only
    )
    async def revoke_auth_session(
        self,
        session_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        identity: Inject[Identity],
    ) -> AuthSessionOut:
        session = await identity.auth_sessions.revoke(principal, session_id)
        return auth_session_out(session, principal.claims.sid)
