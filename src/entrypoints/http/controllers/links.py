"""Account links: start a link, the provider's return, unlink (docs/links.md, "Linking")."""

from __future__ import annotations

from html import escape
from typing import Annotated, Any

from litestar import Controller, Request, Response, delete, get, post
from litestar.datastructures import Cookie
from litestar.params import FromPath, QueryParameter

from application.identity.principal import Principal
from application.links.area import Links
from application.links.linking import LinkFailure, parse_provider
from application.ports import Clock
from bootstrap.settings import Settings
from domain.links.errors import LinkStateInvalid, ProviderNotConfigured
from domain.links.link import LINK_ATTEMPT_LIFETIME
from domain.shared.urls import with_query
from entrypoints.http import html
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ts
from entrypoints.http.dto.links import LinkStartOut
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED
from entrypoints.http.signin import secure_cookies

LINK_COOKIE = "svc_link"
LINK_COOKIE_PATH = "/v1/auth"
RedirectParam = Annotated[
    str | None,
    QueryParameter(
        max_length=2048,
        description="where the browser goes after the link: an absolute http(s) URL on "
        "localhost, 127.0.0.1 or one of the platform's own hosts (default: the dashboard)",
    ),
]


def link_cookie(settings: Settings, value: str, max_age: int | None = None) -> Cookie:
    return Cookie(
        key=LINK_COOKIE,
        value=value,
        max_age=int(LINK_ATTEMPT_LIFETIME.total_seconds()) if max_age is None else max_age,
        path=LINK_COOKIE_PATH,
        httponly=True,
        secure=secure_cookies(settings),
        samesite="lax",
    )


class LinkController(Controller):
    tags = ["links"]

    @post(
        "/v1/profile/settings/{provider:str}/link",
        summary="Start linking a membership or chat account",
        description="Answers the provider's authorization URL (code flow with PKCE and state) "
        "and sets the cookie svc_link that binds the link to this browser: navigate to the "
        "URL in the same browser. The provider sends it back to /v1/auth/{provider}/callback.",
        status_code=200,
        security=SECURITY,
        responses=problems(400, 401, 429, 503),
        access=UNSCOPED,
        rate="auth",
    )
    async def start_provider_link(
        self,
        provider: FromPath[str],
        principal: Inject[Principal],
        links: Inject[Links],
        settings: Inject[Settings],
        clock: Inject[Clock],
        redirect: RedirectParam = None,
    ) -> Response[LinkStartOut]:
        chosen = parse_provider(provider)
        target = links.accounts.redirects.check(redirect) if redirect is not None else None
        started = await links.accounts.start(principal.user_id, chosen, target)
        expires = clock.now() + LINK_ATTEMPT_LIFETIME
        return Response(
            LinkStartOut(started.authorization_url, ts(expires)),
            cookies=[link_cookie(settings, started.browser_secret)],
            headers={"Cache-Control": "no-store"},
        )

    @delete(
        "/v1/profile/settings/{provider:str}/link",
        summary="Unlink a membership or chat account",
        description="Forgets the link and its tokens, then revokes the token at the provider "
        "where it supports revocation. 404 `links.not_linked` when nothing is linked.",
        status_code=204,
        security=SECURITY,
        responses=problems(400, 401, 404),
        access=UNSCOPED,
    )
    async def unlink_provider(
        self, provider: FromPath[str], principal: Inject[Principal], links: Inject[Links]
    ) -> None:
        await links.accounts.unlink(principal.user_id, parse_provider(provider))

    @get(
        "/v1/auth/{provider:str}/callback",
        summary="The provider's return after a link",
        description="Completes the link and redirects to the dashboard (or the `redirect` "
        "given at the start) with ?linked=<provider>, or ?linkError=<message> when the "
        "provider denied or the account is linked to another user. Unknown, replayed or "
        "forged state, or another browser: 400 HTML page.",
        media_type=html.HTML,
        responses={
            302: html.html_response("Back to the dashboard or the given redirect"),
            400: html.html_response("Unknown, expired, replayed or forged state"),
            401: html.html_response("The provider did not grant access"),
            409: html.html_response("The provider account is linked to another user"),
            503: html.html_response("The provider is not configured or did not answer"),
            **problems(429),
        },
        access=PUBLIC,
        rate="auth",
    )
    async def finish_provider_link(
        self,
        request: Request[Any, Any, Any],
        provider: FromPath[str],
        links: Inject[Links],
        settings: Inject[Settings],
        oauth_state: Annotated[str | None, QueryParameter(name="state", max_length=512)] = None,
        code: Annotated[str | None, QueryParameter(max_length=4096)] = None,
        error: Annotated[str | None, QueryParameter(max_length=512)] = None,
    ) -> Response[str]:
        chosen = parse_provider(provider)
        forget = link_cookie(settings, "", max_age=0)
        try:
            linked = await links.accounts.finish(
                chosen, oauth_state, code, error, request.cookies.get(LINK_COOKIE)
            )
        except ProviderNotConfigured as problem:
            return _with_cookie(html.error_page(503, "Link failed", problem.detail), forget)
        except LinkStateInvalid as problem:
            return _with_cookie(html.error_page(400, "Link failed", problem.detail), forget)
        except LinkFailure as failure:
            if failure.target:
                url = with_query(failure.target, linkError=failure.detail)
                return html.redirect(url, 302, cookies=[forget])
            page = html.error_page(failure.status, "Link failed", failure.detail)
            return _with_cookie(page, forget)
        if linked.target:
            url = with_query(linked.target, linked=chosen.value)
            return html.redirect(url, 302, cookies=[forget])
        text = f"Your {chosen.value} account {linked.link.display_name} is linked."
        return html.page("Account linked", f"<p>{escape(text)}</p>", cookies=[forget])


def _with_cookie(response: Response[str], cookie: Cookie) -> Response[str]:
    response.cookies.append(cookie)
    return response
