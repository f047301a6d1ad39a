from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.identity.tokens import IssuedToken
from application.services.consent import ServiceGrant
from domain.connect.nodes import CONNECT_SERVERS_READ
from domain.identity.auth_session import TOKEN_LIFETIME, AuthSession
from domain.identity.game_session import DEFAULT_GAME_SCOPES, JOIN_TOKEN_LIFETIME
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, Timestamp, ts, ts_or_none

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Scope = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
LIFETIME_SECONDS = int(TOKEN_LIFETIME.total_seconds())
JOIN_TOKEN_SECONDS = int(JOIN_TOKEN_LIFETIME.total_seconds())

# The API JWT every sign-in answers with, described once.
ApiJwt = Annotated[
    str,
    msgspec.Meta(description="The API JWT: send it as `Authorization: Bearer <accessToken>`."),
]
ApiJwtExpiresIn = Annotated[
    int, msgspec.Meta(description="Seconds the API JWT lives: 2592000 (30 days).")
]
ApiJwtExpiresAt = Annotated[Timestamp, msgspec.Meta(description="When the API JWT expires.")]


class GameJoinIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    user_id: (
        Annotated[
            UUID, msgspec.Meta(description=("The player's user id; optional but recommended."))
        ]
        | None
    ) = None
    name: (
        Annotated[Name, msgspec.Meta(description=("The player's name; optional but recommended."))]
        | None
    ) = None
    scopes: (
        Annotated[
            list[Scope],
            msgspec.Meta(
                max_length=32,
                description=(
                    "Scopes of the token verify will issue; omitted: profile:read, "
                    "totem:read, totem:write."
                ),
            ),
        ]
        | None
    ) = None


class GameJoinOut(msgspec.Struct, rename="camel"):
    server_id: Annotated[
        str,
        msgspec.Meta(
            description=(
                "The serverId to hand to the game's session service (step 2 of the handshake)."
            )
        ),
    ]
    join_token: Annotated[str, msgspec.Meta(description="Single-use token to send to verify.")]
    expires_in: Annotated[int, msgspec.Meta(description="Seconds the join token lives: 60.")]


class GameVerifyIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    server_id: Annotated[
        str, msgspec.Meta(min_length=1, max_length=64, description=("The serverId join answered."))
    ]
    name: Annotated[
        Name,
        msgspec.Meta(description=("The player's profile name, as sent to the session service.")),
    ]
    join_token: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=256, description=("The join token join answered (required).")
        ),
    ]
    user_id: (
        Annotated[
            UUID,
            msgspec.Meta(
                description=("When given, must match the profile the session service returns.")
            ),
        ]
        | None
    ) = None


class GameVerifyOut(msgspec.Struct, rename="camel"):
    access_token: ApiJwt
    expires_in: ApiJwtExpiresIn
    expires_at: ApiJwtExpiresAt
    scopes: Annotated[list[str], msgspec.Meta(description="The scopes the token is limited to.")]


def game_verify_out(issued: IssuedToken) -> GameVerifyOut:
    return GameVerifyOut(
        access_token=issued.token,
        expires_in=LIFETIME_SECONDS,
        expires_at=ts(issued.session.expires_at),
        scopes=list(issued.claims.scopes or ()),
    )


class AuthSessionOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The session's id.")]
    kind: Annotated[
        str,
        msgspec.Meta(
            description=("How the session signed in: cli, game, idp, exchange or service.")
        ),
    ]
    created_at: CreatedAt
    expires_at: Annotated[Timestamp, msgspec.Meta(description="When the session's token expires.")]
    revoked_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the session was revoked; null while valid."))
        ]
        | None
    )
    ip: (
        Annotated[
            str,
            msgspec.Meta(
                description=("The IP address the session signed in from; null when unknown.")
            ),
        ]
        | None
    )
    user_agent: (
        Annotated[
            str,
            msgspec.Meta(
                description=("The User-Agent the session signed in with; null when unknown.")
            ),
        ]
        | None
    )
    profile_name: (
        Annotated[
            str,
            msgspec.Meta(description=("The game profile name of a game session; null otherwise.")),
        ]
        | None
    )
    server_id: (
        Annotated[
            str,
            msgspec.Meta(
                description=("The serverId of a game session's handshake; null otherwise.")
            ),
        ]
        | None
    )
    scopes: Annotated[
        list[str],
        msgspec.Meta(
            description=("The scopes the session's token is limited to; empty for a full sign-in.")
        ),
    ]
    current: Annotated[
        bool,
        msgspec.Meta(description=("Whether this is the session of the token making the request.")),
    ]


def auth_session_out(session: AuthSession, current_sid: str) -> AuthSessionOut:
    return AuthSessionOut(
        id=session.id,
        kind=str(session.kind),
        created_at=ts(session.created_at),
        expires_at=ts(session.expires_at),
        revoked_at=ts_or_none(session.revoked_at),
        ip=session.ip,
        user_agent=session.user_agent,
        profile_name=session.profile_name,
        server_id=session.server_id,
        scopes=list(session.scopes),
        current=session.id == current_sid,
    )


class AuthSessionsOut(msgspec.Struct, rename="camel"):
    items: Items[AuthSessionOut]
    next_cursor: NextCursor


class TokenOut(msgspec.Struct, rename="camel"):
    access_token: ApiJwt
    expires_in: ApiJwtExpiresIn
    expires_at: ApiJwtExpiresAt


def token_out(issued: IssuedToken) -> TokenOut:
    return TokenOut(issued.token, LIFETIME_SECONDS, ts(issued.session.expires_at))


class ServiceTokenIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    service: Annotated[
        str, msgspec.Meta(min_length=1, max_length=48, description=("The service's slug."))
    ]
    redirect: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=2048,
            description=(
                "Where to send the user after consent; must be one of the "
                "service's registered redirect URLs."
            ),
        ),
    ]


class ServiceRef(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The service's id.")]
    slug: Annotated[str, msgspec.Meta(description="The service's slug.")]
    name: Annotated[str, msgspec.Meta(description="The service's name.")]
    verification_level: Annotated[
        str, msgspec.Meta(description=("How far the service's owner is verified."))
    ]
    verified: Annotated[bool, msgspec.Meta(description="Whether the service is verified.")]


class UserRef(msgspec.Struct):
    id: Annotated[UUID, msgspec.Meta(description="The user's id.")]


class ServiceTokenOut(msgspec.Struct, rename="camel"):
    access_token: Annotated[
        str, msgspec.Meta(description=("The service JWT, scoped to the service and the user."))
    ]
    expires_in: ApiJwtExpiresIn
    expires_at: ApiJwtExpiresAt
    permissions: Annotated[
        list[str], msgspec.Meta(description=("The permissions the token carries (the service's)."))
    ]
    service: Annotated[ServiceRef, msgspec.Meta(description="The service the token is for.")]
    user: Annotated[UserRef, msgspec.Meta(description="The user the token is for.")]
    redirect_url: Annotated[
        str,
        msgspec.Meta(
            description=(
                "The redirect with the fragment `#authToken=<jwt>&expiresAt=<iso "
                "timestamp>&service=<slug>`."
            )
        ),
    ]


def service_token_out(grant: ServiceGrant) -> ServiceTokenOut:
    service = grant.service
    return ServiceTokenOut(
        access_token=grant.issued.token,
        expires_in=LIFETIME_SECONDS,
        expires_at=ts(grant.issued.session.expires_at),
        permissions=list(grant.issued.session.scopes),  # what the token carries
        service=ServiceRef(
            id=service.id,
            slug=service.slug,
            name=service.name,
            verification_level=str(service.verification_level),
            verified=service.verified,
        ),
        user=UserRef(grant.issued.session.user_id),
        redirect_url=grant.redirect_url,
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["GameJoinIn"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "name": "Steve",
    "scopes": ["profile:read"],
}
EXAMPLES["GameJoinOut"] = {
    "serverId": "6741f0c2a9e3b15d2c8f4a17",
    "joinToken": "eyJhbGciOiJFZERTQSJ9.eyJuZXQiOiJibG9ja2xhbmQifQ.c2lnbmF0dXJl",
    "expiresIn": JOIN_TOKEN_SECONDS,
}
EXAMPLES["GameVerifyIn"] = {
    "serverId": "6741f0c2a9e3b15d2c8f4a17",
    "name": "Steve",
    "joinToken": "eyJhbGciOiJFZERTQSJ9.eyJuZXQiOiJibG9ja2xhbmQifQ.c2lnbmF0dXJl",
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
}
EXAMPLES["GameVerifyOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": LIFETIME_SECONDS,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "scopes": list(DEFAULT_GAME_SCOPES),
}
EXAMPLES["AuthSessionOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "game",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "revokedAt": "2026-11-22T10:00:00.000Z",
    "ip": "203.0.113.24",
    "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0",
    "profileName": "Steve",
    "serverId": "6741f0c2a9e3b15d2c8f4a17",
    "scopes": list(DEFAULT_GAME_SCOPES),
    "current": True,
}
EXAMPLES["AuthSessionsOut"] = {
    "items": [EXAMPLES["AuthSessionOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["TokenOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": LIFETIME_SECONDS,
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
EXAMPLES["ServiceTokenIn"] = {
    "service": "blockland-launcher",
    "redirect": "https://dash.blockland.net/",
}
EXAMPLES["ServiceRef"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "slug": "blockland-launcher",
    "name": "Blockland Launcher",
    "verificationLevel": "domain",
    "verified": True,
}
EXAMPLES["UserRef"] = {"id": "4d3b1110-3956-4593-ba9c-ef61b9784b49"}
EXAMPLES["ServiceTokenOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": LIFETIME_SECONDS,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "permissions": [CONNECT_SERVERS_READ],
    "service": EXAMPLES["ServiceRef"],
    "user": EXAMPLES["UserRef"],
    "redirectUrl": "https://dash.blockland.net/callback",
}
