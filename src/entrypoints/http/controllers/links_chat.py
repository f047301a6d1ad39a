"""The chat provider's interaction webhook and the bot's command catalog (docs/links.md,
"Chat interactions")."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Example

from application.identity.principal import Principal
from application.links.area import Links
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.links import CommandsOut, commands_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED

INTERACTION_ANSWER = ResponseSpec(
    dict[str, Any],
    description="The interaction response, in the chat provider's shape",
    generate_examples=False,
    media_type="application/json",
    examples=[
        Example(summary="PING answered", value={"type": 1}),
        Example(
            summary="A command answered privately",
            value={
                "type": 4,
                "data": {"content": "Open the dashboard to link your account.", "flags": 64},
            },
        ),
    ],
)


class ChatInteractionController(Controller):
    tags = ["links"]

    @post(
        "/v1/chat/interaction",
        summary="The chat provider's interaction webhook",
        description="Set as the application's Interactions Endpoint URL. Ed25519 over "
        "X-Signature-Timestamp + body with the application's public key, checked before "
        "anything is read; a bad, stale or replayed signature is 401 "
        "`chat.interaction_signature`. PING answers PONG; commands answer a private message.",
        status_code=200,
        request_max_body_size=DOCUMENT,
        responses={200: INTERACTION_ANSWER, **problems(400, 401, 413, 503)},
        access=PUBLIC,  # the provider's Ed25519 signature is the proof
    )
    async def handle_chat_interaction(
        self, request: Request[Any, Any, Any], links: Inject[Links]
    ) -> Response[dict[str, object]]:
        headers = {k.lower(): v for k, v in request.headers.items()}
        answer = await links.interactions.handle(headers, await request.body())
        return Response(answer, headers={"Cache-Control": "no-store"})

    @post(
        "/v1/chat/catalog/commands",
        summary="Register the bot's slash commands",
        description="Super admins: overwrites the application's global commands with the "
        "platform's catalog (bulk overwrite: idempotent). Answers the commands registered.",
        status_code=200,
        security=SECURITY,
        responses=problems(401, 403, 503),
        access=UNSCOPED,  # super admins
    )
    async def register_chat_commands(
        self, principal: Inject[Principal], links: Inject[Links]
    ) -> CommandsOut:
        return commands_out(await links.interactions.register_commands(principal))
