"""The membership provider port: the memory fake and the Patreon adapter against a local server
that speaks the v2 API (tests/support/patreon.py) go through the same cases: the identity with
its memberships and tiers, the campaign's tiers, and webhooks signed HMAC-MD5 (valid, tampered,
unknown trigger, the same id for a retried delivery). Then what only a real HTTP API does:
error objects, a 429 honoured once, a hanging call ended by its timeout."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Protocol

import pytest

from adapters.link_providers.oauth import OAuthConfig
from adapters.link_providers.patreon import PatreonConfig, PatreonMembership
from adapters.memory.link_providers import MemoryMembershipProvider
from application.links.ports import LinkProviderError, MembershipProvider
from domain.links.accounts import ProviderAccount
from domain.links.membership import (
    Membership,
    MembershipEventKind,
    MembershipStatus,
    Tier,
)
from tests.support.patreon import PatreonMember, PatreonState, member_resource, patreon_server
from tests.support.waiting import OUTBOUND

CAMPAIGN = "9000001"
SECRET = "webhook-secret-of-the-campaign"
BRONZE = Tier("7001", "Bronze", 300, "USD")
GOLD = Tier("7003", "Gold", 1500, "USD")
SILVER = Tier("7002", "Silver", 800, "USD")
SINCE = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


class World(Protocol):
    def user(self, user_id: str, name: str, *members: tuple[str, str, int, list[Tier]]) -> str:
        """Add a user with memberships (campaign, patron_status, cents, tiers); their token."""
        ...

    def campaign(self, campaign_id: str, tiers: list[Tier]) -> None: ...


_STATUS = {"active_patron": MembershipStatus.ACTIVE, "declined_patron": MembershipStatus.DECLINED}


class MemoryWorld:
    def __init__(self, fake: MemoryMembershipProvider) -> None:
        self.fake = fake

    def user(self, user_id: str, name: str, *members: tuple[str, str, int, list[Tier]]) -> str:
        self.fake.add_account(ProviderAccount(user_id, name), *(
            Membership(campaign, max(tiers, key=lambda t: t.amount_minor) if tiers else None,
                       cents, "USD", _STATUS.get(status, MembershipStatus.FORMER), SINCE)
            for campaign, status, cents, tiers in members
        ))  # fmt: skip
        return self.fake.issue(user_id).access_token

    def campaign(self, campaign_id: str, tiers: list[Tier]) -> None:
        self.fake.campaign_tiers = list(tiers)


class PatreonWorld:
    def __init__(self, state: PatreonState) -> None:
        self.state = state

    def user(self, user_id: str, name: str, *members: tuple[str, str, int, list[Tier]]) -> str:
        self.state.users[user_id] = {"full_name": name, "vanity": None}
        self.state.members[user_id] = [
            PatreonMember(f"m-{user_id}-{campaign}", campaign, status, cents,
                          [t.id for t in tiers])
            for campaign, status, cents, tiers in members
        ]  # fmt: skip
        for _campaign, _, _, tiers in members:
            for tier in tiers:
                self.state.tiers[tier.id] = {"title": tier.title, "amount_cents": tier.amount_minor}
        token = f"patron-token-{user_id}"
        self.state.tokens[token] = user_id
        return token

    def campaign(self, campaign_id: str, tiers: list[Tier]) -> None:
        self.state.campaigns[campaign_id] = [t.id for t in tiers]
        for tier in tiers:
            self.state.tiers[tier.id] = {"title": tier.title, "amount_cents": tier.amount_minor,
                                         "published": True}  # fmt: skip


@dataclass
class Subject:
    membership: MembershipProvider
    world: World


def patreon(url: str, **changes: object) -> PatreonMembership:
    oauth = OAuthConfig("client", "secret", "http://127.0.0.1:1/v1/auth/membership/callback",
                        "http://127.0.0.1:1/authorize", "http://127.0.0.1:1/token", None,
                        ("identity", "identity.memberships"))  # fmt: skip
    config = PatreonConfig(url, oauth, CAMPAIGN, "creator-token", SECRET, timeout=OUTBOUND)
    return PatreonMembership(replace(config, **changes))  # type: ignore[arg-type]


@pytest.fixture(params=["memory", "patreon"])
async def subject(request: pytest.FixtureRequest) -> AsyncIterator[Subject]:
    if request.param == "memory":
        fake = MemoryMembershipProvider(campaign_id=CAMPAIGN, webhook_secret=SECRET)
        yield Subject(fake, MemoryWorld(fake))
    else:
        with patreon_server() as (state, url):
            adapter = patreon(url)
            yield Subject(adapter, PatreonWorld(state))
            await adapter.aclose()


async def test_the_identity_with_memberships_and_tiers(subject: Subject) -> None:
    token = subject.world.user(
        "81000001", "Ada Supporter",
        (CAMPAIGN, "active_patron", 1500, [SILVER, GOLD]),
        ("9000002", "declined_patron", 300, []),
    )  # fmt: skip
    identity = await subject.membership.identity(token)
    assert identity.account == ProviderAccount("81000001", "Ada Supporter")
    ours = identity.membership_of(CAMPAIGN)
    assert ours == Membership(CAMPAIGN, GOLD, 1500, "USD", MembershipStatus.ACTIVE, SINCE)
    assert ours.supports_with(1500) and not ours.supports_with(1501)
    other = identity.membership_of("9000002")
    assert other is not None and other.status is MembershipStatus.DECLINED and other.tier is None
    assert not other.supports_with(0)
    nobody = await subject.membership.identity(subject.world.user("81000002", "Follower"))
    assert nobody.memberships == ()
    with pytest.raises(LinkProviderError) as refused:
        await subject.membership.identity("expired-token")
    assert refused.value.reason == "token"


async def test_the_campaign_tiers_cheapest_first(subject: Subject) -> None:
    subject.world.campaign(CAMPAIGN, [GOLD, BRONZE, SILVER])
    assert subject.membership.campaign_id == CAMPAIGN
    assert await subject.membership.tiers() == [BRONZE, SILVER, GOLD]


def webhook(trigger: str, status: str | None, cents: int) -> bytes:
    member = PatreonMember("m-81000001", CAMPAIGN, status, cents, [GOLD.id])
    document = {
        "data": member_resource(member, "81000001"),
        "included": [
            {"id": GOLD.id, "type": "tier", "attributes": {"title": "Gold", "amount_cents": 1500}},
            {"id": CAMPAIGN, "type": "campaign", "attributes": {"vanity": "svc"}},
            {"id": "81000001", "type": "user", "attributes": {"full_name": "Ada Supporter"}},
        ],
    }
    return json.dumps(document).encode()


def signed(trigger: str, body: bytes, secret: str = SECRET) -> dict[str, str]:
    signature = hmac.new(secret.encode(), body, hashlib.md5).hexdigest()
    return {"x-patreon-event": trigger, "x-patreon-signature": signature}


async def test_webhooks_are_verified_before_they_are_read(subject: Subject) -> None:
    body = webhook("members:pledge:create", "active_patron", 1500)
    event = subject.membership.webhook_event(signed("members:pledge:create", body), body)
    assert (event.kind, event.member_id) == (MembershipEventKind.CREATED, "81000001")
    assert event.membership == Membership(CAMPAIGN, GOLD, 1500, "USD", MembershipStatus.ACTIVE,
                                          SINCE)  # fmt: skip
    again = subject.membership.webhook_event(signed("members:pledge:create", body), body)
    assert again.event_id == event.event_id  # a retried delivery
    lapsed = webhook("members:update", "former_patron", 0)
    update = subject.membership.webhook_event(signed("members:update", lapsed), lapsed)
    assert update.kind is MembershipEventKind.UPDATED and update.event_id != event.event_id
    assert update.membership.status is MembershipStatus.FORMER

    for headers, sent in (
        (signed("members:pledge:create", body), body.replace(b"1500", b"9999")),
        (signed("members:pledge:create", body, "another-secret"), body),
        ({"x-patreon-event": "members:pledge:create"}, body),
    ):
        with pytest.raises(LinkProviderError) as refused:
            subject.membership.webhook_event(headers, sent)
        assert refused.value.reason == "signature"
    with pytest.raises(LinkProviderError) as unknown:
        subject.membership.webhook_event(signed("posts:publish", body), body)
    assert unknown.value.reason == "rejected"


async def test_errors_rate_limits_and_hanging_calls() -> None:
    with patreon_server() as (state, url):
        world = PatreonWorld(state)
        token = world.user("81000001", "Ada", (CAMPAIGN, "active_patron", 300, [BRONZE]))
        adapter = patreon(url, max_retry_wait=5.0)
        state.switches.rate_limited, state.switches.retry_after = 1, 0.05
        assert (await adapter.identity(token)).account.id == "81000001"
        assert len(state.switches.requests) == 2
        state.switches.rate_limited, state.switches.retry_after = 1, 120.0
        with pytest.raises(LinkProviderError) as limited:
            await adapter.identity(token)
        assert (limited.value.reason, limited.value.retry_after) == ("rate_limited", 120.0)
        state.creator_token = "rotated"
        with pytest.raises(LinkProviderError) as refused:
            await adapter.tiers()
        assert refused.value.reason == "token" and "Unauthorized" in refused.value.message
        await adapter.aclose()
        missing = patreon(url, campaign_id="9999999")
        state.creator_token = "creator-token"
        with pytest.raises(LinkProviderError) as unknown:
            await missing.tiers()
        assert unknown.value.reason == "not_found"
        await missing.aclose()
        state.switches.hanging = True
        hanging = patreon(url, timeout=0.5)
        with pytest.raises(LinkProviderError) as hung:
            await asyncio.wait_for(hanging.identity(token), OUTBOUND)
        assert hung.value.reason == "unavailable"
        await hanging.aclose()
