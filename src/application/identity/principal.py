"""Who is calling: the verified claims of the request's token, or the operator."""

from __future__ import annotations

from typing import Final
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

    @property
    def is_operator(self) -> bool:
        return self is OPERATOR

    def permits_scope(self, node: str) -> bool:
        return self.claims.permits_scope(node)


OPERATOR: Final = Principal(TokenClaims(UUID(int=0), 0, 0, "operator", "operator"))
"""The operator, in process: who runs ``svc`` commands and embedding tools that act for the
platform (docs/embedding.md). Access control treats it as a super admin
(``application/permissions/access.py``); no token stands for it, so no HTTP request is it."""
