"""Memberships at the membership provider: campaigns with tiers, and a user's pledge to one.

Amounts are in minor units of ``currency`` (cents for USD and EUR). A membership counts as a
supporter's only while ``active``; a declined payment or a former member has lapsed.

The provider's webhooks carry no event time and may come late or out of order, so each
stored membership keeps the ``version`` of what it was read from, and an older version never
replaces a newer one (docs/links.md, "Supporters"; docs/decisions.md, "Links: membership
webhooks ordered by the member's own attributes").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from domain.links.accounts import ProviderAccount
from domain.shared.time import to_millis


class MembershipStatus(StrEnum):
    ACTIVE = "active"
    DECLINED = "declined"  # the last payment failed
    FORMER = "former"  # left, or never paid


@dataclass(frozen=True, slots=True)
class Tier:
    id: str
    title: str
    amount_minor: int
    currency: str


@dataclass(frozen=True, slots=True)
class Membership:
    campaign_id: str
    tier: Tier | None
    """The highest tier the pledge entitles to (None: a pledge without a tier)."""
    amount_minor: int
    currency: str
    status: MembershipStatus
    since: datetime | None
    """When this pledge relationship started (a new pledge after leaving starts a new one)."""
    last_charge_at: datetime | None = None
    """When the provider last charged the pledge."""
    lifetime_minor: int = 0
    """What the member paid the campaign over time (never decreases)."""

    @property
    def active(self) -> bool:
        return self.status is MembershipStatus.ACTIVE

    def supports_with(self, required_minor: int) -> bool:
        """True when the membership is active and pledges at least ``required_minor``."""
        return self.active and self.amount_minor >= required_minor


@dataclass(frozen=True, slots=True)
class MembershipIdentity:
    """What the provider tells about a user who linked: the account and its memberships."""

    account: ProviderAccount
    memberships: tuple[Membership, ...]

    def membership_of(self, campaign_id: str) -> Membership | None:
        return next((m for m in self.memberships if m.campaign_id == campaign_id), None)


_STATUS_RANK = {MembershipStatus.FORMER: 0, MembershipStatus.DECLINED: 1,
                MembershipStatus.ACTIVE: 2}  # fmt: skip
_WIDTH = 16


def _ms(at: datetime | None) -> int:
    return max(0, to_millis(at)) if at is not None else 0


def membership_version(membership: Membership, deleted: bool, tiebreak: str = "") -> str:
    """A sortable text: of two readings of one member, the greater is the later state.

    In order: the pledge relationship's start (a new pledge is newer than anything of the
    last one); then a deletion (it ends its relationship: no update of that relationship is
    newer); then the last charge and the lifetime paid (both only grow); then, for readings
    those cannot tell apart, the one that supports less (status, then amount: a downgrade or
    a lapse takes effect without a charge, an upgrade or a recovery comes with one), and last
    ``tiebreak`` (the delivery's id) so that every order of delivery keeps the same one."""
    parts = (
        _ms(membership.since),
        int(deleted),
        _ms(membership.last_charge_at),
        min(membership.lifetime_minor, 10**_WIDTH - 1),
        2 - _STATUS_RANK[membership.status],
        10**_WIDTH - 1 - min(membership.amount_minor, 10**_WIDTH - 1),
    )
    return ".".join(f"{part:0{_WIDTH}d}" for part in parts) + "." + tiebreak


class MembershipEventKind(StrEnum):
    CREATED = "created"
    UPDATED = "updated"
    DELETED = "deleted"


@dataclass(frozen=True, slots=True)
class MembershipEvent:
    """A verified webhook: ``event_id`` is stable for one delivery's content (retries of the
    same delivery carry the same id), ``member_id`` the provider account whose membership
    changed (None when the provider did not say)."""

    event_id: str
    kind: MembershipEventKind
    member_id: str | None
    membership: Membership

    @property
    def version(self) -> str:
        return membership_version(
            self.membership, self.kind is MembershipEventKind.DELETED, self.event_id
        )
