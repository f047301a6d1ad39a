"""Administering the shop: products, orders, the audited manual grant and revoke, and the sync
with the payment provider (docs/shop.md; nodes admin:shop:view and admin:shop:manage)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.shop.area import Shop
from application.shop.ports import OrderFilter
from domain.shop.order import OrderState
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT, SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.shop import (
    AuditsOut,
    ManualIn,
    OrderEventsOut,
    OrderOut,
    OrdersOut,
    ProductIn,
    ProductOut,
    ProductsOut,
    StateName,
    SyncIn,
    SyncOut,
    audits_out,
    order_events_out,
    orders_out,
    product_out,
    products_out,
    purchase_out,
    sync_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import UNSCOPED

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


def _tagged(out: ProductOut, status_code: int = 200) -> Response[ProductOut]:
    return Response(out, status_code=status_code, headers={"ETag": etag(out.revision)})


class AdminShopController(Controller):
    path = "/v1/admin/shop"
    tags = ["shop", "admin"]
    security = SECURITY

    @get(
        "/products",
        summary="Every product",
        description="Needs admin:shop:view. Active and inactive products, oldest first.",
        access=UNSCOPED,
    )
    async def list_all_products(
        self,
        principal: Inject[Principal],
        shop: Inject[Shop],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> ProductsOut:
        page = await shop.products.page(limit, cursor, principal, include_inactive=True)
        return products_out(page)

    @post(
        "/products",
        summary="Create a product",
        description="Needs admin:shop:manage. `slug` is unique (409 `shop.slug_taken`); "
        "prices are integer minor units, one per currency; grants name a permission node, a "
        "role id, a catalog item or a supporter tier. Answers the revision as `ETag`.",
        status_code=201,
        request_max_body_size=DOCUMENT,
        responses=problems(409, 413),
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def create_product(
        self, data: JSONBody[ProductIn], principal: Inject[Principal], shop: Inject[Shop]
    ) -> Response[ProductOut]:
        product = await shop.products.create(principal, data.draft())
        return _tagged(product_out(product), 201)

    @get(
        "/products/{product_id:str}",
        summary="One product",
        description="Needs admin:shop:view. Its revision is the `ETag`.",
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def get_product_by_id(
        self, product_id: FromPath[ObjectIdStr], principal: Inject[Principal], shop: Inject[Shop]
    ) -> Response[ProductOut]:
        return _tagged(product_out(await shop.products.get(principal, product_id)))

    @put(
        "/products/{product_id:str}",
        summary="Replace a product",
        description="Needs admin:shop:manage. Every field, as on create; `active: false` "
        "takes it off sale (orders keep it). `If-Match` with the ETag read: 412 when stale. "
        "Run the sync to take the change to the provider.",
        request_max_body_size=DOCUMENT,
        responses=problems(409, 412, 413),
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def replace_product(
        self,
        product_id: FromPath[ObjectIdStr],
        data: JSONBody[ProductIn],
        principal: Inject[Principal],
        shop: Inject[Shop],
        if_match: IfMatch = None,
    ) -> Response[ProductOut]:
        product = await shop.products.update(
            principal, product_id, data.draft(), expected_revision(if_match)
        )
        return _tagged(product_out(product))

    @get(
        "/orders",
        summary="Orders, newest first",
        description="Needs admin:shop:view. Filter by `userId` (bought or received), `state` "
        "and `productId`.",
        access=UNSCOPED,
    )
    async def list_orders(
        self,
        principal: Inject[Principal],
        shop: Inject[Shop],
        user_id: Annotated[UUID | None, QueryParameter(name="userId")] = None,
        state_name: Annotated[StateName | None, QueryParameter(name="state")] = None,
        product_id: Annotated[ObjectIdStr | None, QueryParameter(name="productId")] = None,
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> OrdersOut:
        where = OrderFilter(user_id, OrderState(state_name) if state_name else None, product_id)
        return orders_out(await shop.orders.page(principal, where, limit, cursor))

    @post(
        "/orders/{order_id:str}/grant",
        summary="Grant an order by hand",
        description="Needs admin:shop:manage. The order becomes `paid` and its recipient gets "
        "what the product grants (a payment made elsewhere, a goodwill gesture); the reason is "
        "kept in the order's audit trail. 409 `shop.order_state` when already granted.",
        status_code=200,
        responses=problems(409),
        request_max_body_size=TEXT,
        access=UNSCOPED,
    )
    async def grant_order(
        self,
        order_id: FromPath[ObjectIdStr],
        data: JSONBody[ManualIn],
        principal: Inject[Principal],
        shop: Inject[Shop],
    ) -> OrderOut:
        return purchase_out(await shop.orders.manual(principal, order_id, True, data.reason))

    @post(
        "/orders/{order_id:str}/revoke",
        summary="Revoke an order by hand",
        description="Needs admin:shop:manage. The order becomes `canceled` and what it granted "
        "is taken back (refund it at the provider separately); audited like a grant. 409 "
        "`shop.order_state` when nothing is granted.",
        status_code=200,
        responses=problems(409),
        request_max_body_size=TEXT,
        access=UNSCOPED,
    )
    async def revoke_order(
        self,
        order_id: FromPath[ObjectIdStr],
        data: JSONBody[ManualIn],
        principal: Inject[Principal],
        shop: Inject[Shop],
    ) -> OrderOut:
        return purchase_out(await shop.orders.manual(principal, order_id, False, data.reason))

    @get(
        "/orders/{order_id:str}/audit",
        summary="An order's audit trail",
        description="Needs admin:shop:view. The manual grants and revokes, oldest first, with "
        "who made them and why.",
        access=UNSCOPED,
    )
    async def get_order_audit(
        self, order_id: FromPath[ObjectIdStr], principal: Inject[Principal], shop: Inject[Shop]
    ) -> AuditsOut:
        return audits_out(await shop.orders.audit(principal, order_id))

    @get(
        "/orders/{order_id:str}/events",
        summary="An order's payment events",
        description="Needs admin:shop:view. The payment provider's events that named the "
        "order, oldest first, with what each did to it.",
        access=UNSCOPED,
    )
    async def list_order_events(
        self, order_id: FromPath[ObjectIdStr], principal: Inject[Principal], shop: Inject[Shop]
    ) -> OrderEventsOut:
        return order_events_out(await shop.orders.events(principal, order_id))

    @post(
        "/sync",
        summary="Sync the catalog to the payment provider",
        description="Needs admin:shop:manage. Creates or updates the provider's product of "
        "each slug, creates missing prices and deactivates others, and reports every "
        "difference; a second run reports none. `dryRun: true` only reports. 503 when the "
        "provider does not answer.",
        status_code=200,
        responses=problems(503),
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def sync_shop(
        self, data: JSONBody[SyncIn], principal: Inject[Principal], shop: Inject[Shop]
    ) -> SyncOut:
        return sync_out(await shop.sync.run(principal, data.dry_run))
