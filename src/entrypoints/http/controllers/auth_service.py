"""Service sign-in: consent and service tokens (docs/auth.md, section 4)."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.enums import RequestEncodingType
from litestar.params import Body, JSONBody, QueryParameter

from application.identity.area import Identity
from application.identity.principal import Principal
from application.services.area import Services
from application.services.consent import ConsentRequest, ConsentTicketInvalid, may_consent
from bootstrap.settings import Settings
from domain.identity.errors import InvalidToken
from domain.identity.redirects import parse_url
from domain.services.errors import ServiceNotFound
from domain.shared.errors import InvalidInput
from entrypoints.http import html
from entrypoints.http.auth import SECURITY, cookie_may_act_here, cookie_token
from entrypoints.http.body_limits import TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.auth import ServiceTokenIn, ServiceTokenOut, service_token_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import API_TOKEN, PUBLIC
from entrypoints.http.signin import session_context

CONSENT_PATH = "/v1/auth/service/consent"


class ConsentForm(msgspec.Struct):
    service: Annotated[str, msgspec.Meta(max_length=48, description="The service's slug.")] = ""
    redirect: Annotated[
        str,
        msgspec.Meta(
            max_length=2048,
            description=(
                "Where to send the user after consent (one of the service's "
                "registered redirect URLs)."
            ),
        ),
    ] = ""
    csrf: Annotated[
        str,
        msgspec.Meta(
            max_length=4096,
            description=("The form's anti-forgery token, as the consent screen gave it."),
        ),
    ] = ""


# The consent form as the dash screen posts it (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {
    "ConsentForm": {
        "service": "blockland-launcher",
        "redirect": "https://launcher.blockland.net/signed-in",
        "csrf": "b2Y5cVJ6dEx3TjNrUHM4eA",
    }
}


async def _browser_principal(
    request: Request[Any, Any, Any], identity: Identity
) -> Principal | None:
    """The signed-in browser user (cookie), when it may consent (a full API token); else
    None."""
    token = cookie_token(request)
    if token is None:
        return None
    try:
        principal = Principal(await identity.tokens.authenticate(token))
    except InvalidToken:
        return None
    return principal if may_consent(principal) else None


async def _consent_request(
    services: Services, service: str | None, redirect: str | None
) -> ConsentRequest | Response[str]:
    try:
        return await services.authorization.check(service, redirect)
    except ServiceNotFound:
        return html.error_page(404, "Unknown service", "No service is registered under this name.")
    except InvalidInput as problem:
        return html.error_page(400, "Cannot continue", problem.detail)


class ServiceAuthController(Controller):
    path = "/v1/auth/service"
    tags = ["auth"]

    @get(
        "/exchange",
        summary="Start signing in to a third-party service",
        description="Checks the service and its registered redirect (HTML error pages: 400, "
        "404); a browser that is not signed in is sent to sign in first; then the consent "
        "screen: the dashboard's (SVC_DASH_URL/consent?service=...&redirect=...) or, without a "
        "dashboard, a page served here.",
        media_type=html.HTML,
        responses={
            302: html.html_response("To sign in, or to the dashboard's consent screen"),
            400: html.html_response("Missing service or redirect, or a redirect not registered"),
            404: html.html_response("Unknown service"),
            503: html.html_response("Sign-in is not available"),
            **problems(429),
        },
        access=PUBLIC,  # a consent page for the signed-in browser
        rate="auth",
    )
    async def exchange_service_code(
        self,
        request: Request[Any, Any, Any],
        identity: Inject[Identity],
        services: Inject[Services],
        settings: Inject[Settings],
        service: Annotated[str | None, QueryParameter(max_length=100)] = None,
        redirect: Annotated[str | None, QueryParameter(max_length=2048)] = None,
    ) -> Response[str]:
        checked = await _consent_request(services, service, redirect)
        if isinstance(checked, Response):
            return checked
        query = {"service": checked.service.slug, "redirect": checked.redirect}
        principal = await _browser_principal(request, identity)
        if principal is None:
            if not identity.idp.enabled:
                return html.error_page(503, "Sign in first", "Sign-in is not available here.")
            back = f"{settings.server.base_url}{self.path}/exchange?{urlencode(query)}"
            login = urlencode({"platform": "web", "redirect": back})
            return html.redirect(f"/v1/auth/idp/login?{login}")
        if settings.server.dash_url:
            return html.redirect(f"{settings.server.dash_url}/consent?{urlencode(query)}")
        target = parse_url(
            checked.redirect, extra_schemes=settings.services.service_redirect_schemes
        )
        source = target.origin if target.scheme in ("http", "https") else f"{target.scheme}:"
        return html.consent_page(
            checked.service.name,
            checked.service.slug,
            checked.service.verified,
            checked.service.permissions,
            checked.redirect,
            CONSENT_PATH,
            services.authorization.consent_ticket(principal, checked),
            source,
        )

    @post(
        "/consent",
        summary="Allow a service (the consent page served here)",
        description="The form of our own consent page; answers 303 to the service's redirect "
        "with #authToken=...&expiresAt=...&service=<slug>.",
        media_type=html.HTML,
        status_code=303,
        responses={
            400: html.html_response("Missing service or redirect, or a redirect not registered"),
            401: html.html_response("Not signed in"),
            403: html.html_response("Stale or foreign consent form"),
            404: html.html_response("Unknown service"),
            **problems(429),
        },
        request_max_body_size=TEXT,
        access=PUBLIC,  # the browser's full cookie token + CSRF ticket
        rate="auth",
    )
    async def grant_service_consent(
        self,
        request: Request[Any, Any, Any],
        identity: Inject[Identity],
        services: Inject[Services],
        settings: Inject[Settings],
        data: Annotated[ConsentForm, Body(media_type=RequestEncodingType.URL_ENCODED)],
    ) -> Response[str]:
        if not cookie_may_act_here(request, services.cors, settings):
            return html.error_page(403, "Not allowed", "This form must be sent from our page.")
        principal = await _browser_principal(request, identity)
        if principal is None:
            return html.error_page(401, "Sign in first", "Your session has ended; sign in again.")
        checked = await _consent_request(services, data.service, data.redirect)
        if isinstance(checked, Response):
            return checked
        try:
            grant = await services.authorization.consent(
                principal,
                data.csrf,
                checked.service.slug,
                checked.redirect,
                session_context(request, settings),
            )
        except ConsentTicketInvalid as problem:
            return html.error_page(403, "Not allowed", problem.detail)
        return html.redirect(grant.redirect_url, 303)

    @post(
        "/token",
        summary="Consent to a service and get its token",
        description="Records the consent to the service's requested permissions and issues "
        "a service token limited to them (30 days); asked with a token limited by scopes (a "
        "game session's), to those of them it holds. "
        "`redirectUrl` is the registered redirect with the fragment to send the browser to.",
        status_code=200,
        security=SECURITY,
        responses=problems(404, 429),
        request_max_body_size=TEXT,
        access=API_TOKEN,
    )
    async def issue_service_token(
        self,
        request: Request[Any, Any, Any],
        principal: Inject[Principal],
        services: Inject[Services],
        settings: Inject[Settings],
        data: JSONBody[ServiceTokenIn],
    ) -> ServiceTokenOut:
        grant = await services.authorization.grant(
            principal, data.service, data.redirect, session_context(request, settings)
        )
        return service_token_out(grant)
