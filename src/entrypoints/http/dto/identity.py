from __future__ import annotations

from uuid import UUID

import msgspec

from domain.identity.claims import TokenClaims


class VerifiedClaims(msgspec.Struct):
    sub: UUID
    exp: int
    iat: int


class VerifyOut(msgspec.Struct):
    claims: VerifiedClaims


def verify_out(claims: TokenClaims) -> VerifyOut:
    return VerifyOut(VerifiedClaims(sub=claims.sub, exp=claims.exp, iat=claims.iat))
