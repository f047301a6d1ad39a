"""Who is calling: the verified claims of the request's token."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from domain.identity.claims import TokenClaims


@dataclass(frozen=True, slots=True)
class Principal:
    claims: TokenClaims

    @property
    def user_id(self) -> UUID:
        return self.claims.sub

    def permits_scope(self, node: str) -> bool:
        return self.claims.permits_scope(node)
