"""The permission decision rule (docs/decisions.md, "Permissions").

For (user, node): a super admin is allowed. Otherwise the user's own active grants are looked
at first; if any matches, a matching deny wins over a matching allow. Only when no user grant
matches do the grants of the user's roles (assigned and default) decide, the same way. When
no grant matches at all, a node under ``social:friends.`` or ``totem:`` that is absent from the
node catalog is allowed (the absent-node rule); everything else is denied.

``PermissionSet.decide`` is the rule, once: the check (``allows``) reads its answer, the
explanation (domain/permissions/explanation.py) also what decided it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from domain.permissions.grant import Grant
from domain.permissions.node import allowed_when_absent, is_pattern, matches
from domain.permissions.quantity import Dimension


def deciding_grant(grants: Iterable[Grant], node: str, now: datetime) -> Grant | None:
    """The grant that decides at one level: the first active deny matching ``node``, else the
    first active allow matching it; None when no active grant matches."""
    allow = None
    for grant in grants:
        if grant.active(now) and matches(grant.node, node):
            if grant.negated:
                return grant
            if allow is None:
                allow = grant
    return allow


def _verdict(grants: Iterable[Grant], node: str, now: datetime) -> bool | None:
    grant = deciding_grant(grants, node, now)
    return None if grant is None else not grant.negated


class Basis(Enum):
    """What decided: the super-admin flag, a grant of the user's own (``USER``), a grant of one
    of the user's roles (``ROLE``), the absent-node rule, or nothing (denied)."""

    SUPER_ADMIN = "super-admin"
    USER = "user"
    ROLE = "role"
    ABSENT_NODE = "absent-node"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer and its basis. The rule answers one of the constants below (no allocation on
    the hot path); at USER or ROLE, the deciding grant is that level's ``deciding_grant``."""

    allowed: bool
    basis: Basis


SUPER_ADMIN = Verdict(True, Basis.SUPER_ADMIN)
USER_ALLOWS = Verdict(True, Basis.USER)
USER_DENIES = Verdict(False, Basis.USER)
ROLE_ALLOWS = Verdict(True, Basis.ROLE)
ROLE_DENIES = Verdict(False, Basis.ROLE)
ABSENT_NODE = Verdict(True, Basis.ABSENT_NODE)
NOTHING = Verdict(False, Basis.NONE)


@dataclass(frozen=True, slots=True)
class PermissionSet:
    """Everything needed to decide for one user in one context."""

    user_grants: tuple[Grant, ...] = ()
    role_grants: tuple[Grant, ...] = ()
    catalog: frozenset[str] = frozenset()
    super_admin: bool = False

    def decide(self, node: str, now: datetime) -> Verdict:
        """The rule: the answer for ``node`` and what decided it."""
        if self.super_admin:
            return SUPER_ADMIN
        grant = deciding_grant(self.user_grants, node, now)
        if grant is not None:
            return USER_DENIES if grant.negated else USER_ALLOWS
        grant = deciding_grant(self.role_grants, node, now)
        if grant is not None:
            return ROLE_DENIES if grant.negated else ROLE_ALLOWS
        if node not in self.catalog and allowed_when_absent(node):
            return ABSENT_NODE
        return NOTHING

    def allows(self, node: str, now: datetime) -> bool:
        return self.decide(node, now).allowed

    def quantity(self, node: str, dimension: Dimension, now: datetime) -> float | None:
        """The largest value the user holds for ``node`` in ``dimension``; None when none."""
        values = [
            grant.value.normalized
            for grant in (*self.user_grants, *self.role_grants)
            if grant.value is not None
            and not grant.negated
            and grant.active(now)
            and matches(grant.node, node)
            and grant.value.reads_as(dimension)
        ]
        return max(values, default=None)

    def next_expiry(self, now: datetime) -> datetime | None:
        """When the next grant lapses, changing what this set allows; None if none will."""
        return min(
            (
                g.expires_at
                for g in (*self.user_grants, *self.role_grants)
                if g.expires_at is not None and g.expires_at > now
            ),
            default=None,
        )

    def allowed_nodes(self, now: datetime) -> list[str]:
        """Catalog nodes and granted nodes the user is allowed, sorted; ``*`` for super admins."""
        candidates = set(self.catalog)
        candidates.update(g.node for g in (*self.user_grants, *self.role_grants) if g.active(now))
        if self.super_admin:
            return ["*", *sorted(c for c in candidates if c != "*")]
        return sorted(c for c in candidates if self._lists(c, now))

    def _lists(self, node: str, now: datetime) -> bool:
        if not is_pattern(node):
            return self.allows(node, now)
        # A pattern is listed when it is granted and no deny at a deciding level overlaps it.
        # A user allow covering the pattern decides every node under it, so role denies don't.
        if not self.allows(node, now):
            return False
        deciding = self.user_grants
        if _verdict(self.user_grants, node, now) is None:
            deciding = (*self.user_grants, *self.role_grants)
        return not any(
            g.negated and g.active(now) and (matches(node, g.node) or matches(g.node, node))
            for g in deciding
        )
