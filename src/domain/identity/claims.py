"""What a verified platform token says about its bearer."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from uuid import UUID


class TokenType(StrEnum):
    API = "api"
    SERVICE = "service"


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
