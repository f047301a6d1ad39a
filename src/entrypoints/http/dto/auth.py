from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.identity.tokens import IssuedToken
from application.services.consent import ServiceGrant
from domain.identity.auth_session import TOKEN_LIFETIME, AuthSession
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Scope = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
LIFETIME_SECONDS = int(TOKEN_LIFETIME.total_seconds())


class GameJoinIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    user_id: UUID | None = None
    name: Name | None = None
    scopes: Annotated[list[Scope], msgspec.Meta(max_length=32)] | None = None


class GameJoinOut(msgspec.Struct, rename="camel"):
    server_id: str
    join_token: str
    expires_in: int


class GameVerifyIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    server_id: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    name: Name
    join_token: Annotated[str, msgspec.Meta(min_length=1, max_length=256)]
    user_id: UUID | None = None


class GameVerifyOut(msgspec.Struct, rename="camel"):
    access_token: str
    expires_in: int
    expires_at: Timestamp
    scopes: list[str]


def game_verify_out(issued: IssuedToken) -> GameVerifyOut:
    return GameVerifyOut(
        access_token=issued.token,
        expires_in=LIFETIME_SECONDS,
        expires_at=ts(issued.session.expires_at),
        scopes=list(issued.claims.scopes or ()),
    )


class AuthSessionOut(msgspec.Struct, rename="camel"):
    id: str
    kind: str
    created_at: Timestamp
    expires_at: Timestamp
    revoked_at: Timestamp | None
    ip: str | None
    user_agent: str | None
    profile_name: str | None
    server_id: str | None
    scopes: list[str]
    current: bool


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
    items: list[AuthSessionOut]
    next_cursor: str | None


class TokenOut(msgspec.Struct, rename="camel"):
    access_token: str
    expires_in: int
    expires_at: Timestamp


def token_out(issued: IssuedToken) -> TokenOut:
    return TokenOut(issued.token, LIFETIME_SECONDS, ts(issued.session.expires_at))


class ServiceTokenIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    service: Annotated[str, msgspec.Meta(min_length=1, max_length=48)]
    redirect: Annotated[str, msgspec.Meta(min_length=1, max_length=2048)]


class ServiceRef(msgspec.Struct, rename="camel"):
    id: str
    slug: str
    name: str
    verification_level: str
    verified: bool


class UserRef(msgspec.Struct):
    id: UUID


class ServiceTokenOut(msgspec.Struct, rename="camel"):
    access_token: str
    expires_in: int
    expires_at: Timestamp
    permissions: list[str]
    service: ServiceRef
    user: UserRef
    redirect_url: str


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
    "expiresIn": 3600,
}
EXAMPLES["GameVerifyIn"] = {
    "serverId": "6741f0c2a9e3b15d2c8f4a17",
    "name": "Steve",
    "joinToken": "eyJhbGciOiJFZERTQSJ9.eyJuZXQiOiJibG9ja2xhbmQifQ.c2lnbmF0dXJl",
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
}
EXAMPLES["GameVerifyOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": 3600,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "scopes": ["profile:read"],
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
    "scopes": ["profile:read"],
    "current": True,
}
EXAMPLES["AuthSessionsOut"] = {
    "items": [EXAMPLES["AuthSessionOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["TokenOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": 3600,
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
EXAMPLES["ServiceTokenIn"] = {
    "service": "blockland-launcher",
    "redirect": "https://dash.blockland.net/",
}
EXAMPLES["ServiceRef"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "slug": "winter-hats",
    "name": "Blockland Launcher",
    "verificationLevel": "domain",
    "verified": True,
}
EXAMPLES["UserRef"] = {"id": "4d3b1110-3956-4593-ba9c-ef61b9784b49"}
EXAMPLES["ServiceTokenOut"] = {
    "accessToken": "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV2ZSJ9.c2lnbmF0dXJl",
    "expiresIn": 3600,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "permissions": ["connect.servers.read"],
    "service": EXAMPLES["ServiceRef"],
    "user": EXAMPLES["UserRef"],
    "redirectUrl": "https://dash.blockland.net/callback",
}
