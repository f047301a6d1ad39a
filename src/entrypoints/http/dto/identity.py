from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.identity.claims import TokenClaims


class VerifiedClaims(msgspec.Struct, omit_defaults=True):
    sub: Annotated[UUID, msgspec.Meta(description="The user's id.")]
    exp: Annotated[int, msgspec.Meta(description="Expiry, in unix seconds.")]
    iat: Annotated[int, msgspec.Meta(description="Issue time, in unix seconds.")]
    typ: Annotated[
        str, msgspec.Meta(description="`api`, or `service` for a service JWT; always present.")
    ]
    """api, or service for a service token (docs/auth.md, section 4); always present."""
    service: (
        Annotated[str, msgspec.Meta(description=("A service JWT's service slug."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    """The service's slug, on service tokens."""
    scopes: (
        Annotated[
            list[str], msgspec.Meta(description=("The scopes the token is limited to, when it is."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    """Present when the token is limited to these permission nodes."""


class VerifyOut(msgspec.Struct):
    claims: Annotated[VerifiedClaims, msgspec.Meta(description="The token's claims.")]


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
