"""Orders: the caller's purchases, the admin list, and the audited manual grant and revoke
(docs/shop.md, "Orders")."""

from __future__ import annotations

from dataclasses import dataclass

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.shop.catalog import LIST_LIMIT
from application.shop.fulfilment import fulfil
from application.shop.ports import AuditEntry, OrderFilter, StoredEvent
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.shared.errors import InvalidInput
from domain.shop.errors import GrantStateConflict, OrderNotFound
from domain.shop.nodes import SHOP_MANAGE, SHOP_VIEW
from domain.shop.order import Order
from domain.shop.product import Product

REASON_MAX = 500


@dataclass(frozen=True, slots=True)
class Purchase:
    order: Order
    product: Product | None


class Orders:
    def __init__(
        self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def purchases(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[Purchase]:
        """Orders the caller bought or was given, newest first."""
        return await self._page(OrderFilter(user_id=principal.user_id), limit, cursor)

    async def page(
        self,
        principal: Principal,
        where: OrderFilter,
        limit: int | None,
        cursor: str | None,
    ) -> Page[Purchase]:
        await self._access.require(principal, SHOP_VIEW)
        return await self._page(where, limit, cursor)

    async def _page(
        self, where: OrderFilter, limit: int | None, cursor: str | None
    ) -> Page[Purchase]:
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.shop.orders.page(where, before, limit + 1)
            more, rows = len(rows) > limit, rows[:limit]
            products = {
                pid: await uow.shop.products.get(pid) for pid in {o.product_id for o in rows}
            }
        items = [Purchase(o, products.get(o.product_id)) for o in rows]
        return Page(items, cursors.encode(rows[-1].id) if more else None)

    async def manual(
        self, principal: Principal, order_id: str, grant: bool, reason: str
    ) -> Purchase:
        """Grant (the order becomes ``paid``) or revoke (``canceled``) by hand, with a reason
        kept in the order's audit trail. 409 ``shop.order_state`` when there is nothing to do.
        The decision overrules what the provider's events said so far; a later refund, lost
        dispute or ended subscription still takes the grants back (domain/shop/facts.py)."""
        await self._access.require(principal, SHOP_MANAGE)
        reason = reason.strip()
        if not 1 <= len(reason) <= REASON_MAX:
            raise InvalidInput(f"must be 1 to {REASON_MAX} characters", field="reason")
        now = self._clock.now()
        async with self._uow() as uow:
            order = await uow.shop.orders.get(order_id, lock=True)
            if order is None:
                raise OrderNotFound()
            if order.granted == grant:
                raise GrantStateConflict(
                    "the order's grants are already held" if grant else "nothing to revoke"
                )
            changed, effect = order.decide(grant, now)
            product = await uow.shop.products.get(order.product_id)
            assert product is not None
            await uow.shop.orders.update(changed)
            await fulfil(uow, self._ids, changed, effect, now)
            await uow.shop.audit.add(
                AuditEntry(
                    self._ids.new_object_id(),
                    order.id,
                    principal.user_id,
                    "grant" if grant else "revoke",
                    reason,
                    now,
                )
            )
            await self._audit.record(
                uow, principal, "shop.order.grant" if grant else "shop.order.revoke",
                Target("order", order.id), before=snapshots.order(order),
                after=snapshots.order(changed) | {"reason": reason},
            )  # fmt: skip
            await uow.commit()
        await self._access.changed(changed.recipient_id)
        return Purchase(changed, product)

    async def audit(self, principal: Principal, order_id: str) -> list[AuditEntry]:
        await self._access.require(principal, SHOP_VIEW)
        async with self._uow() as uow:
            if await uow.shop.orders.get(order_id) is None:
                raise OrderNotFound()
            return await uow.shop.audit.of_order(order_id)

    async def events(self, principal: Principal, order_id: str) -> list[StoredEvent]:
        """The payment provider's events that named the order, oldest first, with what each
        did to it (admin:shop:view)."""
        await self._access.require(principal, SHOP_VIEW)
        async with self._uow() as uow:
            if await uow.shop.orders.get(order_id) is None:
                raise OrderNotFound()
            return await uow.shop.events.of_order(order_id)
