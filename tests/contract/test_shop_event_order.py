"""The provider's documented flows through the real webhook use case on memory, SQLite and
PostgreSQL: an unpaid completion (a delayed method) grants nothing until its payment succeeds
and ends without a grant when it fails; a dispute that names only the payment, arriving
before the completed session, is kept and applied once the order is known; and every
permutation and duplication of each documented flow ends in the in-order delivery's state,
period and grants (those the recipient actually holds)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR, Principal
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shop.order import Order, OrderState
from domain.shop.product import Product
from tests.support.shop import NODE, SECRET, checkout, deliver, event, product
from tests.support.shop_flows import ENDS, FLOWS, body, kind_of
from tests.support.versions import admin, person

SHOP = {"payments_webhook_secrets": (SECRET,), "rate_limit_scale": 0}


@pytest.fixture
async def shop(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    async with await build_core(settings_for(database_url, **SHOP), clock=clock) as built:
        yield built


async def order_of(core: Core, buyer: Principal) -> Order:
    [purchase] = (await core.shop.orders.purchases(buyer, None, None)).items
    return purchase.order


async def holdings(core: Core, user: Principal) -> tuple[Any, ...]:
    """What the recipient actually holds: permission grants and role assignments."""
    held_grants = await core.permissions.grants.grants_of(OPERATOR, user.user_id)
    grants = sorted((g.node, str(g.value), g.expires_at or datetime.min.replace())
                    for g in held_grants)  # fmt: skip
    held = await core.permissions.roles.roles_of(OPERATOR, user.user_id)
    roles = sorted((role.id, assignment.expires_at or datetime.min) for assignment, role in held)
    return tuple(grants), tuple(roles)


async def test_an_unpaid_completion_grants_nothing_and_a_failed_payment_ends_the_order(
    shop: Core,
) -> None:
    root = await admin(shop)
    item = await product(shop, root)
    buyer = await person(shop)
    order = await checkout(shop, buyer, item)
    unpaid = event("evt_sepa_1", "checkout.session.completed", order.id, payment_status="unpaid")
    assert await deliver(shop, unpaid) == "none"
    assert (await order_of(shop, buyer)).state is OrderState.AWAITING_PAYMENT
    assert await holdings(shop, buyer) == ((), ())
    failed = event("evt_sepa_2", "checkout.session.async_payment_failed", order.id)
    assert await deliver(shop, failed) == "none"
    ended = await order_of(shop, buyer)
    assert (ended.state, ended.granted) == (OrderState.FAILED, False)
    assert await holdings(shop, buyer) == ((), ())

    other = await person(shop)
    order = await checkout(shop, other, item)
    await deliver(shop, event("evt_sepa_3", "checkout.session.completed", order.id,
                              payment_status="unpaid"))  # fmt: skip
    succeeded = event("evt_sepa_4", "checkout.session.async_payment_succeeded", order.id)
    assert await deliver(shop, succeeded) == "grant"
    assert (await order_of(shop, other)).state is OrderState.PAID
    assert NODE in {g[0] for g in (await holdings(shop, other))[0]}


async def test_a_dispute_before_the_completed_session_is_kept_for_its_order(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    tag = uuid.uuid4().hex[:12]
    assert await deliver(shop, body("dispute_lost", order.id, tag)) == "deferred"
    assert await deliver(shop, body("completed_paid", order.id, tag)) == "none"
    settled = await order_of(shop, buyer)
    assert (settled.state, settled.granted, settled.payment_intent) == (
        OrderState.DISPUTED, False, f"pi_{tag}"
    )  # fmt: skip
    assert await holdings(shop, buyer) == ((), ())
    # a dispute of a payment that is already tied to its order applies at once
    other = await person(shop)
    order = await checkout(shop, other, await product(shop, root))
    tag = uuid.uuid4().hex[:12]
    assert await deliver(shop, body("completed_paid", order.id, tag)) == "grant"
    assert await deliver(shop, body("dispute_opened", order.id, tag)) == "none"
    assert await deliver(shop, body("dispute_lost", order.id, tag)) == "revoke"
    assert (await order_of(shop, other)).state is OrderState.DISPUTED


async def test_partial_refunds_keep_the_grants(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    await deliver(shop, event("evt_pr_1", "checkout.session.completed", order.id))
    partial = event("evt_pr_2", "charge.refunded", order.id, refunded=False, amount=499,
                    amount_refunded=100)  # fmt: skip
    assert await deliver(shop, partial) == "none"
    assert (await order_of(shop, buyer)).state is OrderState.PAID


@pytest.fixture
async def two_cores(
    backend: str, database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[tuple[Core, Core]]:
    settings = settings_for(database_url, **SHOP)
    async with await build_core(settings, clock=clock) as first:
        if backend == "memory":
            yield first, first
            return
        async with await build_core(settings, clock=clock) as second:
            yield first, second


async def test_a_kept_dispute_and_the_completion_racing_never_miss_each_other(
    two_cores: tuple[Core, Core],
) -> None:
    """The dispute (naming only the payment) and the completed session arrive at once on two
    instances: whichever commits first, the order ends disputed with nothing granted."""
    one, two = two_cores
    root = await admin(one)
    item = await product(one, root)
    for _ in range(8):
        buyer = await person(one)
        order = await checkout(one, buyer, item)
        tag = uuid.uuid4().hex[:12]
        outcomes = await asyncio.gather(
            deliver(one, body("dispute_lost", order.id, tag)),
            deliver(two, body("completed_paid", order.id, tag)),
        )
        assert sorted(outcomes) in (["deferred", "none"], ["grant", "revoke"])
        settled = await order_of(one, buyer)
        assert (settled.state, settled.granted) == (OrderState.DISPUTED, False)
        assert await holdings(one, buyer) == ((), ())


class Flows:
    """One product per kind for the whole test (the fixture's core lives across examples)."""

    def __init__(self, core: Core) -> None:
        self.core = core
        self.products: dict[str, Product] = {}

    async def product(self, flow: str) -> Product:
        kind = kind_of(flow)
        if kind.value not in self.products:
            self.products[kind.value] = await product(self.core, await admin(self.core), kind)
        return self.products[kind.value]

    async def run(self, flow: str, steps: list[str]) -> tuple[Any, ...]:
        """Deliver ``steps`` of ``flow`` for a new order: its final state and the grants."""
        buyer = await person(self.core)
        order = await checkout(self.core, buyer, await self.product(flow))
        tag = uuid.uuid4().hex[:12]
        for step in steps:
            await deliver(self.core, body(step, order.id, tag))
        final = await order_of(self.core, buyer)
        return final.state, final.granted, final.period_end, await holdings(self.core, buyer)


@st.composite
def deliveries(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A documented flow, each of its events delivered once or more, in any order."""
    flow = draw(st.sampled_from(sorted(FLOWS)))
    repeated = [s for s in FLOWS[flow] for _ in range(draw(st.integers(1, 2)))]
    return flow, draw(st.permutations(repeated))


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(delivery=deliveries())
async def test_any_order_and_repetition_ends_as_the_in_order_delivery(
    shop: Core, delivery: tuple[str, list[str]]
) -> None:
    flow, shuffled = delivery
    flows = Flows(shop)
    in_order = await flows.run(flow, FLOWS[flow])
    assert (in_order[0].value, in_order[1]) == ENDS[flow]
    assert await flows.run(flow, shuffled) == in_order
