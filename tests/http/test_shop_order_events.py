"""An order's payment events for admins (GET /v1/admin/shop/orders/{orderId}/events), and on
the console's order page: each event the provider sent that named the order, with what it
did, oldest first; a replay is not listed twice."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.shop import SECRET, event, signed

PRODUCT = {
    "slug": "gold-cape", "name": "Gold cape", "kind": "one_time",
    "grants": [{"kind": "catalog_item", "ref": "capes/gold"}],
    "prices": [{"currency": "eur", "amount": 499}],
}  # fmt: skip


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    async with http_with(payments_webhook_secrets=(SECRET,)) as client:
        yield client


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_an_orders_events_are_listed_with_their_outcome(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root_token = await sign_in(core, SUPER_ADMIN, "Root")
    root = bearer(root_token)
    assert (await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)).is_success
    _, token = await sign_in(core)
    order = (
        await http.post(
            "/v1/shop/checkout",
            json={"product": "gold-cape", "currency": "eur"},
            headers=bearer(token) | {"Idempotency-Key": "events-0001"},
        )
    ).json()
    path = f"/v1/admin/shop/orders/{order['id']}/events"
    assert (await http.get(path, headers=root)).json() == {"items": []}
    paid = event("evt_events_1", "checkout.session.completed", order["id"])
    for _ in range(2):  # the second is a replay
        sent = await http.post(
            "/v1/shop/webhook", content=paid, headers={"Stripe-Signature": signed(core, paid)}
        )
        assert sent.status_code == 200
    listed = (await http.get(path, headers=root)).json()["items"]
    assert [(e["id"], e["type"], e["outcome"]) for e in listed] == [
        ("evt_events_1", "checkout.session.completed", "grant")
    ]
    assert (await http.get(path, headers=bearer(token))).status_code == 403
    missing = await http.get("/v1/admin/shop/orders/6b0c2b41ffa35a80e9e33344/events",
                             headers=root)  # fmt: skip
    assert missing.status_code == 404

    landed = await http.get("/console/session", headers={"Cookie": f"svc_token={root_token}"})
    console = re.search(r"svc_console=([^;]+)", landed.headers["set-cookie"])
    assert console
    page = await http.get(
        f"/console/shop/orders/{order['id']}", headers={"Cookie": f"svc_console={console[1]}"}
    )
    assert "evt_events_1" in page.text and "checkout.session.completed" in page.text
