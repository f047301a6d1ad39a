"""The membership webhook, the public supporter list and the supporter section of profile
settings (docs/links.md, "Supporters")."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post, put
from litestar.params import JSONBody, QueryParameter

from application.identity.principal import Principal
from application.links.area import Links
from domain.profile.nodes import PROFILE_READ, PROFILE_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT, SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.links import (
    SupporterIn,
    SupporterOut,
    SupportersOut,
    public_supporter_out,
    supporter_out,
)
from entrypoints.http.metrics import counted_webhook
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, api_token


class MembershipWebhookController(Controller):
    tags = ["links"]

    @post(
        "/v1/membership/webhook",
        summary="The membership provider's webhook",
        description="Signed by the provider (HMAC-MD5 of the raw body with the webhook's "
        "secret, X-Patreon-Signature; the trigger in X-Patreon-Event). Verified before the "
        "body is read: a bad signature is 401 `membership.webhook_signature`. Applied once "
        "per delivery; a repeated delivery answers 204 too.",
        status_code=204,
        request_max_body_size=DOCUMENT,
        responses=problems(400, 401, 413, 503),
        access=PUBLIC,  # the provider's HMAC signature is the proof
    )
    async def receive_membership_webhook(
        self, request: Request[Any, Any, Any], links: Inject[Links]
    ) -> None:
        headers = {k.lower(): v for k, v in request.headers.items()}
        with counted_webhook(request, "membership") as outcome:
            applied = await links.supporters.webhook(headers, await request.body())
            outcome.append("applied" if applied else "ignored")


class SupportersController(Controller):
    tags = ["links"]

    @get(
        "/v1/public/supporters",
        summary="The supporters",
        description="Users with an active membership who chose to be listed, by user id; "
        "their message and design only while their pledge reaches the required amount. "
        "Cursor pages (pass nextCursor back as cursor).",
        responses=problems(400, 429),
        access=PUBLIC,
        rate="public_supporters",
    )
    async def list_supporters(
        self,
        links: Inject[Links],
        cursor: Annotated[str | None, QueryParameter(max_length=64)] = None,
        limit: Annotated[int, QueryParameter(description="1..100, default 50")] = 50,
    ) -> Response[SupportersOut]:
        page = await links.supporters.page(cursor, limit)
        body = SupportersOut(
            [public_supporter_out(item, custom) for item, custom in page.items], page.next_cursor
        )
        return Response(body, headers={"Cache-Control": "public, max-age=60"})


class SupporterSettingsController(Controller):
    path = "/v1/profile/settings/supporter"
    tags = ["links"]
    security = SECURITY

    @get(
        "/",
        summary="My supporter settings",
        description="Whether I am listed, my message and design, my linked membership and "
        "the amount a custom message or design needs.",
        access=api_token(service_scope=PROFILE_READ),  # profile settings (docs/auth.md)
    )
    async def get_supporter_settings(
        self, principal: Inject[Principal], links: Inject[Links]
    ) -> SupporterOut:
        view = await links.supporters.view(principal.user_id)
        return supporter_out(view, links.supporters.config)

    @put(
        "/",
        summary="Change my supporter settings",
        description="`message` (at most 200 characters) and `design` need an active membership "
        "of at least the required amount: 403 `supporter.amount_required` names it. A lapsed "
        "membership keeps them but hides them.",
        responses=problems(400, 403),
        request_max_body_size=SMALL,
        access=api_token(service_scope=PROFILE_WRITE),
    )
    async def update_supporter_settings(
        self, data: JSONBody[SupporterIn], principal: Inject[Principal], links: Inject[Links]
    ) -> SupporterOut:
        view = await links.supporters.update(
            principal.user_id, data.listed, data.message, data.design
        )
        return supporter_out(view, links.supporters.config)
