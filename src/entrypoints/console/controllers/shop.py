"""Shop: orders with filters, an order's manual grants and revocations, and granting or
revoking by hand with a reason. The same use cases as /v1/admin/shop/orders (admin:shop:view,
admin:shop:manage)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.shop.ports import OrderFilter
from domain.shared.errors import InvalidInput
from domain.shop.facts import OrderState
from entrypoints.console.forms import optional_uuid, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import SMALL
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=64)]
NOTICES = {"granted": "The order is granted.", "revoked": "The order is revoked."}


def _state(raw: str | None) -> OrderState | None:
    if not raw:
        return None
    try:
        return OrderState(raw)
    except ValueError:
        raise InvalidInput("not one of the listed states", field="state") from None


class ConsoleShopController(Controller):
    path = "/console/shop"

    @get("/", access=PUBLIC)
    async def console_orders(
        self,
        request: Request[Any, Any, Any],
        user: Annotated[str | None, QueryParameter(max_length=36)] = None,
        order_state: Annotated[str | None, QueryParameter(name="state", max_length=32)] = None,
        product: Text = None,
        cursor: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        user_id = optional_uuid(user, "user")
        where = OrderFilter(user_id=user_id, state=_state(order_state), product_id=product or None)
        orders = await core_of(request).shop.orders.page(me.principal, where, 50, cursor or None)
        return render(
            "shop.html",
            me=me,
            section="shop",
            orders=orders.items,
            next_cursor=orders.next_cursor,
            user=str(user_id) if user_id else "",
            state=order_state or "",
            product=product or "",
            states=[s.value for s in OrderState],
        )

    @get("/orders/{order_id:str}", access=PUBLIC)
    async def console_order(
        self, request: Request[Any, Any, Any], order_id: FromPath[str], notice: Text = None
    ) -> Response[str]:
        me = await operator_of(request)
        orders = core_of(request).shop.orders
        decisions = await orders.audit(me.principal, order_id)
        payments = await orders.events(me.principal, order_id)
        return render(
            "order.html",
            me=me,
            section="shop",
            order_id=order_id,
            events=decisions,
            payments=payments,
            notice=NOTICES.get(notice or ""),
        )

    @post("/orders/{order_id:str}", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_decide_order(
        self, request: Request[Any, Any, Any], order_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        grant = form.text("action") == "grant"
        orders = core_of(request).shop.orders
        await orders.manual(form.operator.principal, order_id, grant, form.text("reason"))
        return see_other(
            f"{self.path}/orders/{order_id}?notice={'granted' if grant else 'revoked'}"
        )
