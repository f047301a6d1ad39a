"""Why a user is allowed a node or not (domain/permissions/explanation.py): the explanation's
answer is the check's, for any grants, roles, negations, expiries and catalog; what it names
as deciding is a grant that could decide; the candidates are every matching grant."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.permissions.decision import PermissionSet
from domain.permissions.explanation import (
    Candidate,
    Decider,
    RoleSource,
    SourceKind,
    explain,
)
from domain.permissions.grant import Grant
from domain.permissions.node import matches
from tests.unit.permissions.test_decision import (
    ACTIVE,
    EARLIER,
    EXPIRED,
    NOW,
    VALUED,
    allow,
    asked,
    catalogs,
    deny,
)

EVERYONE = RoleSource("000000000000000000000001", "Everyone", True)
MODS = RoleSource("6749a1d2e3f4a5b6c7d8e9f0", "Mods", False)
HELPERS = RoleSource("6749a1d2e3f4a5b6c7d8e9f1", "Helpers", False)

any_grant = st.sampled_from(ACTIVE + EXPIRED + VALUED)
sourced_grants = st.lists(st.tuples(any_grant, st.sampled_from([EVERYONE, MODS, HELPERS])),
                          max_size=6)  # fmt: skip


def sets(
    user: list[Grant], roles: list[tuple[Grant, RoleSource]], catalog: frozenset[str], su: bool
) -> tuple[PermissionSet, tuple[RoleSource, ...]]:
    permissions = PermissionSet(tuple(user), tuple(g for g, _ in roles), catalog, su)
    return permissions, tuple(r for _, r in roles)


@given(
    user=st.lists(any_grant, max_size=5),
    roles=sourced_grants,
    catalog=catalogs,
    node=asked,
    super_admin=st.booleans(),
)
def test_the_explanation_answers_what_the_check_answers(
    user: list[Grant],
    roles: list[tuple[Grant, RoleSource]],
    catalog: frozenset[str],
    node: str,
    super_admin: bool,
) -> None:
    permissions, sources = sets(user, roles, catalog, super_admin)
    why = explain(permissions, sources, node, NOW)
    assert why.allowed == permissions.allows(node, NOW)

    # Every matching grant is a candidate, in the order the rule walks them; no other is.
    walked = [*user, *(g for g, _ in roles)]
    assert [c.grant for c in why.candidates] == [g for g in walked if matches(g.node, node)]
    assert all(c.active == c.grant.active(NOW) for c in why.candidates)
    assert sum(c.deciding for c in why.candidates) == (why.decided_by is not None)

    if why.decided_by is None:
        assert why.decider in (Decider.SUPER_ADMIN, Decider.ABSENT_NODE, Decider.NONE)
        assert why.allowed == (why.decider is not Decider.NONE)
        return
    decided = why.decided_by
    assert decided.active and decided.deciding and decided.grant.negated != why.allowed
    assert why.decider.value == decided.kind.value and not super_admin
    # The level that decided: the user's own grants whenever one of them is active and matches.
    user_matched = [c for c in why.candidates if c.kind is SourceKind.GRANT and c.active]
    level = user_matched or [c for c in why.candidates if c.active]
    assert decided in level
    if any(c.grant.negated for c in level):  # a deny wins at its level
        assert decided.grant.negated


def test_a_users_grant_decides_before_the_roles() -> None:
    permissions = PermissionSet((allow("totem:*"),), (deny("totem:write"),))
    why = explain(permissions, (MODS,), "totem:write", NOW)
    assert (why.allowed, why.decider) == (True, Decider.GRANT)
    assert why.decided_by == Candidate(SourceKind.GRANT, allow("totem:*"), None, True, True)
    assert why.candidates[1] == Candidate(SourceKind.ROLE, deny("totem:write"), MODS, True, False)


def test_a_deny_of_the_default_role_decides_over_an_allow_of_a_role() -> None:
    expired = allow("admin:user:view", expires_at=EARLIER)
    grants = (allow("admin:*"), deny("admin:user:view"), expired)
    permissions = PermissionSet((), grants)
    why = explain(permissions, (MODS, EVERYONE, HELPERS), "admin:user:view", NOW)
    assert (why.allowed, why.decider) == (False, Decider.DEFAULT_ROLE)
    assert why.decided_by is not None and why.decided_by.role == EVERYONE
    assert [c.active for c in why.candidates] == [True, True, False]


def test_without_a_grant_the_rule_itself_decides() -> None:
    assert explain(PermissionSet(), (), "totem:read", NOW).decider is Decider.ABSENT_NODE
    known = PermissionSet(catalog=frozenset({"totem:read"}))
    assert explain(known, (), "totem:read", NOW).decider is Decider.NONE
    root = explain(PermissionSet((deny("*"),), super_admin=True), (), "totem:read", NOW)
    assert (root.allowed, root.decider, root.decided_by) == (True, Decider.SUPER_ADMIN, None)
    assert len(root.candidates) == 1
