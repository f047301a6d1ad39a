"""The permission decision rule (docs/decisions.md, "Permissions"), its quantities and its node
listing."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.permissions.decision import PermissionSet
from domain.permissions.grant import Grant
from domain.permissions.node import allowed_when_absent, is_pattern, matches
from domain.permissions.quantity import Dimension, Quantity, parse_quantity

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
EARLIER = NOW - timedelta(hours=1)
LATER = NOW + timedelta(hours=1)

CONCRETE = (
    "totem:read",
    "totem:write",
    "social:friends.read",
    "social:friends.max",
    "profile:read",
    "admin:user:view",
)
PATTERNS = ("*", "totem:*", "social:*", "social:friends.*", "admin:*", "admin:user:*")
# Nodes a request may ask about: catalog nodes, and some the catalog may not know.
ASKED = (*CONCRETE, "totem:extra", "social:friends.extra", "social:blocks.read", "other:thing")


def allow(node: str, **kwargs: object) -> Grant:
    return Grant(node, **kwargs)  # type: ignore[arg-type]


def deny(node: str, **kwargs: object) -> Grant:
    return Grant(node, negated=True, **kwargs)  # type: ignore[arg-type]


# Every grant over the alphabet, drawn whole (one draw per grant keeps the properties fast).
ACTIVE = [
    Grant(node, negated, expiry)
    for node in CONCRETE + PATTERNS
    for negated in (False, True)
    for expiry in (None, LATER)
]
EXPIRED = [
    Grant(node, negated, expiry)
    for node in CONCRETE + PATTERNS
    for negated in (False, True)
    for expiry in (EARLIER, NOW)  # a grant expiring exactly now is expired
]
VALUED = [
    Grant(g.node, g.negated, g.expires_at, Quantity(amount))
    for g in ACTIVE + EXPIRED
    for amount in (0, 7, 1000)
]
active_grants = st.sampled_from(ACTIVE)
expired_grants = st.sampled_from(EXPIRED)
grant_lists = st.lists(st.sampled_from(ACTIVE + EXPIRED), max_size=5).map(tuple)
catalogs = st.frozensets(st.sampled_from(CONCRETE))
asked = st.sampled_from(ASKED)


# (node asked, an active grant matching it): drawn as one pair.
MATCHED = [(node, g) for node in ASKED for g in ACTIVE if matches(g.node, node)]
matched_pairs = st.sampled_from(MATCHED)
denied_pairs = st.sampled_from([(node, g) for node, g in MATCHED if g.negated])


def shuffled_tuple(rng: random.Random, grants: tuple[Grant, ...] | list[Grant]) -> tuple:
    items = list(grants)
    rng.shuffle(items)
    return tuple(items)


class TestSuperAdmin:
    @given(user=grant_lists, roles=grant_lists, catalog=catalogs, node=asked)
    def test_a_super_admin_is_always_allowed(
        self, user: tuple[Grant, ...], roles: tuple[Grant, ...], catalog: frozenset, node: str
    ) -> None:
        permissions = PermissionSet(user, roles, catalog, super_admin=True)
        assert permissions.allows(node, NOW)

    def test_a_super_admin_is_allowed_even_against_an_explicit_deny(self) -> None:
        permissions = PermissionSet(user_grants=(deny("*"),), super_admin=True)
        assert permissions.allows("admin:user:view", NOW)


class TestUserGrantsDecideFirst:
    def test_a_user_allow_beats_a_role_deny(self) -> None:
        permissions = PermissionSet((allow("profile:read"),), (deny("profile:read"),))
        assert permissions.allows("profile:read", NOW)

    def test_a_user_deny_beats_a_role_allow(self) -> None:
        permissions = PermissionSet((deny("profile:read"),), (allow("profile:read"),))
        assert not permissions.allows("profile:read", NOW)

    def test_a_user_deny_beats_a_user_allow_in_either_order(self) -> None:
        for grants in [(allow("totem:*"), deny("totem:write")), (deny("totem:write"), allow("*"))]:
            assert not PermissionSet(user_grants=grants).allows("totem:write", NOW)

    def test_a_user_wildcard_allow_beats_a_role_deny_of_a_node_below_it(self) -> None:
        permissions = PermissionSet((allow("totem:*"),), (deny("totem:write"),))
        assert permissions.allows("totem:write", NOW)

    @given(
        pair=denied_pairs,
        user=grant_lists,
        roles=grant_lists,
        catalog=catalogs,
        position=st.integers(0, 6),
    )
    def test_adding_a_matching_active_user_deny_always_denies(
        self,
        pair: tuple[str, Grant],
        user: tuple[Grant, ...],
        roles: tuple[Grant, ...],
        catalog: frozenset,
        position: int,
    ) -> None:
        node, denial = pair
        with_deny = (*user[:position], denial, *user[position:])
        assert not PermissionSet(with_deny, roles, catalog).allows(node, NOW)

    @given(pair=matched_pairs, user=grant_lists, roles=grant_lists, catalog=catalogs)
    def test_role_grants_never_change_the_answer_once_a_user_grant_matches(
        self,
        pair: tuple[str, Grant],
        user: tuple[Grant, ...],
        roles: tuple[Grant, ...],
        catalog: frozenset,
    ) -> None:
        node, matched = pair
        user = (*user, matched)
        without_roles = PermissionSet(user, (), catalog).allows(node, NOW)
        assert PermissionSet(user, roles, catalog).allows(node, NOW) == without_roles


class TestRoleGrantsDecideSecond:
    def test_a_role_allow_applies_when_no_user_grant_matches(self) -> None:
        permissions = PermissionSet((allow("totem:read"),), (allow("profile:read"),))
        assert permissions.allows("profile:read", NOW)

    def test_a_role_deny_beats_a_role_allow(self) -> None:
        permissions = PermissionSet(role_grants=(allow("admin:*"), deny("admin:user:view")))
        assert not permissions.allows("admin:user:view", NOW)

    def test_a_role_deny_applies_when_no_user_grant_matches(self) -> None:
        permissions = PermissionSet((allow("totem:read"),), (deny("totem:*"),))
        assert not permissions.allows("totem:write", NOW)

    def test_a_user_grant_for_another_node_leaves_the_decision_to_roles(self) -> None:
        permissions = PermissionSet((deny("totem:read"),), (allow("totem:*"),))
        assert permissions.allows("totem:write", NOW)

    @SECONDARY
    @given(user=grant_lists, roles=grant_lists, catalog=catalogs, node=asked, rng=st.randoms())
    def test_the_order_of_grants_within_a_level_never_matters(
        self,
        user: tuple[Grant, ...],
        roles: tuple[Grant, ...],
        catalog: frozenset,
        node: str,
        rng: random.Random,
    ) -> None:
        shuffled = PermissionSet(shuffled_tuple(rng, user), shuffled_tuple(rng, roles), catalog)
        assert shuffled.allows(node, NOW) == PermissionSet(user, roles, catalog).allows(node, NOW)


class TestExpiredGrants:
    def test_an_expired_user_deny_does_not_block_a_role_allow(self) -> None:
        permissions = PermissionSet((deny("profile:read", expires_at=EARLIER),), (allow("*"),))
        assert permissions.allows("profile:read", NOW)

    def test_an_expired_allow_does_not_allow(self) -> None:
        permissions = PermissionSet((allow("admin:user:view", expires_at=EARLIER),))
        assert not permissions.allows("admin:user:view", NOW)

    def test_a_grant_expiring_exactly_now_is_ignored(self) -> None:
        permissions = PermissionSet((allow("admin:user:view", expires_at=NOW),))
        assert not permissions.allows("admin:user:view", NOW)

    def test_the_same_grant_allows_before_its_expiry(self) -> None:
        permissions = PermissionSet((allow("admin:user:view", expires_at=NOW),))
        assert permissions.allows("admin:user:view", NOW - timedelta(milliseconds=1))

    @given(
        rng=st.randoms(),
        user=st.lists(active_grants, max_size=5),
        roles=st.lists(active_grants, max_size=5),
        expired_user=st.lists(expired_grants, max_size=4),
        expired_roles=st.lists(expired_grants, max_size=4),
        catalog=catalogs,
        node=asked,
    )
    def test_expired_grants_never_change_the_answer(
        self,
        rng: random.Random,
        user: list[Grant],
        roles: list[Grant],
        expired_user: list[Grant],
        expired_roles: list[Grant],
        catalog: frozenset,
        node: str,
    ) -> None:
        mixed_user = shuffled_tuple(rng, user + expired_user)
        mixed_roles = shuffled_tuple(rng, roles + expired_roles)
        with_expired = PermissionSet(mixed_user, mixed_roles, catalog)
        without = PermissionSet(tuple(user), tuple(roles), catalog)
        assert with_expired.allows(node, NOW) == without.allows(node, NOW)


class TestNoMatchingGrant:
    def test_a_friends_node_absent_from_the_catalog_is_allowed(self) -> None:
        assert PermissionSet().allows("social:friends.read", NOW)

    def test_a_totem_node_absent_from_the_catalog_is_allowed(self) -> None:
        assert PermissionSet().allows("totem:write", NOW)

    def test_a_friends_node_present_in_the_catalog_is_denied_without_a_grant(self) -> None:
        permissions = PermissionSet(catalog=frozenset({"social:friends.read"}))
        assert not permissions.allows("social:friends.read", NOW)

    def test_any_other_node_absent_from_the_catalog_is_denied(self) -> None:
        assert not PermissionSet().allows("profile:read", NOW)

    def test_an_explicit_deny_overrides_the_absent_node_rule(self) -> None:
        permissions = PermissionSet(role_grants=(deny("totem:write"),))
        assert not permissions.allows("totem:write", NOW)

    @given(user=grant_lists, roles=grant_lists, catalog=catalogs, node=asked)
    def test_without_a_matching_active_grant_only_the_absent_node_rule_decides(
        self, user: tuple[Grant, ...], roles: tuple[Grant, ...], catalog: frozenset, node: str
    ) -> None:
        def unmatched(grants: tuple[Grant, ...]) -> tuple[Grant, ...]:
            return tuple(g for g in grants if not (g.active(NOW) and matches(g.node, node)))

        permissions = PermissionSet(unmatched(user), unmatched(roles), catalog)
        expected = node not in catalog and allowed_when_absent(node)
        assert permissions.allows(node, NOW) == expected


class TestQuantity:
    def test_the_largest_value_applies(self) -> None:
        permissions = PermissionSet(
            (allow("social:friends.max", value=Quantity(50)),),
            (allow("social:friends.max", value=Quantity(200)),),
        )
        assert permissions.quantity("social:friends.max", Dimension.COUNT, NOW) == 200

    def test_values_compare_in_the_base_unit(self) -> None:
        permissions = PermissionSet(
            role_grants=(
                allow("storage.max", value=parse_quantity(1000, "mib")),
                allow("storage.max", value=parse_quantity(1, "gib")),
            )
        )
        assert permissions.quantity("storage.max", Dimension.DATA, NOW) == 1024**3

    def test_no_value_at_all_gives_none(self) -> None:
        permissions = PermissionSet((allow("social:friends.max"),))
        assert permissions.quantity("social:friends.max", Dimension.COUNT, NOW) is None

    def test_a_negated_grant_contributes_no_value(self) -> None:
        permissions = PermissionSet((deny("profile-share.max", value=Quantity(99)),))
        assert permissions.quantity("profile-share.max", Dimension.COUNT, NOW) is None

    def test_an_expired_grant_contributes_no_value(self) -> None:
        permissions = PermissionSet(
            (
                allow("profile-share.max", value=Quantity(99), expires_at=EARLIER),
                allow("profile-share.max", value=Quantity(5)),
            )
        )
        assert permissions.quantity("profile-share.max", Dimension.COUNT, NOW) == 5

    def test_a_value_in_another_dimension_is_ignored(self) -> None:
        permissions = PermissionSet((allow("upload.max", value=parse_quantity(3, "days")),))
        assert permissions.quantity("upload.max", Dimension.DATA, NOW) is None

    def test_a_bare_number_counts_in_the_asked_dimension(self) -> None:
        permissions = PermissionSet((allow("upload.max", value=Quantity(4096)),))
        assert permissions.quantity("upload.max", Dimension.DATA, NOW) == 4096

    def test_a_wildcard_grant_carries_its_value_to_nodes_below_it(self) -> None:
        permissions = PermissionSet((allow("social:friends.*", value=Quantity(10)),))
        assert permissions.quantity("social:friends.max", Dimension.COUNT, NOW) == 10

    def test_a_grant_for_another_node_contributes_no_value(self) -> None:
        permissions = PermissionSet((allow("profile-share.max", value=Quantity(10)),))
        assert permissions.quantity("social:friends.max", Dimension.COUNT, NOW) is None

    @SECONDARY
    @given(
        user=st.lists(st.sampled_from(VALUED), max_size=6),
        roles=st.lists(st.sampled_from(VALUED), max_size=6),
        ignored=st.lists(
            st.sampled_from([g for g in VALUED if g.negated or not g.active(NOW)]), max_size=4
        ),
        node=asked,
    )
    def test_negated_and_expired_values_never_change_the_quantity(
        self, user: list[Grant], roles: list[Grant], ignored: list[Grant], node: str
    ) -> None:
        base = PermissionSet(tuple(user), tuple(roles))
        noisy = PermissionSet(tuple(user + ignored), tuple(roles + ignored))
        assert noisy.quantity(node, Dimension.COUNT, NOW) == base.quantity(
            node, Dimension.COUNT, NOW
        )


class TestAllowedNodes:
    def test_a_super_admin_sees_the_star_first_then_every_known_node_sorted(self) -> None:
        permissions = PermissionSet(
            user_grants=(allow("*"), deny("totem:write")),
            catalog=frozenset({"totem:write", "admin:user:view"}),
            super_admin=True,
        )
        assert permissions.allowed_nodes(NOW) == ["*", "admin:user:view", "totem:write"]

    def test_only_allowed_catalog_nodes_are_listed_sorted(self) -> None:
        permissions = PermissionSet(
            role_grants=(allow("profile:read"), allow("admin:user:view")),
            catalog=frozenset({"profile:read", "admin:user:view", "versions:write"}),
        )
        assert permissions.allowed_nodes(NOW) == ["admin:user:view", "profile:read"]

    def test_a_denied_catalog_node_is_not_listed(self) -> None:
        permissions = PermissionSet(
            user_grants=(deny("profile:read"),),
            role_grants=(allow("profile:read"),),
            catalog=frozenset({"profile:read"}),
        )
        assert permissions.allowed_nodes(NOW) == []

    def test_a_granted_node_missing_from_the_catalog_is_listed(self) -> None:
        permissions = PermissionSet(user_grants=(allow("svc.connect.extensions.chat"),))
        assert permissions.allowed_nodes(NOW) == ["svc.connect.extensions.chat"]

    def test_a_node_granted_only_by_an_expired_grant_is_not_listed(self) -> None:
        permissions = PermissionSet(user_grants=(allow("versions:write", expires_at=EARLIER),))
        assert permissions.allowed_nodes(NOW) == []

    def test_a_granted_pattern_without_denies_is_listed(self) -> None:
        permissions = PermissionSet(role_grants=(allow("totem:*"),))
        assert permissions.allowed_nodes(NOW) == ["totem:*"]

    def test_a_pattern_with_a_user_deny_below_it_is_not_listed(self) -> None:
        permissions = PermissionSet(
            user_grants=(allow("totem:*"), deny("totem:write")),
            catalog=frozenset({"totem:read", "totem:write"}),
        )
        assert permissions.allowed_nodes(NOW) == ["totem:read"]

    def test_a_role_pattern_with_a_role_deny_below_it_is_not_listed(self) -> None:
        permissions = PermissionSet(
            role_grants=(allow("totem:*"), deny("totem:write")),
            catalog=frozenset({"totem:read", "totem:write"}),
        )
        assert permissions.allowed_nodes(NOW) == ["totem:read"]

    def test_a_role_pattern_with_a_user_deny_below_it_is_not_listed(self) -> None:
        permissions = PermissionSet(
            user_grants=(deny("totem:write"),),
            role_grants=(allow("totem:*"),),
            catalog=frozenset({"totem:read", "totem:write"}),
        )
        assert permissions.allowed_nodes(NOW) == ["totem:read"]

    def test_a_user_pattern_is_listed_when_only_a_role_denies_below_it(self) -> None:
        # The user's own totem:* decides every totem node, so the role deny never applies.
        permissions = PermissionSet(
            user_grants=(allow("totem:*"),),
            role_grants=(deny("totem:write"),),
            catalog=frozenset({"totem:read", "totem:write"}),
        )
        assert permissions.allows("totem:write", NOW)
        assert permissions.allowed_nodes(NOW) == ["totem:*", "totem:read", "totem:write"]

    def test_an_expired_deny_below_a_pattern_does_not_hide_it(self) -> None:
        permissions = PermissionSet(
            user_grants=(allow("totem:*"), deny("totem:write", expires_at=EARLIER))
        )
        assert permissions.allowed_nodes(NOW) == ["totem:*"]

    def test_a_pattern_under_a_broader_deny_is_not_listed(self) -> None:
        permissions = PermissionSet(user_grants=(allow("social:friends.*"), deny("social:*")))
        assert permissions.allowed_nodes(NOW) == []

    @SECONDARY
    @given(user=grant_lists, roles=grant_lists, catalog=catalogs)
    def test_every_listed_node_is_allowed_everywhere_it_reaches(
        self, user: tuple[Grant, ...], roles: tuple[Grant, ...], catalog: frozenset
    ) -> None:
        permissions = PermissionSet(user, roles, catalog)
        for listed in permissions.allowed_nodes(NOW):
            reached = [n for n in ASKED if matches(listed, n)]
            assert all(permissions.allows(n, NOW) for n in reached), listed

    @SECONDARY
    @given(user=grant_lists, roles=grant_lists, catalog=catalogs)
    def test_every_allowed_catalog_node_is_listed(
        self, user: tuple[Grant, ...], roles: tuple[Grant, ...], catalog: frozenset
    ) -> None:
        permissions = PermissionSet(user, roles, catalog)
        listed = permissions.allowed_nodes(NOW)
        assert listed == sorted(set(listed))
        for node in catalog:
            assert (node in listed) == permissions.allows(node, NOW)

    @SECONDARY
    @given(user=grant_lists, roles=grant_lists, catalog=catalogs)
    def test_every_allowed_granted_node_is_listed(
        self, user: tuple[Grant, ...], roles: tuple[Grant, ...], catalog: frozenset
    ) -> None:
        permissions = PermissionSet(user, roles, catalog)
        listed = permissions.allowed_nodes(NOW)
        for grant in (*user, *roles):
            if grant.active(NOW) and not is_pattern(grant.node):
                assert (grant.node in listed) == permissions.allows(grant.node, NOW)


class TestNextExpiry:
    def test_the_earliest_future_expiry_of_any_level_is_reported(self) -> None:
        from datetime import UTC, datetime, timedelta

        now = datetime(2026, 1, 1, tzinfo=UTC)
        soon, later, past = now + timedelta(hours=1), now + timedelta(days=1), now - timedelta(1)
        permissions = PermissionSet(
            user_grants=(Grant("a:b", expires_at=later), Grant("c:d", expires_at=past)),
            role_grants=(Grant("e:f", expires_at=soon), Grant("g:h")),
        )
        assert permissions.next_expiry(now) == soon
        assert PermissionSet(user_grants=(Grant("a:b"),)).next_expiry(now) is None
