"""The shop over HTTP (the real app on SQLite): the public catalog, checkout with its
Idempotency-Key, the signed webhook answering 200/400, purchases, and the admin endpoints
with their nodes, ETag/If-Match, filters and cursor pages, the audited manual grant and the
sync with the provider."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.shop import NODE, SECRET, event, signed

PRODUCT: dict[str, Any] = {
    "slug": "gold-cape",
    "name": "Gold cape",
    "kind": "one_time",
    "grants": [{"kind": "permission", "ref": NODE, "value": 2}, {"kind": "catalog_item",
                                                                "ref": "capes/gold"}],
    "prices": [{"currency": "eur", "amount": 499}, {"currency": "USD", "amount": 549}],
    "images": ["https://cdn.example.com/shop/gold-cape.png"],
}  # fmt: skip


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    async with http_with(payments_webhook_secrets=(SECRET,)) as client:
        yield client


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def admin_headers(http: AsyncTestClient) -> dict[str, str]:
    _, token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    return bearer(token)


async def test_catalog_checkout_webhook_and_purchases(http: AsyncTestClient) -> None:
    root = await admin_headers(http)
    created = await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)
    assert created.status_code == 201, created.text
    assert created.headers["etag"] == '"1"'
    assert created.json()["prices"][1] == {"currency": "usd", "amount": 549}
    listed = await http.get("/v1/shop/products")
    assert [p["slug"] for p in listed.json()["items"]] == ["gold-cape"]
    assert (await http.get("/v1/shop/products/gold-cape")).json()["name"] == "Gold cape"
    assert (await http.get("/v1/shop/products/nope")).json()["code"] == "shop.product_not_found"

    buyer_id, token = await sign_in(core_of(http))
    me = bearer(token)
    body = {"product": "gold-cape", "currency": "EUR"}
    no_key = await http.post("/v1/shop/checkout", json=body, headers=me)
    assert no_key.status_code == 400
    keyed = me | {"Idempotency-Key": "order-7f3a9c21"}
    first = await http.post("/v1/shop/checkout", json=body, headers=keyed)
    assert first.status_code == 201, first.text
    order = first.json()
    assert order["state"] == "pending" and order["checkoutUrl"].startswith("https://")
    assert order["total"] == {"currency": "eur", "amount": 499}
    retry = await http.post("/v1/shop/checkout", json=body, headers=keyed)
    assert retry.json()["id"] == order["id"]
    other = await http.post("/v1/shop/checkout", json=body | {"quantity": 3}, headers=keyed)
    assert (other.status_code, other.json()["code"]) == (409, "shop.idempotency_key_reused")
    no_price = await http.post(
        "/v1/shop/checkout", json=body | {"currency": "gbp"}, headers=me | {"Idempotency-Key":
                                                                          "order-00000002"}
    )  # fmt: skip
    assert (no_price.status_code, no_price.json()["code"]) == (400, "shop.no_price")

    paid = event("evt_http_1", "checkout.session.completed", order["id"])
    wrong = {"Stripe-Signature": signed(core_of(http), paid, "whsec_x")}
    bad = await http.post("/v1/shop/webhook", content=paid, headers=wrong)
    assert (bad.status_code, bad.json()["code"]) == (400, "shop.signature_invalid")
    hook = {"Stripe-Signature": signed(core_of(http), paid)}
    ok = await http.post("/v1/shop/webhook", content=paid, headers=hook)
    assert ok.status_code == 200 and ok.json() == {"received": True, "duplicate": False,
                                                   "outcome": "grant"}  # fmt: skip
    again = await http.post("/v1/shop/webhook", content=paid, headers=hook)
    assert again.json()["duplicate"] is True

    mine = (await http.get("/v1/shop/purchases", headers=me)).json()["items"]
    assert [(p["id"], p["state"], p["granted"]) for p in mine] == [(order["id"], "paid", True)]
    assert mine[0]["checkoutUrl"] is None
    assert NODE in (await http.get("/v1/profile/self", headers=me)).json()["permissions"]
    assert str(buyer_id) == mine[0]["userId"]


async def test_admin_nodes_etags_filters_and_the_audit(http: AsyncTestClient) -> None:
    _, token = await sign_in(core_of(http))
    someone = bearer(token)
    refused = await http.post("/v1/admin/shop/products", json=PRODUCT, headers=someone)
    assert (refused.status_code, refused.json()["code"]) == (403, "permissions.denied")
    root = await admin_headers(http)
    product = (await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)).json()
    taken = await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)
    assert (taken.status_code, taken.json()["code"]) == (409, "shop.slug_taken")
    path = f"/v1/admin/shop/products/{product['id']}"
    changed = await http.put(
        path, json=PRODUCT | {"active": False}, headers=root | {"If-Match": '"1"'}
    )
    assert changed.status_code == 200 and changed.headers["etag"] == '"2"'
    stale = await http.put(path, json=PRODUCT, headers=root | {"If-Match": '"1"'})
    assert stale.status_code == 412
    assert (await http.get("/v1/shop/products")).json()["items"] == []
    assert len((await http.get("/v1/admin/shop/products", headers=root)).json()["items"]) == 1
    await http.put(path, json=PRODUCT, headers=root)

    orders = []
    for n in range(3):
        made = await http.post(
            "/v1/shop/checkout", json={"product": "gold-cape", "currency": "eur"},
            headers=someone | {"Idempotency-Key": f"order-page-{n:04d}"},
        )  # fmt: skip
        orders.append(made.json()["id"])
    page = await http.get("/v1/admin/shop/orders", params={"limit": 2}, headers=root)
    assert [o["id"] for o in page.json()["items"]] == orders[::-1][:2]
    rest = await http.get(
        "/v1/admin/shop/orders", params={"limit": 2, "cursor": page.json()["nextCursor"]},
        headers=root,
    )  # fmt: skip
    assert [o["id"] for o in rest.json()["items"]] == [orders[0]]
    assert rest.json()["nextCursor"] is None

    grant = f"/v1/admin/shop/orders/{orders[0]}/grant"
    granted = await http.post(grant, json={"reason": "paid by bank transfer"}, headers=root)
    assert granted.status_code == 200 and granted.json()["state"] == "paid"
    twice = await http.post(grant, json={"reason": "again"}, headers=root)
    assert (twice.status_code, twice.json()["code"]) == (409, "shop.order_state")
    paid = await http.get("/v1/admin/shop/orders", params={"state": "paid"}, headers=root)
    assert [o["id"] for o in paid.json()["items"]] == [orders[0]]
    trail = await http.get(f"/v1/admin/shop/orders/{orders[0]}/audit", headers=root)
    assert [(a["action"], a["reason"]) for a in trail.json()["items"]] == [
        ("grant", "paid by bank transfer")
    ]
    denied = await http.post(grant, json={"reason": "x"}, headers=someone)
    assert denied.status_code == 403


async def test_sync_reports_differences_and_is_idempotent(http: AsyncTestClient) -> None:
    root = await admin_headers(http)
    await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)
    dry = await http.post("/v1/admin/shop/sync", json={"dryRun": True}, headers=root)
    assert sorted(c["change"] for c in dry.json()["changes"]) == [
        "create_price", "create_price", "create_product"
    ]  # fmt: skip
    first = await http.post("/v1/admin/shop/sync", json={}, headers=root)
    assert len(first.json()["changes"]) == 3
    second = await http.post("/v1/admin/shop/sync", json={}, headers=root)
    assert second.json() == {"dryRun": False, "changes": []}


async def test_the_webhook_answers_an_unpaid_completion_and_refuses_a_body_it_cannot_use(
    http: AsyncTestClient,
) -> None:
    root = await admin_headers(http)
    await http.post("/v1/admin/shop/products", json=PRODUCT, headers=root)
    _, token = await sign_in(core_of(http))
    me = bearer(token)
    order = (
        await http.post("/v1/shop/checkout", json={"product": "gold-cape", "currency": "eur"},
                        headers=me | {"Idempotency-Key": "order-sepa-0001"})
    ).json()  # fmt: skip

    async def post(body: bytes) -> Any:
        header = {"Stripe-Signature": signed(core_of(http), body)}
        return await http.post("/v1/shop/webhook", content=body, headers=header)

    unreadable = event("evt_http_bad", "checkout.session.completed", order["id"],
                       metadata=["order_id"], payment_status="paid")  # fmt: skip
    refused = await post(unreadable)
    assert (refused.status_code, refused.json()["code"]) == (400, "validation")
    unpaid = event("evt_http_sepa", "checkout.session.completed", order["id"],
                   payment_status="unpaid")  # fmt: skip
    answered = await post(unpaid)
    assert answered.json() == {"received": True, "duplicate": False, "outcome": "none"}
    [mine] = (await http.get("/v1/shop/purchases", headers=me)).json()["items"]
    assert (mine["state"], mine["granted"]) == ("awaiting_payment", False)
    assert NODE not in (await http.get("/v1/profile/self", headers=me)).json()["permissions"]
    # the refused body was not stored: once readable, the same id is applied
    readable = event("evt_http_bad", "checkout.session.async_payment_succeeded", order["id"])
    assert (await post(readable)).json()["outcome"] == "grant"
