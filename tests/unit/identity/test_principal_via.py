"""A principal carries the delivery adapter it acts through (the audit log's ``via``): a
token's is ``api``, the operator's ``cli``; ``through`` changes only that."""

from __future__ import annotations

from uuid import UUID

from application.identity.principal import OPERATOR, Principal
from domain.audit.entry import Via
from domain.identity.claims import TokenClaims

CLAIMS = TokenClaims(UUID(int=7), 0, 60, "cli", "6749a1d2e3f4a5b6c7d8e9f0")


def test_a_tokens_principal_acts_through_the_api_unless_told() -> None:
    principal = Principal(CLAIMS)
    console = principal.through(Via.CONSOLE)
    assert (principal.via, console.via) == (Via.API, Via.CONSOLE)
    assert console.claims is principal.claims and console.user_id == principal.user_id
    assert not console.is_operator


def test_the_operator_stays_the_operator_through_any_adapter() -> None:
    assert OPERATOR.via is Via.CLI and OPERATOR.is_operator
    assert OPERATOR.through(Via.CONSOLE).is_operator
    assert not Principal(TokenClaims(UUID(int=0), 0, 0, "operator", "operator")).is_operator
