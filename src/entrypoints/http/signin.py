"""What the sign-in controllers share: the request's context, and the session cookie."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.datastructures import Cookie

from application.identity.tokens import IssuedToken, SessionContext
from bootstrap.core import Core
from bootstrap.settings import Settings
from domain.identity.auth_session import TOKEN_LIFETIME
from entrypoints.http.client_ip import request_ip

SESSION_COOKIE = "svc_token"
LOGIN_COOKIE = "svc_idp_login"
LOGIN_COOKIE_PATH = "/v1/auth/idp"


def session_context(request: Request[Any, Any, Any], core: Core) -> SessionContext:
    agent = request.headers.get("x-svc-user-agent") or request.headers.get("user-agent")
    agent = "".join(ch for ch in agent if ch.isprintable())[:512] if agent else None
    return SessionContext(
        ip=request_ip(request, core.settings.server.trusted_proxies)[:45] or None,
        user_agent=agent or None,
    )


def secure_cookies(settings: Settings) -> bool:
    return settings.server.env != "development"


def session_cookie(core: Core, issued: IssuedToken) -> Cookie:
    return Cookie(
        key=SESSION_COOKIE,
        value=issued.token,
        max_age=int(TOKEN_LIFETIME.total_seconds()),
        path="/",
        httponly=True,
        secure=secure_cookies(core.settings),
        samesite="lax",
    )


def login_cookie(core: Core, value: str, max_age: int = 600) -> Cookie:
    return Cookie(
        key=LOGIN_COOKIE,
        value=value,
        max_age=max_age,
        path=LOGIN_COOKIE_PATH,
        httponly=True,
        secure=secure_cookies(core.settings),
        samesite="lax",
    )
