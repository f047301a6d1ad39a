"""The AsyncAPI 2.6 document of the app's WebSockets, served at ``/schema/asyncapi.json``.

OpenAPI cannot describe a WebSocket beyond its upgrade, so the sockets get their own document
beside it: for each WebSocket route a channel with its path (parameters under their wire
names), how to authenticate, every message the server sends (payload schemas and examples from
the same msgspec Structs that encode them) and the close codes it uses. A WebSocket route the
table below does not describe makes the document refuse to build
(``tests/http/test_asyncapi.py`` opens it), so a new socket cannot go undocumented.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec
from litestar import Litestar, Request, get
from litestar.routes import WebSocketRoute

from entrypoints.http import sockets
from entrypoints.http.dto import games_live as live_messages
from entrypoints.http.dto.connect import stream as stream_messages
from entrypoints.http.dto.social import stream as social_messages
from entrypoints.http.openapi_examples import struct_example
from entrypoints.http.path_parameters import wire_name, wire_path

ASYNCAPI_PATH = "/schema/asyncapi.json"


_TOKEN_QUERY = {"token": {"type": "string", "description": "discouraged"}}


@dataclass(frozen=True, slots=True)
class SocketDoc:
    """What a client needs to know about one WebSocket route.

    ``query``: the query parameters it reads (JSON Schemas by wire name). ``public``: anyone
    may listen without credentials (``security`` then lists the optional ones).
    """

    description: str
    messages: tuple[type[msgspec.Struct], ...]
    close_codes: dict[int, str]
    security: tuple[str, ...]
    query: dict[str, dict[str, Any]] = field(default_factory=lambda: dict(_TOKEN_QUERY))
    public: bool = False
    client_messages: tuple[type[msgspec.Struct], ...] = ()
    """What the client may send (a ``publish`` operation); nothing when empty."""


SOCKETS: dict[str, SocketDoc] = {
    "/v1/connect/servers/{serverId}/stream": SocketDoc(
        description=(
            "The settings stream of one Connect server (docs/connect.md, step 9). Open it with "
            "a GET upgraded to a WebSocket. A server authenticates with its two headers "
            "(`Authorization: Bearer <serverSecret>` and `X-Server-Id`); a person with a "
            "platform token: from a browser, offer the subprotocols `svc.bearer` and then the "
            "token (`new WebSocket(url, ['svc.bearer', token])`; the server accepts "
            "`svc.bearer`), elsewhere `Authorization: Bearer <token>`. `?token=` still works "
            "but puts a 30-day token in URLs: avoid it. Tokens limited by scopes need "
            "`connect:settings:read`; `command.created` is sent only to listeners that may "
            "read commands. `hello` comes first, then events as they happen and a `ping` "
            "every SVC_STREAM_PING_SECONDS; what the client sends is ignored. Credentials and "
            "access are checked again before every ping. Open streams are capped per server "
            "credential, per user and per address (close code 1013). After a drop, reconnect "
            "with backoff: the new `hello` brings the client up to date."
        ),
        messages=(
            stream_messages.HelloMessage,
            stream_messages.SettingsUpdatedMessage,
            stream_messages.CommandCreatedMessage,
            stream_messages.PingMessage,
        ),
        close_codes={
            sockets.UNAUTHORIZED: "credentials missing, wrong, expired or revoked "
            "(also when they stop working while the stream is open); the reason is the "
            "problem code",
            sockets.FORBIDDEN: "not allowed: another server's stream, no access to "
            "this server, a token limited by scopes without connect:settings:read, or the "
            "svc_token cookie from a page of another origin (reason auth.origin_refused)",
            sockets.RECONNECT: "what this listener may hear changed: open the stream again",
            sockets.TRY_AGAIN_LATER: "try again after a while: too many refused credentials "
            "from this address (reason `rate_limited`), or too many open sockets (reason "
            "`sockets.too_many.server`, `.user`, `.address` or `.process`: the cap reached, "
            "SVC_SOCKETS_PER_*)",
        },
        security=("serverSecret", "bearerSubprotocol", "bearerHeader", "tokenQuery"),
    ),
    "/v1/games/live": SocketDoc(
        description=(
            'Live matches (docs/games.md, "Live matches"): what Connect servers report over '
            "REST (`/v1/games/live/matches`), as it happens. Read-only and public: open it "
            "with a GET upgraded to a WebSocket, signed in or not. Query: `minigameId` and/or "
            "`serverId` narrow it to one minigame and/or one server (none: every match). "
            "Credentials are optional, but when sent they must be valid: a platform token "
            "offered as the subprotocols `svc.bearer` and then the token (browsers: "
            "`new WebSocket(url, ['svc.bearer', token])`; the server accepts `svc.bearer`), "
            "or `Authorization: Bearer <token>`, or the `svc_token` cookie, as on the settings "
            "stream; a token limited by scopes needs `games:read`. No `?token=` here, and a "
            "server's secret is not a platform token (it closes with 4401). `snapshot` comes "
            "first (the live matches the filter admits, oldest first), then `match.started`, "
            "`match.updated` (players joined or left) and `match.ended` as they happen, and a "
            "`ping` every SVC_STREAM_PING_SECONDS; there is no pong to send and what the "
            "client sends is ignored. Opening the socket is rate limited per address (policy "
            "`games_live`), and open sockets are capped per address and per user (close code "
            "1013). A listener 1000 messages behind loses the oldest: after a drop, "
            "reconnect with backoff and take the new `snapshot` as the truth."
        ),
        messages=(
            live_messages.LiveSnapshot,
            live_messages.LiveMatchStarted,
            live_messages.LiveMatchUpdated,
            live_messages.LiveMatchEnded,
            live_messages.LivePing,
        ),
        close_codes={
            sockets.INVALID: "`minigameId` is not 24 lowercase hex digits or `serverId` not a "
            "UUID (reason `validation`)",
            sockets.UNAUTHORIZED: "credentials sent but wrong, expired or revoked (sending "
            "none is fine); the reason is the problem code",
            sockets.FORBIDDEN: "a token limited by scopes without games:read, or the "
            "svc_token cookie from a page of another origin (reason auth.origin_refused)",
            sockets.TRY_AGAIN_LATER: "try again after a while: this address opened sockets "
            "too fast (rate limit policy games_live, reason `rate_limited`), or too many are "
            "open (reason `sockets.too_many.user`, `.address` or `.process`: the cap reached, "
            "SVC_SOCKETS_PER_*)",
        },
        security=("bearerSubprotocol", "bearerHeader"),
        query={
            "minigameId": {
                "type": "string",
                "pattern": "^[0-9a-f]{24}$",
                "description": "only this minigame's matches",
            },
            "serverId": {
                "type": "string",
                "format": "uuid",
                "description": "only the matches this server runs",
            },
        },
        public=True,
    ),
}

_SOCIAL_STREAM = SocketDoc(
    description=(
        'The social stream of the signed-in user (docs/social.md, "The social stream"): one '
        "socket per device for chat, notifications, friend requests and presence. Open it "
        "with a GET upgraded to a WebSocket and a platform token: from a browser offer the "
        "subprotocols `svc.bearer` and then the token (`new WebSocket(url, ['svc.bearer', "
        "token])`; the server accepts `svc.bearer`), or the `svc_token` cookie from a page of "
        "our own origin; elsewhere `Authorization: Bearer <token>`. No `?token=`. Tokens "
        "limited by scopes need `social:friends.read`. `hello` comes first (unread counts and "
        "`seq`, the user's latest event number). Every event after it carries the next `seq` "
        "of the user's sequence, once and in order; keep the last one and reconnect with "
        "`?since=<seq>`: the events you missed follow the `hello`, or `reset` when some are "
        "no longer kept (the newest SVC_SOCIAL_REPLAY_EVENTS per user, for "
        "SVC_SOCIAL_REPLAY_SECONDS after the last one): reload what you show, then follow "
        "from its `seq`. `chat.typing`, `ping` and `session.revoked` carry no `seq`. Events "
        "of a user you blocked never reach you. The client may send `typing` and `read` "
        "(rate limited: an `error` frame answers too many or a malformed one). A revoked "
        "session gets `session.revoked` and the close code 4401 at once. Open sockets are "
        "capped per user and per address (close code 1013)."
    ),
    messages=(
        social_messages.SocialHello,
        social_messages.SocialReset,
        social_messages.ChatMessageMessage,
        social_messages.NotificationMessage,
        social_messages.FriendsRequestMessage,
        social_messages.FriendsAcceptedMessage,
        social_messages.FriendsRemovedMessage,
        social_messages.PresenceMessage,
        social_messages.ChatTypingMessage,
        social_messages.ChatReadMessage,
        social_messages.StreamError,
        social_messages.SessionRevoked,
        social_messages.SocialPing,
    ),
    client_messages=(social_messages.TypingFrame, social_messages.ReadFrame),
    close_codes={
        sockets.INVALID: "`since` is not a whole number from 0 to 2^63-1 (reason `validation`)",
        sockets.UNAUTHORIZED: "credentials missing, wrong, expired or revoked (a revoked "
        "session first gets `session.revoked`, reason `auth.session_revoked`); the reason is "
        "the problem code",
        sockets.FORBIDDEN: "a token limited by scopes without social:friends.read, or the "
        "svc_token cookie from a page of another origin (reason auth.origin_refused)",
        sockets.TRY_AGAIN_LATER: "try again after a while: too many refused credentials from "
        "this address (reason `rate_limited`), or too many open sockets (reason "
        "`sockets.too_many.user`, `.address` or `.process`: SVC_SOCKETS_PER_*)",
    },
    security=("bearerSubprotocol", "bearerHeader"),
    query={
        "since": {
            "type": "integer",
            "minimum": 0,
            "maximum": 2**63 - 1,
            "description": "the last `seq` received: the events after it follow the `hello`",
        }
    },
)
SOCKETS["/v1/social/stream"] = _SOCIAL_STREAM

_MESSAGE_SUMMARIES = {
    "hello": "First message: the current settings of every source (and, for the server "
    "itself, its pending commands).",
    "settings.updated": "Someone stored settings: the new entry, as GET .../settings answers it.",
    "command.created": "A command for the server, as GET .../commands answers it.",
    "ping": "Sent every SVC_STREAM_PING_SECONDS; the stream is alive.",
    "reset": "Some events you missed are no longer kept: reload, then follow from `seq`.",
    "chat.message": "A message in one of your conversations: `created`, or `poll` (its poll's "
    "results changed; `viewerSelection` is set only in your own message's frames).",
    "notification": "A new notification, or one marked read (`readAt` set) on another device.",
    "friends.request": "A friend request sent to you or by you, or its new status "
    "(declined, cancelled, expired).",
    "friends.accepted": "You and `friend` are friends now.",
    "friends.removed": "The friendship with `friendId` ended (removed or blocked).",
    "presence": "A friend's presence changed, as their visibility lets you see it (a friend "
    "who hides from you is never announced).",
    "chat.typing": "A participant is typing (not numbered, never replayed).",
    "chat.read": "A participant read a conversation up to `messageId`.",
    "error": "A frame you sent was refused: `code` says why (`validation`, `rate_limited`, "
    "`chat.conversation_not_found`...).",
    "session.revoked": "Your session was revoked: the socket closes with 4401.",
    "typing": "Client: you are typing in `conversationId` (at most one every 2 seconds is "
    "passed on).",
    "read": "Client: you read `conversationId` up to `messageId`.",
    "snapshot": "First message: the live matches the filter admits, oldest first, at `at`.",
    "match.started": "A server started a match the filter admits.",
    "match.updated": "Players joined or left a live match (`players` is the new list).",
    "match.ended": "A match ended: `endedBy` is `server` (with its `results`) or `timeout` "
    "(its server stopped reporting).",
}

_SECURITY_SCHEMES = {
    "serverSecret": {
        "type": "httpApiKey",
        "in": "header",
        "name": "Authorization",
        "description": "A Connect server: `Authorization: Bearer <serverSecret>` together with "
        "`X-Server-Id: <serverId>`.",
    },
    "bearerSubprotocol": {
        "type": "httpApiKey",
        "in": "header",
        "name": "Sec-WebSocket-Protocol",
        "description": "A browser: the subprotocols `svc.bearer, <platform token>`; the server "
        "answers `svc.bearer`.",
    },
    "bearerHeader": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "A platform token in `Authorization` (or the `svc_token` cookie, "
        "which counts only from a page of our own origin or the dashboard's).",
    },
    "tokenQuery": {
        "type": "httpApiKey",
        "in": "query",
        "name": "token",
        "description": "Discouraged: a platform token in the URL (our logs redact it, other "
        "hops may not).",
    },
}


def _tag(struct: type[msgspec.Struct]) -> str:
    tag = struct.__struct_config__.tag
    return tag if isinstance(tag, str) else struct.__name__


def asyncapi_document(app: Litestar) -> dict[str, Any]:
    """The document for every WebSocket route of ``app``; a route without a SocketDoc is an
    error (RuntimeError), not a gap."""
    channels: dict[str, Any] = {}
    messages: dict[str, Any] = {}
    structs: list[type[msgspec.Struct]] = []
    for route in app.routes:
        if not isinstance(route, WebSocketRoute):
            continue
        path = wire_path(route.path_format)
        doc = SOCKETS.get(path)
        if doc is None:
            raise RuntimeError(f"WebSocket {path} has no entry in entrypoints/http/asyncapi.py")
        structs += [s for s in (*doc.messages, *doc.client_messages) if s not in structs]
        channels[path] = _channel(route, doc)
        for struct in (*doc.messages, *doc.client_messages):
            messages[struct.__name__] = _message(struct)
    _, schemas = msgspec.json.schema_components(structs, ref_template="#/components/schemas/{name}")
    return {
        "asyncapi": "2.6.0",
        "info": {
            "title": "svc WebSockets",
            "version": "1",
            "description": "The WebSockets of the svc API. HTTP operations are in "
            "/schema/openapi.json; errors before the upgrade are problem details as there.",
        },
        "servers": {
            "api": {
                "url": "{host}",
                "protocol": "wss",
                "description": "The API's own host (ws:// for a local development server).",
                "variables": {"host": {"default": "localhost:8000"}},
            }
        },
        "defaultContentType": "application/json",
        "channels": channels,
        "components": {
            "messages": messages,
            "schemas": schemas,
            "securitySchemes": _SECURITY_SCHEMES,
        },
    }


def _channel(route: WebSocketRoute, doc: SocketDoc) -> dict[str, Any]:
    parameters = {
        wire_name(name): {
            "description": f"the {wire_name(name)} of the path",
            "schema": {"type": "string", "format": "uuid"}
            if definition.type.__name__ == "UUID"
            else {"type": "string"},
        }
        for name, definition in route.path_parameters.items()
    }
    channel: dict[str, Any] = {
        "description": doc.description,
        "parameters": parameters,
        "subscribe": {
            "operationId": route.route_handler.handler_name,
            "summary": "Messages the server sends",
            # {}: no credentials at all is one of the ways in (as in OpenAPI)
            "security": ([{}] if doc.public else []) + [{name: []} for name in doc.security],
            "message": {
                "oneOf": [
                    {"$ref": f"#/components/messages/{struct.__name__}"} for struct in doc.messages
                ]
            },
        },
        "bindings": {
            "ws": {
                "method": "GET",
                "query": {"type": "object", "properties": doc.query},
                "bindingVersion": "0.1.0",
            }
        },
        "x-close-codes": [
            {"code": code, "meaning": meaning} for code, meaning in doc.close_codes.items()
        ],
    }
    if doc.client_messages:
        channel["publish"] = {
            "operationId": f"{route.route_handler.handler_name}_send",
            "summary": "Frames the client may send",
            "message": {
                "oneOf": [
                    {"$ref": f"#/components/messages/{struct.__name__}"}
                    for struct in doc.client_messages
                ]
            },
        }
    return channel


_STRUCT_SUMMARIES = {
    "SocialHello": "First message: your unread counts and `seq`, your latest event number.",
}
"""Summaries of messages whose ``type`` another socket uses with another meaning."""


def _message(struct: type[msgspec.Struct]) -> dict[str, Any]:
    tag = _tag(struct)
    message: dict[str, Any] = {
        "name": tag,
        "title": tag,
        "summary": _STRUCT_SUMMARIES.get(struct.__name__) or _MESSAGE_SUMMARIES.get(tag, tag),
        "contentType": "application/json",
        "payload": {"$ref": f"#/components/schemas/{struct.__name__}"},
    }
    example = struct_example(struct)
    if example is not None:
        message["examples"] = [{"name": tag, "payload": example}]
    return message


@get(ASYNCAPI_PATH, include_in_schema=False, media_type="application/json", sync_to_thread=False)
def asyncapi_json(request: Request[Any, Any, Any]) -> dict[str, Any]:
    """The AsyncAPI document (built once per app)."""
    state = request.app.state
    document = state.get(_CACHED)
    if document is None:
        document = state[_CACHED] = asyncapi_document(request.app)
    return document


_CACHED = "svc_asyncapi_document"
