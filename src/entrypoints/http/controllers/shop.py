"""The shop for its customers: the catalog, checkout, purchases, and the provider's webhook
(docs/shop.md)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, get, post
from litestar.params import FromPath, HeaderParameter, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.shop.area import Shop
from application.shop.webhooks import BODY_MAX
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor
from entrypoints.http.dto.shop import (
    CheckoutIn,
    OrderOut,
    OrdersOut,
    ProductOut,
    ProductsOut,
    Slug,
    WebhookOut,
    orders_out,
    product_out,
    products_out,
    purchase_out,
    webhook_out,
)
from entrypoints.http.metrics import counted_webhook
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        description="8 to 128 characters [A-Za-z0-9._:-], one per purchase: a retry with the "
        "same key answers the same order",
        max_length=128,
    ),
]
Signature = Annotated[
    str | None,
    HeaderParameter(name="Stripe-Signature", description="t=<unix seconds>,v1=<hex HMAC>..."),
]


class ShopController(Controller):
    path = "/v1/shop"
    tags = ["shop"]

    @get(
        "/products",
        summary="Products for sale",
        description="Public. The active products, oldest first, with their prices (minor "
        "units per currency) and what a purchase grants.",
        access=PUBLIC,
    )
    async def list_products(
        self, shop: Inject[Shop], limit: Limit = None, cursor: CursorParam = None
    ) -> ProductsOut:
        return products_out(await shop.products.page(limit, cursor))

    @get(
        "/products/{slug:str}",
        summary="One product for sale",
        description="Public. An active product by its slug (404 `shop.product_not_found`).",
        access=PUBLIC,
    )
    async def get_product(self, slug: FromPath[Slug], shop: Inject[Shop]) -> ProductOut:
        return product_out(await shop.products.by_slug(slug))

    @post(
        "/checkout",
        summary="Start a purchase",
        description="Creates an order in `pending` and a checkout session at the payment "
        "provider; pay at `checkoutUrl`. Needs an `Idempotency-Key` header: a retry with the "
        "same key answers the same order (409 `shop.idempotency_key_reused` if the body "
        "differs). `giftTo` gives the grants to another user. Rate limited per user (policy "
        "`checkout`, 429). 503 when the provider does not answer.",
        security=SECURITY,
        status_code=201,
        responses=problems(404, 409, 429, 503),
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def checkout(
        self,
        data: JSONBody[CheckoutIn],
        principal: Inject[Principal],
        shop: Inject[Shop],
        idempotency_key: IdempotencyKey = None,
    ) -> OrderOut:
        return purchase_out(await shop.checkout.start(principal, data.draft(), idempotency_key))

    @get(
        "/purchases",
        summary="My purchases",
        description="The caller's orders (bought, or received as a gift), newest first, with "
        "their state and what they grant.",
        security=SECURITY,
        access=UNSCOPED,
    )
    async def list_purchases(
        self,
        principal: Inject[Principal],
        shop: Inject[Shop],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> OrdersOut:
        return orders_out(await shop.orders.purchases(principal, limit, cursor))

    @post(
        "/webhook",
        summary="Payment provider events",
        description="For the payment provider only. The `Stripe-Signature` header is checked "
        "over the raw body before anything is read (400 `shop.signature_invalid`); each event "
        "is applied once by its id, a replay answers `duplicate: true`.",
        status_code=200,
        request_max_body_size=BODY_MAX,
        responses=problems(413),
        access=PUBLIC,  # the provider's HMAC signature over the body
    )
    async def receive_shop_webhook(
        self, request: Request[Any, Any, Any], shop: Inject[Shop], signature: Signature = None
    ) -> WebhookOut:
        body = await request.body()
        with counted_webhook(request, "payments") as outcome:
            delivery = await shop.webhooks.receive(signature, body)
            outcome.append("duplicate" if delivery.duplicate else delivery.outcome)
        return webhook_out(delivery)
