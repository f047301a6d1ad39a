"""Who is calling: the verified claims of the request's token, or the operator, and the
delivery adapter the call came through (recorded in the audit log)."""

from __future__ import annotations

from typing import Final
from uuid import UUID

from domain.audit.entry import Via
from domain.identity.claims import TokenClaims


class Principal:
    """A plain class (not a dataclass), so frameworks hand it over without re-validating it."""

    __slots__ = ("claims", "via")

    def __init__(self, claims: TokenClaims, via: Via = Via.API) -> None:
        self.claims = claims
        self.via = via
        """The delivery adapter acting for it: ``api`` unless its caller says otherwise (the
        console and the CLI pass theirs, ``principal.through(Via.CONSOLE)``)."""

    @property
    def user_id(self) -> UUID:
        return self.claims.sub

    @property
    def is_operator(self) -> bool:
        return self.claims is _OPERATOR_CLAIMS

    def permits_scope(self, node: str) -> bool:
        return self.claims.permits_scope(node)

    def through(self, via: Via) -> Principal:
        """The same principal, acting through ``via``."""
        return Principal(self.claims, via)


_OPERATOR_CLAIMS: Final = TokenClaims(UUID(int=0), 0, 0, "operator", "operator")
OPERATOR: Final = Principal(_OPERATOR_CLAIMS, Via.CLI)
"""The operator, in process: who runs ``svc`` commands and embedding tools that act for the
platform (docs/embedding.md). Access control treats it as a super admin
(``application/permissions/access.py``); no token stands for it, so no HTTP request is it.
Its actions are recorded as through the CLI (``OPERATOR.through(Via.API)`` for another)."""
