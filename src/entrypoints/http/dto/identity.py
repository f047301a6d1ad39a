from __future__ import annotations

from uuid import UUID

import msgspec

from domain.identity.claims import TokenClaims


class VerifiedClaims(msgspec.Struct, omit_defaults=True):
    sub: UUID
    exp: int
    iat: int
    typ: str
    """api, or service for a service token (docs/auth.md, section 4); always present."""
    service: str | msgspec.UnsetType = msgspec.UNSET
    """The service's slug, on service tokens."""
    scopes: list[str] | msgspec.UnsetType = msgspec.UNSET
    """Present when the token is limited to these permission nodes."""


class VerifyOut(msgspec.Struct):
    claims: VerifiedClaims


def verify_out(claims: TokenClaims) -> VerifyOut:
    return VerifyOut(
        VerifiedClaims(
            sub=claims.sub,
            exp=claims.exp,
            iat=claims.iat,
            typ=str(claims.typ),
            service=claims.service if claims.service is not None else msgspec.UNSET,
            scopes=list(claims.scopes) if claims.scopes is not None else msgspec.UNSET,
        )
    )
