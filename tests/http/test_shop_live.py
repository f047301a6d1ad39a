"""The purchase end to end over real HTTP: a real uvicorn serving the app, configured with the
Stripe-style adapter against the local provider (tests/support/payments_server.py). Checkout
-> the provider "pays" and delivers the signed event to the server's webhook -> the grant is
in GET /v1/profile/self."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.shop.product import ProductKind
from tests.conftest import bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.payments_server import SECRET_KEY, PaymentsServer, payments_server
from tests.support.shop import NODE, SECRET, product
from tests.support.versions import admin
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, PaymentsServer, str]]:
    directory = tmp_path_factory.mktemp("shop-live")
    url = sqlite_template.fresh(directory)
    with payments_server() as provider:
        env = server_env(
            url,
            directory / "var",
            SVC_PAYMENTS_API_URL=provider.url,
            SVC_PAYMENTS_SECRET_KEY=SECRET_KEY,
            SVC_PAYMENTS_WEBHOOK_SECRETS=f"{SECRET},whsec_previous_secret",
            SVC_PAYMENTS_TIMEOUT=str(OUTBOUND),
        )
        with LiveServer(env) as server:
            yield server, provider, url


async def test_checkout_pay_webhook_grant(
    live: tuple[LiveServer, PaymentsServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, provider, url = live
    async with await build_core(settings_for(url)) as core:  # the operator's tools
        item = await product(core, await admin(core), ProductKind.ONE_TIME)
        _, token = await sign_in(core)
    me = bearer(token)
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        assert NODE not in (await client.get("/v1/profile/self", headers=me)).json()["permissions"]
        started = await client.post(
            "/v1/shop/checkout",
            json={"product": item.slug, "currency": "eur", "quantity": 2},
            headers=me | {"Idempotency-Key": "live-checkout-0001"},
        )
        assert started.status_code == 201, started.text
        order = started.json()
        [session] = provider.state.sessions.values()
        assert order["checkoutUrl"] == session["url"]
        form = session["form"]
        assert form["client_reference_id"] == order["id"]
        assert form["payment_intent_data[metadata][order_id]"] == order["id"]
        assert form["line_items[0][price_data][unit_amount]"] == "499"
        assert form["line_items[0][quantity]"] == "2"

        status = provider.pay(session["id"], f"{server.base_url}/v1/shop/webhook", SECRET)
        assert status == 200

        me_now = (await client.get("/v1/profile/self", headers=me)).json()
        assert NODE in me_now["permissions"]
        [purchase] = (await client.get("/v1/shop/purchases", headers=me)).json()["items"]
        assert (purchase["state"], purchase["granted"]) == ("paid", True)
        assert purchase["total"] == {"currency": "eur", "amount": 998}


async def test_a_delayed_payment_grants_nothing_until_it_succeeds(
    live: tuple[LiveServer, PaymentsServer, str], settings_for: Callable[..., Settings]
) -> None:
    """The provider completes the checkout with ``payment_status: unpaid`` (SEPA debit): the
    order waits, nothing is granted; the payment then fails: the order ends, still nothing."""
    server, provider, url = live
    async with await build_core(settings_for(url)) as core:
        item = await product(core, await admin(core), ProductKind.ONE_TIME)
        _, token = await sign_in(core)
    me = bearer(token)
    hook = f"{server.base_url}/v1/shop/webhook"
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        started = await client.post(
            "/v1/shop/checkout",
            json={"product": item.slug, "currency": "eur"},
            headers=me | {"Idempotency-Key": "live-checkout-sepa-0001"},
        )
        assert started.status_code == 201, started.text
        order_id = started.json()["id"]
        [session_id] = [k for k, s in provider.state.sessions.items()
                        if s["form"]["client_reference_id"] == order_id]  # fmt: skip

        async def mine() -> tuple[str, bool, list[str]]:
            [order] = [o for o in (await client.get("/v1/shop/purchases", headers=me)).json()[
                "items"] if o["id"] == order_id]  # fmt: skip
            held = (await client.get("/v1/profile/self", headers=me)).json()["permissions"]
            return order["state"], order["granted"], [n for n in held if n == NODE]

        assert provider.pay(session_id, hook, SECRET, payment_status="unpaid") == 200
        assert await mine() == ("awaiting_payment", False, [])
        failed = "checkout.session.async_payment_failed"
        assert provider.deliver(failed, session_id, hook, SECRET, "unpaid") == 200
        assert await mine() == ("failed", False, [])
