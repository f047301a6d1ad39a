"""Signing in to the console through the platform's browser sign-in (docs/auth.md, section 2),
and out again."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import Cookie

from entrypoints.console.forms import submitted
from entrypoints.console.operator import (
    NotAnAdministrator,
    core_of,
    operator_of,
    principal_of_token,
)
from entrypoints.console.rendering import render, see_other
from entrypoints.console.session import ConsoleSession, ended_cookie, session_cookie
from entrypoints.http.auth import cookie_token
from entrypoints.http.body_limits import SMALL
from entrypoints.http.route_access import PUBLIC
from entrypoints.http.signin import SESSION_COOKIE, secure_cookies

LANDING = "/console/session"


class ConsoleSignInController(Controller):
    path = "/console"

    @get("/", access=PUBLIC)
    async def console_home(self, request: Request[Any, Any, Any]) -> Response[str]:
        operator = await operator_of(request)
        return render("home.html", me=operator, section="home")

    @get("/sign-in", access=PUBLIC, rate="auth")
    async def console_sign_in(self, request: Request[Any, Any, Any]) -> Response[str]:
        core = core_of(request)
        if not core.identity.idp.enabled:
            return render("signin.html", 503, me=None, section="", unavailable=True)
        back = f"{core.settings.server.base_url}{LANDING}"
        query = urlencode({"platform": "web", "redirect": back})
        return see_other(f"/v1/auth/idp/login?{query}")

    @get("/session", access=PUBLIC, rate="auth")
    async def console_session(self, request: Request[Any, Any, Any]) -> Response[str]:
        """Where sign-in comes back: the platform cookie's token becomes a console session.
        A page, not a redirect, leads on: a SameSite=Strict cookie set at the end of a chain
        of redirects that began at the provider would not be sent to the next page."""
        core = core_of(request)
        token = cookie_token(request)
        principal = await principal_of_token(core, token or "")
        if principal.claims.scopes is not None or not await core.permissions.access.administers(
            principal
        ):
            raise NotAnAdministrator(principal.user_id)
        now = core.clock.now()
        session = ConsoleSession.start(token or "", now)
        cookie = session_cookie(
            session.seal(core.kernel.secrets), secure_cookies(core.settings), now, session
        )
        return render("signed_in.html", cookies=[cookie], me=None, section="")

    @post("/sign-out", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_sign_out(self, request: Request[Any, Any, Any]) -> Response[str]:
        """Ends the console session and the platform session it was opened with."""
        form = await submitted(request)
        core = core_of(request)
        principal = form.operator.principal
        await core.identity.auth_sessions.revoke(principal, principal.claims.sid)
        secure = secure_cookies(core.settings)
        forget = ended_cookie(secure)
        platform = Cookie(
            key=SESSION_COOKIE, value="", max_age=0, path="/", httponly=True, secure=secure,
            samesite="lax",
        )  # fmt: skip
        return see_other("/console/signed-out", cookies=[forget, platform])

    @get("/signed-out", access=PUBLIC)
    async def console_signed_out(self) -> Response[str]:
        return render("signin.html", me=None, section="", signed_out=True, unavailable=False)
