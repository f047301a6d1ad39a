"""Why a user is allowed a node or not: the permission rule's answer (``PermissionSet.decide``,
domain/permissions/decision.py, the one the check uses), what decided it (a grant of the
user's, a role's grant, the default role's, the super-admin flag, the absent-node rule, or
nothing), and every grant that was considered: each grant of the user and of the roles in
force whose node or pattern matches, active or expired."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from domain.permissions.decision import Basis, PermissionSet, deciding_grant
from domain.permissions.grant import Grant
from domain.permissions.node import matches


class SourceKind(StrEnum):
    """Where a grant comes from."""

    GRANT = "grant"
    """The user's own grant."""
    ROLE = "role"
    """A role assigned to the user."""
    DEFAULT_ROLE = "default-role"
    """A role that applies to everyone."""


class Decider(StrEnum):
    """What decided: a grant from a source (``SourceKind``'s values), or no grant."""

    GRANT = "grant"
    ROLE = "role"
    DEFAULT_ROLE = "default-role"
    SUPER_ADMIN = "super-admin"
    ABSENT_NODE = "absent-node"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class RoleSource:
    """The role a grant of ``PermissionSet.role_grants`` comes from."""

    role_id: str
    name: str
    is_default: bool


@dataclass(frozen=True, slots=True)
class Candidate:
    """A grant whose node or pattern matches the node asked about."""

    kind: SourceKind
    grant: Grant
    role: RoleSource | None
    """The role it comes from; None for the user's own grant."""
    active: bool
    """False when it has expired (so it counts no more)."""
    deciding: bool


@dataclass(frozen=True, slots=True)
class Explanation:
    node: str
    allowed: bool
    decider: Decider
    decided_by: Candidate | None
    """The deciding grant, when a grant decided."""
    candidates: tuple[Candidate, ...]
    """The user's matching grants, then the roles', in the order the rule walks them."""


def explain(
    permissions: PermissionSet,
    role_sources: tuple[RoleSource, ...],
    node: str,
    now: datetime,
) -> Explanation:
    """``role_sources[i]`` is the role of ``permissions.role_grants[i]``."""
    if len(role_sources) != len(permissions.role_grants):
        raise ValueError("one role source per role grant")
    verdict = permissions.decide(node, now)
    level: tuple[Grant, ...] = ()
    if verdict.basis is Basis.USER:
        level = permissions.user_grants
    elif verdict.basis is Basis.ROLE:
        level = permissions.role_grants
    decided = deciding_grant(level, node, now)
    candidates: list[Candidate] = []
    decided_by: Candidate | None = None
    for grants, sources in (
        (permissions.user_grants, (None,) * len(permissions.user_grants)),
        (permissions.role_grants, role_sources),
    ):
        for grant, role in zip(grants, sources, strict=True):
            if not matches(grant.node, node):
                continue
            deciding = decided_by is None and grant is decided and grants is level
            candidate = Candidate(_kind(role), grant, role, grant.active(now), deciding)
            candidates.append(candidate)
            if deciding:
                decided_by = candidate
    decider = _decider(verdict.basis, decided_by)
    return Explanation(node, verdict.allowed, decider, decided_by, tuple(candidates))


def _kind(role: RoleSource | None) -> SourceKind:
    if role is None:
        return SourceKind.GRANT
    return SourceKind.DEFAULT_ROLE if role.is_default else SourceKind.ROLE


def _decider(basis: Basis, decided_by: Candidate | None) -> Decider:
    if decided_by is not None:
        return Decider(decided_by.kind.value)
    return {
        Basis.SUPER_ADMIN: Decider.SUPER_ADMIN,
        Basis.ABSENT_NODE: Decider.ABSENT_NODE,
    }.get(basis, Decider.NONE)
