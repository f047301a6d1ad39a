"""An order's payment events (``Orders.events``, the SQL and memory ``of_order``): every event
that named the order, oldest first, with its outcome; a replay once; another order's never;
admin:shop:view only."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.permissions.access import MissingPermission
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shop.errors import OrderNotFound
from tests.support.shop import SECRET, checkout, deliver, event, product
from tests.support.versions import admin, person


@pytest.fixture
async def shop(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    settings = settings_for(database_url, payments_webhook_secrets=(SECRET,), rate_limit_scale=0)
    async with await build_core(settings, clock=clock) as built:
        yield built


async def test_an_orders_events_oldest_first_with_their_outcome(
    shop: Core, clock: FrozenClock
) -> None:
    root, buyer = await admin(shop), await person(shop)
    item = await product(shop, root)
    order, other = await checkout(shop, buyer, item), await checkout(shop, buyer, item)
    assert await shop.shop.orders.events(root, order.id) == []
    assert (
        await deliver(shop, event("evt_b_paid", "checkout.session.completed", order.id)) == "grant"
    )
    assert (
        await deliver(shop, event("evt_b_paid", "checkout.session.completed", order.id))
        == "duplicate"
    )
    await deliver(shop, event("evt_other", "checkout.session.completed", other.id))
    clock.advance(timedelta(minutes=5))
    assert await deliver(shop, event("evt_a_refund", "charge.refunded", order.id)) == "revoke"
    events = await shop.shop.orders.events(root, order.id)
    assert [(e.id, e.type, e.outcome) for e in events] == [
        ("evt_b_paid", "checkout.session.completed", "grant"),
        ("evt_a_refund", "charge.refunded", "revoke"),
    ]
    assert events[1].received_at - events[0].received_at == timedelta(minutes=5)
    with pytest.raises(MissingPermission):
        await shop.shop.orders.events(buyer, order.id)
    with pytest.raises(OrderNotFound):
        await shop.shop.orders.events(root, "6b0c2b41ffa35a80e9e33344")
