"""What a verified platform token says about its bearer."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from uuid import UUID


class TokenType(StrEnum):
    API = "api"
    SERVICE = "service"


CLOCK_LEEWAY_SECONDS = 10
"""How far clocks of the issuer and a verifier may disagree (seconds)."""


@dataclass(frozen=True, slots=True)
class TokenClaims:
    sub: UUID
    iat: int
    exp: int
    jti: str
    sid: str
    typ: TokenType = TokenType.API
    scopes: tuple[str, ...] | None = None
    """None: not limited by scopes. A tuple: only these permission nodes may be used."""
    service: str | None = None

    def permits_scope(self, node: str) -> bool:
        return self.scopes is None or node in self.scopes

    def expired(self, now_seconds: int) -> bool:
        """Past ``exp`` by more than the clock leeway: the one rule for the signature check
        and for the cache of verified tokens (a token must not pass once and fail later)."""
        return self.exp <= now_seconds - CLOCK_LEEWAY_SECONDS

    def issued_in_future(self, now_seconds: int) -> bool:
        return self.iat > now_seconds + CLOCK_LEEWAY_SECONDS
