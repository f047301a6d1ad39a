"""The shop's repositories on the unit of work's connection.

Writers of one order queue on its row (``lock=True`` is ``SELECT ... FOR UPDATE`` on
PostgreSQL; SQLite runs one writer at a time); events are stored once by their id with an
insert that does nothing on conflict, so a concurrent duplicate delivery learns it lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.shop import (
    shop_audit,
    shop_events,
    shop_orders,
    shop_payments,
    shop_products,
)
from adapters.sql.upsert import upsert
from application.shop.ports import AuditEntry, OrderFilter, PaymentLink, StoredEvent
from domain.shop.facts import Fact, Facts, ManualDecision
from domain.shop.money import Money
from domain.shop.order import Order, OrderState
from domain.shop.product import GrantKind, Product, ProductGrant, ProductKind

p, o, e, a, pay = shop_products, shop_orders, shop_events, shop_audit, shop_payments


def _facts_values(facts: Facts) -> list[str]:
    return sorted(f.encoded() for f in facts)


def _facts(stored: Any) -> Facts:
    return frozenset(Fact.decoded(text) for text in as_json(stored))


def _manual_value(manual: ManualDecision | None) -> dict[str, Any] | None:
    return None if manual is None else {"grant": manual.grant, "seen": _facts_values(manual.seen)}


def _manual(stored: Any) -> ManualDecision | None:
    value = as_json(stored) if stored is not None else None
    return None if value is None else ManualDecision(bool(value["grant"]), _facts(value["seen"]))


def _grants_values(grants: Sequence[ProductGrant]) -> list[dict[str, Any]]:
    return [
        {"kind": g.kind.value, "ref": g.ref, "value": g.value, "days": g.duration_days}
        for g in grants
    ]


def _grants(stored: Any) -> tuple[ProductGrant, ...]:
    return tuple(
        ProductGrant(GrantKind(g["kind"]), g["ref"], g.get("value"), g.get("days"))
        for g in as_json(stored)
    )


def _product_values(product: Product) -> dict[str, Any]:
    return {
        "id": product.id,
        "slug": product.slug,
        "name": product.name,
        "description": product.description,
        "images": list(product.images),
        "kind": product.kind.value,
        "grants": _grants_values(product.grants),
        "prices": [{"currency": m.currency, "amount": m.amount} for m in product.prices],
        "active": product.active,
        "provider_id": product.provider_id,
        "revision": product.revision,
        "created_at": ms(product.created_at),
        "updated_at": ms(product.updated_at),
    }


_PRODUCT = sa.select(
    p.c.id, p.c.slug, p.c.name, p.c.description, p.c.images, p.c.kind, p.c.grants, p.c.prices,
    p.c.active, p.c.provider_id, p.c.revision, p.c.created_at, p.c.updated_at,
)  # fmt: skip


def _product(row: Sequence[Any]) -> Product:
    (pid, slug, name, description, images, kind, grants, prices, active, provider_id, revision,
     created_at, updated_at) = row  # fmt: skip
    return Product(
        id=pid,
        slug=slug,
        name=name,
        description=description,
        images=tuple(as_json(images)),
        kind=ProductKind(kind),
        grants=_grants(grants),
        prices=tuple(Money(int(m["amount"]), m["currency"]) for m in as_json(prices)),
        active=bool(active),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        revision=int(revision),
        provider_id=provider_id,
    )


class SqlProductRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, product: Product) -> bool:
        statement = (
            upsert(self._db, p)
            .values(**_product_values(product))
            .on_conflict_do_nothing()
            .returning(p.c.id)
        )
        return (await self._db.execute(statement)).first() is not None

    async def _one(self, where: sa.ColumnElement[bool]) -> Product | None:
        row = (await self._db.execute(_PRODUCT.where(where))).first()
        return _product(row) if row else None

    async def get(self, product_id: str) -> Product | None:
        return await self._one(p.c.id == product_id)

    async def by_slug(self, slug: str) -> Product | None:
        return await self._one(p.c.slug == slug)

    async def update(self, product: Product) -> bool:
        taken = await self._db.execute(
            sa.select(p.c.id).where(p.c.slug == product.slug, p.c.id != product.id)
        )
        if taken.first() is not None:
            return False
        values = _product_values(product)
        del values["id"]
        await self._db.execute(p.update().where(p.c.id == product.id).values(**values))
        return True

    async def page(self, active_only: bool, after: str | None, limit: int) -> list[Product]:
        query = _PRODUCT
        if active_only:
            query = query.where(p.c.active.is_(True))
        if after is not None:
            query = query.where(p.c.id > after)
        rows = await self._db.execute(query.order_by(p.c.id).limit(limit))
        return [_product(row) for row in rows]

    async def all(self) -> list[Product]:
        return [_product(row) for row in await self._db.execute(_PRODUCT.order_by(p.c.id))]


def _order_values(order: Order) -> dict[str, Any]:
    return {
        "id": order.id,
        "user_id": order.user_id,
        "recipient_id": order.recipient_id,
        "product_id": order.product_id,
        "quantity": order.quantity,
        "currency": order.total.currency,
        "amount": order.total.amount,
        "state": order.state.value,
        "idempotency_key": order.idempotency_key,
        "session_id": order.session_id,
        "checkout_url": order.checkout_url,
        "granted": order.granted,
        "grants": _grants_values(order.grants),
        "created_at": ms(order.created_at),
        "updated_at": ms(order.updated_at),
        "paid_at": ms(order.paid_at),
        "period_end": ms(order.period_end),
        "facts": _facts_values(order.facts),
        "manual": _manual_value(order.manual),
        "payment_intent": order.payment_intent,
    }


_ORDER = sa.select(
    o.c.id, o.c.user_id, o.c.recipient_id, o.c.product_id, o.c.quantity, o.c.currency,
    o.c.amount, o.c.state, o.c.idempotency_key, o.c.session_id, o.c.checkout_url, o.c.granted,
    o.c.grants, o.c.created_at, o.c.updated_at, o.c.paid_at, o.c.period_end, o.c.facts,
    o.c.manual, o.c.payment_intent,
)  # fmt: skip


def _order(row: Sequence[Any]) -> Order:
    (oid, user_id, recipient_id, product_id, quantity, currency, amount, state, key, session_id,
     checkout_url, granted, grants, created_at, updated_at, paid_at, period_end, facts, manual,
     payment_intent) = row  # fmt: skip
    return Order(
        id=oid,
        user_id=as_uuid(user_id),
        recipient_id=as_uuid(recipient_id),
        product_id=product_id,
        quantity=int(quantity),
        total=Money(int(amount), currency),
        state=OrderState(state),
        idempotency_key=key,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        session_id=session_id,
        checkout_url=checkout_url,
        paid_at=dt(paid_at),
        period_end=dt(period_end),
        granted=bool(granted),
        grants=_grants(grants),
        facts=_facts(facts),
        manual=_manual(manual),
        payment_intent=payment_intent,
    )


class SqlOrderRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, order: Order) -> Order:
        await self._db.execute(
            upsert(self._db, o).values(**_order_values(order)).on_conflict_do_nothing()
        )
        row = (
            await self._db.execute(
                _ORDER.where(
                    o.c.user_id == order.user_id, o.c.idempotency_key == order.idempotency_key
                )
            )
        ).one()
        return _order(row)

    async def get(self, order_id: str, *, lock: bool = False) -> Order | None:
        query = _ORDER.where(o.c.id == order_id)
        if lock:
            query = query.with_for_update()
        row = (await self._db.execute(query)).first()
        return _order(row) if row else None

    async def update(self, order: Order) -> None:
        values = _order_values(order)
        del values["id"]
        await self._db.execute(o.update().where(o.c.id == order.id).values(**values))

    async def page(self, where: OrderFilter, before: str | None, limit: int) -> list[Order]:
        query = _ORDER
        if where.user_id is not None:
            query = query.where(sa.or_(o.c.user_id == where.user_id,
                                       o.c.recipient_id == where.user_id))  # fmt: skip
        if where.state is not None:
            query = query.where(o.c.state == where.state.value)
        if where.product_id is not None:
            query = query.where(o.c.product_id == where.product_id)
        if before is not None:
            query = query.where(o.c.id < before)
        rows = await self._db.execute(query.order_by(o.c.id.desc()).limit(limit))
        return [_order(row) for row in rows]


class SqlShopEventRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, event: StoredEvent) -> bool:
        statement = (
            upsert(self._db, e)
            .values(
                id=event.id,
                type=event.type,
                order_id=event.order_id,
                outcome=event.outcome,
                received_at=ms(event.received_at),
            )
            .on_conflict_do_nothing()
            .returning(e.c.id)
        )
        return (await self._db.execute(statement)).first() is not None

    async def get(self, event_id: str) -> StoredEvent | None:
        row = (
            await self._db.execute(
                sa.select(e.c.id, e.c.type, e.c.order_id, e.c.received_at, e.c.outcome).where(
                    e.c.id == event_id
                )
            )
        ).first()
        if row is None:
            return None
        return StoredEvent(row[0], row[1], row[2], dt_required(row[3]), row[4])

    async def of_order(self, order_id: str) -> list[StoredEvent]:
        rows = await self._db.execute(
            sa.select(e.c.id, e.c.type, e.c.order_id, e.c.received_at, e.c.outcome)
            .where(e.c.order_id == order_id)
            .order_by(e.c.received_at, e.c.id)
        )
        return [StoredEvent(r[0], r[1], r[2], dt_required(r[3]), r[4]) for r in rows]


class SqlShopAuditRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, entry: AuditEntry) -> None:
        await self._db.execute(
            a.insert().values(
                id=entry.id,
                order_id=entry.order_id,
                actor_id=entry.actor_id,
                action=entry.action,
                reason=entry.reason,
                at=ms(entry.at),
            )
        )

    async def of_order(self, order_id: str) -> list[AuditEntry]:
        rows = await self._db.execute(
            sa.select(a.c.id, a.c.order_id, a.c.actor_id, a.c.action, a.c.reason, a.c.at)
            .where(a.c.order_id == order_id)
            .order_by(a.c.id)
        )
        return [AuditEntry(r[0], r[1], as_uuid(r[2]), r[3], r[4], dt_required(r[5])) for r in rows]


class SqlPaymentLinkRepository:
    """``lock`` inserts the row if it is missing, then holds it (``FOR UPDATE`` on PostgreSQL;
    SQLite runs one writer at a time)."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def lock(self, payment_intent: str) -> PaymentLink:
        await self._db.execute(
            upsert(self._db, pay)
            .values(payment_intent=payment_intent, order_id=None, parked=[])
            .on_conflict_do_nothing()
        )
        query = sa.select(pay.c.order_id, pay.c.parked).where(
            pay.c.payment_intent == payment_intent
        )
        order_id, parked = (await self._db.execute(query.with_for_update())).one()
        return PaymentLink(payment_intent, order_id, _facts(parked))

    async def bind(self, payment_intent: str, order_id: str) -> None:
        await self._db.execute(
            pay.update()
            .where(pay.c.payment_intent == payment_intent)
            .values(order_id=order_id, parked=[])
        )

    async def park(self, payment_intent: str, facts: Facts) -> None:
        link = await self.lock(payment_intent)
        await self._db.execute(
            pay.update()
            .where(pay.c.payment_intent == payment_intent)
            .values(parked=_facts_values(link.parked | facts))
        )


class SqlShopRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.products = SqlProductRepository(connection)
        self.orders = SqlOrderRepository(connection)
        self.events = SqlShopEventRepository(connection)
        self.audit = SqlShopAuditRepository(connection)
        self.payments = SqlPaymentLinkRepository(connection)
