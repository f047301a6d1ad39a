"""Memberships at the membership provider: campaigns with tiers, and a user's pledge to one.

Amounts are in minor units of ``currency`` (cents for USD and EUR). A membership counts as a
supporter's only while ``active``; a declined payment or a former member has lapsed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from domain.links.accounts import ProviderAccount


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
