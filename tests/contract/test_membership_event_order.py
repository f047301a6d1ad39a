"""Membership webhooks through the real use case on memory, SQLite and PostgreSQL: every
permutation and duplication of each documented member lifecycle (Patreon's triggers and
member documents) stores the membership the in-order delivery stores. The provider's bodies
carry no event time: they are ordered by the member's own attributes
(domain/links/membership.py, ``membership_version``)."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import AsyncIterator, Callable
from itertools import count

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.memory.link_providers import MemoryMembershipProvider
from adapters.system.clock import FrozenClock
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.links.membership import Membership, MembershipStatus
from tests.support.patreon import PatreonMember, member_resource

CAMPAIGN = "9000001"
SECRET = "membership-webhook-secret"
S1, S2 = "2026-01-05", "2026-04-01"
# (trigger, status, cents, relationship start, last charge, lifetime cents)
Step = tuple[str, str, int, str, str, int]
LIFECYCLES: dict[str, list[Step]] = {
    "pledge and upgrade": [
        ("members:pledge:create", "active_patron", 500, S1, "2026-01-05", 500),
        ("members:pledge:update", "active_patron", 1500, S1, "2026-02-05", 2000),
    ],
    "decline and lapse": [
        ("members:pledge:create", "active_patron", 1500, S1, "2026-01-05", 1500),
        ("members:pledge:update", "declined_patron", 1500, S1, "2026-02-05", 1500),
        ("members:pledge:delete", "former_patron", 0, S1, "2026-02-05", 1500),
    ],
    "leave and come back": [
        ("members:pledge:create", "active_patron", 1500, S1, "2026-01-05", 1500),
        ("members:pledge:delete", "former_patron", 0, S1, "2026-01-05", 1500),
        ("members:pledge:create", "active_patron", 500, S2, "2026-04-01", 2000),
    ],
    "downgrade without a charge": [
        ("members:pledge:create", "active_patron", 1500, S1, "2026-01-05", 1500),
        ("members:pledge:update", "active_patron", 500, S1, "2026-01-05", 1500),
    ],
}
ENDS = {
    "pledge and upgrade": (MembershipStatus.ACTIVE, 1500),
    "decline and lapse": (MembershipStatus.FORMER, 0),
    "leave and come back": (MembershipStatus.ACTIVE, 500),
    "downgrade without a charge": (MembershipStatus.ACTIVE, 500),
}
ACCOUNTS = count(82_000_000)


@pytest.fixture
async def members(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    fake = MemoryMembershipProvider(campaign_id=CAMPAIGN, webhook_secret=SECRET)
    settings = settings_for(database_url, membership_campaign_id=CAMPAIGN, rate_limit_scale=0.0)
    async with await build_core(settings, clock=clock,
                                outbound=Outbound(membership=fake)) as core:  # fmt: skip
        yield core


async def deliver(core: Core, account: str, step: Step) -> None:
    trigger, status, cents, since, charge, lifetime = step
    member = PatreonMember(f"m-{account}", CAMPAIGN, status, cents, [],
                           f"{since}T10:00:00.000+00:00", f"{charge}T10:00:00.000+00:00",
                           lifetime)  # fmt: skip
    body = json.dumps({"data": member_resource(member, account), "included": []}).encode()
    signature = hmac.new(SECRET.encode(), body, hashlib.md5).hexdigest()
    await core.links.supporters.webhook(
        {"x-patreon-event": trigger, "x-patreon-signature": signature}, body
    )


async def run(core: Core, steps: list[Step]) -> Membership | None:
    account = str(next(ACCOUNTS))
    for step in steps:
        await deliver(core, account, step)
    async with core.uow() as uow:
        return await uow.links.memberships.get(account)


@st.composite
def deliveries(draw: st.DrawFn) -> tuple[str, list[Step]]:
    name = draw(st.sampled_from(sorted(LIFECYCLES)))
    repeated = [s for s in LIFECYCLES[name] for _ in range(draw(st.integers(1, 2)))]
    return name, draw(st.permutations(repeated))


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(delivery=deliveries())
async def test_any_order_and_repetition_stores_what_the_in_order_delivery_stores(
    members: Core, delivery: tuple[str, list[Step]]
) -> None:
    name, shuffled = delivery
    in_order = await run(members, LIFECYCLES[name])
    assert in_order is not None and (in_order.status, in_order.amount_minor) == ENDS[name]
    assert await run(members, shuffled) == in_order
