"""Who is calling: the verified claims of the request's token."""

from __future__ import annotations

from uuid import UUID

from domain.identity.claims import TokenClaims


class Principal:
    """A plain class (not a dataclass), so frameworks hand it over without re-validating it."""

    __slots__ = ("claims",)

    def __init__(self, claims: TokenClaims) -> None:
        self.claims = claims

    @property
    def user_id(self) -> UUID:
        return self.claims.sub

    def permits_scope(self, node: str) -> bool:
        return self.claims.permits_scope(node)
