"""The order of two readings of one member, from the member's own attributes: a new pledge
relationship is newer than anything of the last one, a delete ends its relationship, a later
charge or more paid is newer, and readings those cannot tell apart keep the one that supports
less."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from domain.links.membership import Membership, MembershipStatus, membership_version

T0 = datetime(2026, 1, 5, 10, tzinfo=UTC)
ACTIVE = Membership("9000001", None, 1500, "USD", MembershipStatus.ACTIVE, T0, T0, 1500)
FORMER = replace(ACTIVE, status=MembershipStatus.FORMER, amount_minor=0)


def test_a_delete_ends_its_relationship_and_a_new_pledge_starts_another() -> None:
    deleted = membership_version(FORMER, True, "a")
    later_charge = replace(ACTIVE, last_charge_at=T0 + timedelta(days=60), lifetime_minor=4500)
    assert membership_version(later_charge, False, "f" * 64) < deleted
    again = replace(ACTIVE, since=T0 + timedelta(days=90), last_charge_at=None, lifetime_minor=0)
    assert membership_version(again, False, "") > deleted


def test_a_later_charge_is_newer_and_ties_keep_the_lesser_support() -> None:
    charged = replace(ACTIVE, last_charge_at=T0 + timedelta(days=30), lifetime_minor=3000)
    assert membership_version(charged, False, "0") > membership_version(ACTIVE, False, "f")
    downgraded = replace(ACTIVE, amount_minor=500)
    assert membership_version(downgraded, False, "0") > membership_version(ACTIVE, False, "f")
    declined = replace(ACTIVE, status=MembershipStatus.DECLINED)
    assert membership_version(declined, False, "0") > membership_version(ACTIVE, False, "f")


RANK = {MembershipStatus.FORMER: 2, MembershipStatus.DECLINED: 1, MembershipStatus.ACTIVE: 0}
components = st.tuples(
    st.integers(0, 10**6), st.booleans(), st.integers(0, 10**6), st.integers(0, 10**12),
    st.sampled_from(list(MembershipStatus)), st.integers(0, 10**12), st.text("0123456789abcdef"),
)  # fmt: skip
Components = tuple[int, bool, int, int, MembershipStatus, int, str]


def version(c: Components) -> str:
    since, deleted, charge, lifetime, status, cents, tag = c
    reading = replace(ACTIVE, since=T0 + timedelta(minutes=since), status=status,
                      last_charge_at=T0 + timedelta(minutes=charge), lifetime_minor=lifetime,
                      amount_minor=cents)  # fmt: skip
    return membership_version(reading, deleted, tag)


def key(c: Components) -> tuple[object, ...]:
    since, deleted, charge, lifetime, status, cents, tag = c
    return since, deleted, charge, lifetime, RANK[status], -cents, tag


@given(components, components)
def test_the_text_orders_as_the_rule_does(a: Components, b: Components) -> None:
    """The stored text compares (in SQL too) exactly as the rule's tuple does."""
    assert (version(a) < version(b)) == (key(a) < key(b))
    assert (version(a) == version(b)) == (key(a) == key(b))
