"""The payment provider port: the memory fake and the Stripe-style adapter against a local
server speaking those shapes (tests/support/payments_server.py) go through the same cases:
checkout sessions (idempotent by key), products and prices created, changed, listed and
deactivated, refusals and outages reported by reason."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from adapters.memory.payments import MemoryPayments
from adapters.payments.stripe import StripePayments
from application.shop.ports import CheckoutRequest, PaymentProvider, PaymentProviderError
from domain.shop.money import Money
from domain.shop.product import ProductKind
from tests.support.payments_server import SECRET_KEY, PaymentsState, payments_server
from tests.support.waiting import OUTBOUND


@dataclass
class Subject:
    provider: PaymentProvider
    fail: object  # a function that makes every later call fail


def request(order_id: str, kind: ProductKind = ProductKind.ONE_TIME) -> CheckoutRequest:
    return CheckoutRequest(order_id, "Supporter pack", kind, Money(499, "eur"), 2,
                           "https://example.test/ok", "https://example.test/no")  # fmt: skip


@pytest.fixture(params=["memory", "stripe"])
async def subject(request: pytest.FixtureRequest) -> AsyncIterator[Subject]:
    if request.param == "memory":
        fake = MemoryPayments()

        def fail_fake() -> None:
            fake.failure = PaymentProviderError("unavailable", "down")

        yield Subject(fake, fail_fake)
        return
    with payments_server() as server:
        stripe = StripePayments(SECRET_KEY, server.url, OUTBOUND, page_size=2)  # pages of 2
        state: PaymentsState = server.state

        def fail_server() -> None:
            state.failing = True

        yield Subject(stripe, fail_server)
        await stripe.aclose()


async def test_a_checkout_session_is_made_once_per_key(subject: Subject) -> None:
    first = await subject.provider.create_checkout_session(request("o1"), "checkout-o1")
    again = await subject.provider.create_checkout_session(request("o1"), "checkout-o1")
    other = await subject.provider.create_checkout_session(
        request("o2", ProductKind.SUBSCRIPTION), "checkout-o2"
    )
    assert first == again
    assert other.id != first.id
    assert first.url.startswith("http")


async def test_products_and_prices_are_kept(subject: Subject) -> None:
    p = subject.provider
    product_id = await p.create_product("vip", "VIP", True)
    price = await p.create_price(product_id, Money(999, "eur"), recurring=True)
    await p.create_price(product_id, Money(1099, "usd"), recurring=False)
    await p.update_product(product_id, "VIP monthly", False)
    await p.deactivate_price(price)
    [found] = await p.products()
    assert (found.id, found.slug, found.name, found.active) == (product_id, "vip", "VIP monthly",
                                                                  False)  # fmt: skip
    by_currency = {pr.money.currency: pr for pr in found.prices}
    assert by_currency["eur"].money == Money(999, "eur")
    assert (by_currency["eur"].recurring, by_currency["eur"].active) == (True, False)
    assert (by_currency["usd"].recurring, by_currency["usd"].active) == (False, True)


async def test_long_lists_are_read_whole(subject: Subject) -> None:
    p = subject.provider
    for n in range(5):
        product_id = await p.create_product(f"item-{n}", f"Item {n}", True)
        for amount in (100, 200, 300):
            await p.create_price(product_id, Money(amount + n, "eur"), recurring=False)
    found = sorted(await p.products(), key=lambda x: x.slug)
    assert [x.slug for x in found] == [f"item-{n}" for n in range(5)]
    assert all(len(x.prices) == 3 for x in found)


async def test_refusals_and_outages_are_reported(subject: Subject) -> None:
    with pytest.raises(PaymentProviderError) as refused:
        await subject.provider.update_product("prod_missing", "X", True)
    assert refused.value.reason == "rejected"
    subject.fail()  # type: ignore[operator]
    with pytest.raises(PaymentProviderError) as down:
        await subject.provider.create_checkout_session(request("o3"), "checkout-o3")
    assert down.value.reason == "unavailable"


async def test_a_wrong_key_is_refused() -> None:
    with payments_server() as server:
        stripe = StripePayments("sk_test_wrong", server.url, OUTBOUND)
        with pytest.raises(PaymentProviderError) as refused:
            await stripe.products()
        assert refused.value.reason == "rejected"
        await stripe.aclose()
