"""Identity-provider sign-in and the cookie session exchange (docs/auth.md, sections 2-3)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.datastructures import Cookie
from litestar.params import QueryParameter

from application.identity.area import Identity
from application.identity.idp_sign_in import LoginFailure, SignedIn
from application.services.consent import fragment_url
from bootstrap.settings import Settings
from domain.identity.errors import IdpNotConfigured, InvalidToken, LoginStateInvalid
from domain.identity.idp import Platform
from domain.shared.errors import Unavailable
from domain.shared.urls import with_query
from entrypoints.http import html
from entrypoints.http.auth import cookie_token
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.auth import TokenOut, token_out
from entrypoints.http.dto.common import ts
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC
from entrypoints.http.signin import (
    LOGIN_COOKIE,
    login_cookie,
    session_context,
    session_cookie,
)

PlatformParam = Annotated[
    str | None,
    QueryParameter(
        name="platform",  # the Python name is not "platform": that is the core's area
        max_length=32,
        description="dash or partner: come back with #authToken=...&expiresAt=...; anything "
        "else (default web): the token page, or a plain redirect to `redirect`",
    ),
]
RedirectParam = Annotated[
    str | None,
    QueryParameter(
        max_length=2048,
        description="absolute http(s) URL on localhost, 127.0.0.1 or one of the platform's "
        "own hosts; anything else is 400 and nothing redirects",
    ),
]
REDIRECT_PLATFORMS = (Platform.DASH, Platform.PARTNER)


class IdpController(Controller):
    tags = ["auth"]

    @get(
        "/v1/auth/idp/login",
        summary="Sign in with the identity provider",
        description="Redirects to the provider (authorization code, PKCE, state and nonce). "
        "503 `auth.idp_not_configured` when IDP_ISSUER/IDP_CLIENT_ID are unset.",
        status_code=302,
        media_type=html.HTML,
        responses=problems(429, 503),
        access=PUBLIC,
        rate="auth",
    )
    async def start_idp_sign_in(
        self,
        identity: Inject[Identity],
        settings: Inject[Settings],
        platform_name: PlatformParam = None,
        redirect: RedirectParam = None,
    ) -> Response[str]:
        chosen = Platform.parse(platform_name)
        target = identity.idp.redirects.check(redirect) if redirect is not None else None
        start = await identity.idp.start(chosen, target)
        return html.redirect(
            start.authorization_url, 302, cookies=[login_cookie(settings, start.browser_secret)]
        )

    @get(
        "/v1/auth/idp/callback",
        summary="The identity provider's return",
        description="Sets the session cookie svc_token, then: platform dash/partner redirects "
        "with #authToken=...&expiresAt=... (on failure ?loginError=...); web redirects to its "
        "`redirect`, or shows the token on an HTML page. Unknown, replayed or forged `state`: "
        "400 HTML page.",
        media_type=html.HTML,
        responses={
            302: html.html_response("Back to the dashboard, partner site or redirect"),
            400: html.html_response("Unknown, expired, replayed or forged state"),
            401: html.html_response("The provider did not confirm the sign-in"),
            503: html.html_response("The provider or the sign-in is unavailable"),
            **problems(429),
        },
        access=PUBLIC,
        rate="auth",
    )
    async def finish_idp_sign_in(
        self,
        request: Request[Any, Any, Any],
        identity: Inject[Identity],
        settings: Inject[Settings],
        oauth_state: Annotated[str | None, QueryParameter(name="state", max_length=512)] = None,
        code: Annotated[str | None, QueryParameter(max_length=4096)] = None,
        error: Annotated[str | None, QueryParameter(max_length=512)] = None,
    ) -> Response[str]:
        if not identity.idp.enabled:
            raise IdpNotConfigured()
        forget = login_cookie(settings, "", max_age=0)
        try:
            signed = await identity.idp.finish(
                oauth_state,
                code,
                error,
                request.cookies.get(LOGIN_COOKIE),
                session_context(request, settings),
            )
        except LoginStateInvalid as problem:
            return _with_cookie(html.error_page(400, "Sign-in failed", problem.detail), forget)
        except LoginFailure as failure:
            if failure.platform in REDIRECT_PLATFORMS and failure.target:
                url = with_query(failure.target, loginError=failure.detail)
                return html.redirect(url, 302, cookies=[forget])
            status = 503 if failure.code in ("auth.idp_unavailable", Unavailable.code) else 401
            return _with_cookie(html.error_page(status, "Sign-in failed", failure.detail), forget)
        return _signed_in(settings, signed, forget)

    @get(
        "/v1/auth/session/exchange",
        summary="A fresh token for the session cookie",
        description="Reads cookie svc_token (else auth_token) and issues a fresh API token "
        "without the identity provider. platform dash/partner: redirect with "
        "#authToken=...&expiresAt=...; other values: JSON. Missing or invalid cookie: "
        "redirect into the sign-in flow.",
        responses={
            302: html.html_response("To the dashboard or partner site, or into sign-in"),
            **problems(429, 503),
        },
        access=PUBLIC,  # reads its cookie itself; never widens it
        rate="auth",
    )
    async def exchange_session_code(
        self,
        request: Request[Any, Any, Any],
        identity: Inject[Identity],
        settings: Inject[Settings],
        platform_name: PlatformParam = None,
        redirect: RedirectParam = None,
    ) -> Response[TokenOut]:
        chosen = Platform.parse(platform_name)
        target = identity.idp.redirects.check(redirect) if redirect is not None else None
        try:
            issued = await identity.idp.exchange(
                cookie_token(request), session_context(request, settings)
            )
        except InvalidToken:
            if not identity.idp.enabled:
                raise IdpNotConfigured() from None
            query = {"platform": str(chosen), **({"redirect": target} if target else {})}
            return html.redirect(with_query("/v1/auth/idp/login", **query))  # type: ignore[return-value]  # a 302 page: the annotation is the 200 body, for OpenAPI
        cookies = [session_cookie(settings, issued)]
        destination = identity.idp.target(chosen, target) if chosen in REDIRECT_PLATFORMS else None
        if destination:
            return html.redirect(fragment_url(destination, issued), 302, cookies)  # type: ignore[return-value]  # a 302 page: the annotation is the 200 body, for OpenAPI
        return Response(token_out(issued), cookies=cookies, headers={"Cache-Control": "no-store"})


def _with_cookie(response: Response[str], cookie: Cookie) -> Response[str]:
    response.cookies.append(cookie)
    return response


def _signed_in(settings: Settings, signed: SignedIn, forget: Cookie) -> Response[str]:
    cookies = [session_cookie(settings, signed.issued), forget]
    if signed.platform in REDIRECT_PLATFORMS and signed.target:
        return html.redirect(fragment_url(signed.target, signed.issued), 302, cookies)
    if signed.target:
        return html.redirect(signed.target, 302, cookies)
    return html.token_page(signed.issued.token, ts(signed.issued.session.expires_at), cookies)
