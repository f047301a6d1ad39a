from __future__ import annotations

from typing import Any
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


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["VerifiedClaims"] = {
    "sub": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "exp": 1797933600,
    "iat": 1795341600,
    "typ": "access",
    "service": "blockland-launcher",
    "scopes": ["profile:read"],
}
EXAMPLES["VerifyOut"] = {"claims": EXAMPLES["VerifiedClaims"]}
