"""In-memory adapters of the shop: products, orders, events, audit."""

from __future__ import annotations

from adapters.memory.store import MemoryTx, Table, detached
from application.shop.ports import AuditEntry, OrderFilter, PaymentLink, StoredEvent
from domain.shop.facts import NO_FACTS, Facts
from domain.shop.order import Order
from domain.shop.product import Product

PRODUCTS = Table[str, Product]("shop_products")
ORDERS = Table[str, Order]("shop_orders")
EVENTS = Table[str, StoredEvent]("shop_events")
AUDIT = Table[str, AuditEntry]("shop_audit")
PAYMENTS = Table[str, PaymentLink]("shop_payments")


class MemoryProductRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    def _taken(self, product: Product) -> bool:
        return any(
            p.slug == product.slug and p.id != product.id for p in self._tx.read(PRODUCTS).values()
        )

    async def add(self, product: Product) -> bool:
        if self._taken(product):
            return False
        self._tx.write(PRODUCTS)[product.id] = product
        return True

    async def get(self, product_id: str) -> Product | None:
        return self._tx.read(PRODUCTS).get(product_id)

    async def by_slug(self, slug: str) -> Product | None:
        return next((p for p in self._tx.read(PRODUCTS).values() if p.slug == slug), None)

    async def update(self, product: Product) -> bool:
        if self._taken(product):
            return False
        self._tx.write(PRODUCTS)[product.id] = product
        return True

    async def page(self, active_only: bool, after: str | None, limit: int) -> list[Product]:
        found = sorted(
            (
                p
                for p in self._tx.read(PRODUCTS).values()
                if (p.active or not active_only) and (after is None or p.id > after)
            ),
            key=lambda p: p.id,
        )
        return found[:limit]

    async def all(self) -> list[Product]:
        return sorted(self._tx.read(PRODUCTS).values(), key=lambda p: p.id)


class MemoryOrderRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, order: Order) -> Order:
        for stored in self._tx.read(ORDERS).values():
            if (stored.user_id, stored.idempotency_key) == (order.user_id, order.idempotency_key):
                return detached(stored)
        self._tx.write(ORDERS)[order.id] = order
        return order

    async def get(self, order_id: str, *, lock: bool = False) -> Order | None:
        return self._tx.read(ORDERS).get(order_id)

    async def update(self, order: Order) -> None:
        self._tx.write(ORDERS)[order.id] = order

    async def page(self, where: OrderFilter, before: str | None, limit: int) -> list[Order]:
        found = sorted(
            (
                o
                for o in self._tx.read(ORDERS).values()
                if (where.user_id is None or where.user_id in (o.user_id, o.recipient_id))
                and (where.state is None or o.state is where.state)
                and (where.product_id is None or o.product_id == where.product_id)
                and (before is None or o.id < before)
            ),
            key=lambda o: o.id,
            reverse=True,
        )
        return found[:limit]


class MemoryShopEventRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, event: StoredEvent) -> bool:
        if event.id in self._tx.read(EVENTS):
            return False
        self._tx.write(EVENTS)[event.id] = event
        return True

    async def get(self, event_id: str) -> StoredEvent | None:
        return self._tx.read(EVENTS).get(event_id)

    async def of_order(self, order_id: str) -> list[StoredEvent]:
        return sorted(
            (e for e in self._tx.read(EVENTS).values() if e.order_id == order_id),
            key=lambda e: (e.received_at, e.id),
        )


class MemoryShopAuditRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, entry: AuditEntry) -> None:
        self._tx.write(AUDIT)[entry.id] = entry

    async def of_order(self, order_id: str) -> list[AuditEntry]:
        return sorted(
            (a for a in self._tx.read(AUDIT).values() if a.order_id == order_id),
            key=lambda a: a.id,
        )


class MemoryPaymentLinkRepository:
    """Transactions are serialized (adapters/memory/store.py): ``lock`` only makes the row."""

    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def lock(self, payment_intent: str) -> PaymentLink:
        found = self._tx.read(PAYMENTS).get(payment_intent)
        if found is None:
            found = PaymentLink(payment_intent, None, NO_FACTS)
            self._tx.write(PAYMENTS)[payment_intent] = found
        return found

    async def bind(self, payment_intent: str, order_id: str) -> None:
        self._tx.write(PAYMENTS)[payment_intent] = PaymentLink(payment_intent, order_id, NO_FACTS)

    async def park(self, payment_intent: str, facts: Facts) -> None:
        link = await self.lock(payment_intent)
        self._tx.write(PAYMENTS)[payment_intent] = PaymentLink(
            payment_intent, link.order_id, link.parked | facts
        )


class MemoryShopRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.products = MemoryProductRepository(tx)
        self.orders = MemoryOrderRepository(tx)
        self.events = MemoryShopEventRepository(tx)
        self.audit = MemoryShopAuditRepository(tx)
        self.payments = MemoryPaymentLinkRepository(tx)
