"""The permission decision rule (docs/decisions.md, "Permissions").

For (user, node): a super admin is allowed. Otherwise the user's own active grants are looked
at first; if any matches, a matching deny wins over a matching allow. Only when no user grant
matches do the grants of the user's roles (assigned and default) decide, the same way. When
no grant matches at all, a node under ``social:friends.`` or ``totem:`` that is absent from the
node catalog is allowed (the absent-node rule); everything else is denied.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from domain.permissions.grant import Grant
from domain.permissions.node import allowed_when_absent, is_pattern, matches
from domain.permissions.quantity import Dimension


def _verdict(grants: Iterable[Grant], node: str, now: datetime) -> bool | None:
    matched = False
    for grant in grants:
        if grant.active(now) and matches(grant.node, node):
            if grant.negated:
                return False
            matched = True
    return True if matched else None


@dataclass(frozen=True, slots=True)
class PermissionSet:
    """Everything needed to decide for one user in one context."""

    user_grants: tuple[Grant, ...] = ()
    role_grants: tuple[Grant, ...] = ()
    catalog: frozenset[str] = frozenset()
    super_admin: bool = False

    def allows(self, node: str, now: datetime) -> bool:
        if self.super_admin:
            return True
        for level in (self.user_grants, self.role_grants):
            verdict = _verdict(level, node, now)
            if verdict is not None:
                return verdict
        return node not in self.catalog and allowed_when_absent(node)

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
