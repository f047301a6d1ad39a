from __future__ import annotations

from typing import Annotated
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
        permissions=list(service.permissions),
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
