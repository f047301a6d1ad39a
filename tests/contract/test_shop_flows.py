"""The shop on every backend: checkout with its idempotency key, the signed webhook (valid,
tampered, stale, wrong and rotated secrets), events applied once and in any order, grants
given on payment, taken back on refund or dispute, extended on renewal, the manual grant and
revoke, and 50 concurrent deliveries of one event granting once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.shop.catalog import ProductDraft
from application.shop.checkout import CheckoutDraft
from application.shop.ports import OrderFilter
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shared.errors import InvalidInput
from domain.shop.errors import IdempotencyKeyReused, SignatureInvalid
from domain.shop.order import OrderState
from domain.shop.product import GrantKind, ProductGrant, ProductKind
from tests.support.shop import NODE, OLD_SECRET, SECRET, checkout, deliver, event, product, signed
from tests.support.versions import admin, person

SHOP = {"payments_webhook_secrets": (SECRET, OLD_SECRET), "rate_limit_scale": 0}


@pytest.fixture
async def shop(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    async with await build_core(settings_for(database_url, **SHOP), clock=clock) as built:
        yield built


async def nodes(core: Core, user_id: object) -> dict[str, object]:
    return {g.node: g for g in await core.permissions.grants.grants_of(OPERATOR, user_id)}  # type: ignore[arg-type]


async def test_checkout_is_idempotent_by_key(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    item = await product(shop, root)
    first = await checkout(shop, buyer, item, "key-retry-0001")
    again = await checkout(shop, buyer, item, "key-retry-0001")
    assert first.id == again.id and first.checkout_url == again.checkout_url
    assert first.state is OrderState.PENDING and first.total.amount == 499
    with pytest.raises(IdempotencyKeyReused):
        await shop.shop.checkout.start(
            buyer, CheckoutDraft(item.slug, "eur", quantity=2), "key-retry-0001"
        )
    with pytest.raises(InvalidInput):
        await shop.shop.checkout.start(buyer, CheckoutDraft(item.slug, "eur"), None)


async def test_paid_grants_once_and_refund_revokes(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    item = await product(shop, root)
    order = await checkout(shop, buyer, item)
    paid = event("evt_paid_1", "checkout.session.completed", order.id)
    assert await deliver(shop, paid) == "grant"
    assert await deliver(shop, paid) == "duplicate"
    held = await nodes(shop, buyer.user_id)
    assert NODE in held and held[NODE].value.amount == 3  # type: ignore[attr-defined]
    roles = await shop.permissions.roles.roles_of(OPERATOR, buyer.user_id)
    assert [role.id for _, role in roles] == [item.grants[1].ref]
    [purchase] = (await shop.shop.orders.purchases(buyer, None, None)).items
    assert (purchase.order.state, purchase.order.granted) == (OrderState.PAID, True)
    assert await deliver(shop, event("evt_refund_1", "charge.refunded", order.id)) == "revoke"
    assert NODE not in await nodes(shop, buyer.user_id)
    assert await shop.permissions.roles.roles_of(OPERATOR, buyer.user_id) == []
    [purchase] = (await shop.shop.orders.purchases(buyer, None, None)).items
    assert (purchase.order.state, purchase.order.granted) == (OrderState.REFUNDED, False)


async def test_a_refund_before_the_payment_grants_nothing(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    assert await deliver(shop, event("evt_r", "charge.refunded", order.id)) == "none"
    assert await deliver(shop, event("evt_p", "checkout.session.completed", order.id)) == "none"
    assert NODE not in await nodes(shop, buyer.user_id)


async def test_a_lost_dispute_revokes_an_open_one_does_not(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    await deliver(shop, event("evt_p2", "checkout.session.completed", order.id))
    dispute = {"id": "du_2", "payment_intent": "pi_2"}
    assert await deliver(shop, event("evt_d2", "charge.dispute.created", order.id,
                                     **dispute)) == "none"  # fmt: skip
    assert NODE in await nodes(shop, buyer.user_id)
    lost = event("evt_d3", "charge.dispute.closed", order.id, **dispute, status="lost")
    assert await deliver(shop, lost) == "revoke"
    assert NODE not in await nodes(shop, buyer.user_id)


async def test_a_renewal_extends_the_expiry(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root, ProductKind.SUBSCRIPTION))
    await deliver(shop, event("evt_p3", "checkout.session.completed", order.id))
    end = int((shop.clock.now() + timedelta(days=30)).timestamp())
    renewal = event("evt_i3", "invoice.paid", order.id, lines={"data": [{"period": {"end": end}}]})
    assert await deliver(shop, renewal) == "extend"
    held = await nodes(shop, buyer.user_id)
    assert held[NODE].expires_at == datetime.fromtimestamp(end, UTC)  # type: ignore[attr-defined]


async def test_a_one_time_grant_with_a_duration_expires(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root, days=7))
    await deliver(shop, event("evt_p4", "checkout.session.completed", order.id))
    held = await nodes(shop, buyer.user_id)
    assert held[NODE].expires_at == shop.clock.now() + timedelta(days=7)  # type: ignore[attr-defined]


async def test_signatures_are_checked_before_anything(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    body = event("evt_sig", "checkout.session.completed", order.id)
    for header, payload in (
        (signed(shop, body), body.replace(b"evt_sig", b"evt_sih")),  # tampered
        (signed(shop, body, skew=-301), body),  # stale
        (signed(shop, body, secret="whsec_someone_else"), body),  # wrong secret
        (None, body),
        ("t=1,v1=00", body),
    ):
        with pytest.raises(SignatureInvalid):
            await shop.shop.webhooks.receive(header, payload)
    assert NODE not in await nodes(shop, buyer.user_id)
    # the secret being rotated out still passes
    assert await deliver(shop, body, secret=OLD_SECRET) == "grant"


async def test_unknown_events_are_acknowledged_and_recorded(shop: Core) -> None:
    assert await deliver(shop, event("evt_u", "customer.created", "nothing")) == "unknown_kind"
    assert await deliver(shop, event("evt_u", "customer.created", "nothing")) == "duplicate"
    assert await deliver(shop, event("evt_o", "charge.refunded", "0" * 24)) == "unknown_order"
    async with shop.uow() as uow:
        stored = await uow.shop.events.get("evt_u")
    assert stored is not None and stored.outcome == "unknown_kind"


async def test_manual_grant_and_revoke_are_audited(shop: Core) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root))
    granted = await shop.shop.orders.manual(root, order.id, True, "paid by bank transfer")
    assert granted.order.state is OrderState.PAID and NODE in await nodes(shop, buyer.user_id)
    await shop.shop.orders.manual(root, order.id, False, "chargeback by phone")
    assert NODE not in await nodes(shop, buyer.user_id)
    trail = await shop.shop.orders.audit(root, order.id)
    assert [(a.action, a.reason) for a in trail] == [
        ("grant", "paid by bank transfer"), ("revoke", "chargeback by phone")
    ]  # fmt: skip
    page = await shop.shop.orders.page(root, OrderFilter(state=OrderState.CANCELED), None, None)
    assert [p.order.id for p in page.items] == [order.id]


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


async def test_fifty_concurrent_duplicate_deliveries_grant_once(
    two_cores: tuple[Core, Core],
) -> None:
    one, two = two_cores
    root, buyer = await admin(one), await person(one)
    order = await checkout(one, buyer, await product(one, root))
    body = event("evt_burst", "checkout.session.completed", order.id)
    header = signed(one, body)
    results = await asyncio.gather(
        *((one if i % 2 else two).shop.webhooks.receive(header, body) for i in range(50))
    )
    outcomes = sorted(r.outcome for r in results)
    assert outcomes == ["duplicate"] * 49 + ["grant"]
    assert list(await nodes(one, buyer.user_id)).count(NODE) == 1
    [purchase] = (await one.shop.orders.purchases(buyer, None, None)).items
    assert purchase.order.state is OrderState.PAID


async def test_a_first_invoice_before_the_checkout_completes_grants_until_its_period_end(
    shop: Core,
) -> None:
    root, buyer = await admin(shop), await person(shop)
    order = await checkout(shop, buyer, await product(shop, root, ProductKind.SUBSCRIPTION))
    end = int((shop.clock.now() + timedelta(days=31)).timestamp())
    first = event("evt_i5", "invoice.paid", order.id, lines={"data": [{"period": {"end": end}}]})
    assert await deliver(shop, first) == "grant"
    assert await deliver(shop, event("evt_p5", "checkout.session.completed", order.id)) == "none"
    held = await nodes(shop, buyer.user_id)
    assert held[NODE].expires_at == datetime.fromtimestamp(end, UTC)  # type: ignore[attr-defined]


async def test_a_refund_takes_back_what_was_bought_not_what_the_product_grants_now(
    shop: Core,
) -> None:
    root, buyer = await admin(shop), await person(shop)
    item = await product(shop, root)
    order = await checkout(shop, buyer, item)
    await deliver(shop, event("evt_p6", "checkout.session.completed", order.id))
    edited = ProductDraft(item.slug, item.name, item.kind,
                          (ProductGrant(GrantKind.PERMISSION, "cosmetics:cape.silver"),),
                          item.prices)  # fmt: skip
    await shop.shop.products.update(root, item.id, edited, None)
    assert await deliver(shop, event("evt_r6", "charge.refunded", order.id)) == "revoke"
    assert NODE not in await nodes(shop, buyer.user_id)
    assert await shop.permissions.roles.roles_of(OPERATOR, buyer.user_id) == []
