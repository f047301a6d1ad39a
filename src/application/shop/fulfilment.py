"""What a purchase grants, given and taken back inside the transaction that changes the
order's state, so the grant moves with the state exactly once (docs/shop.md, "Grants")."""

from __future__ import annotations

from datetime import datetime

from application.ports import IdGenerator, UnitOfWork
from domain.permissions.grant import Grant
from domain.permissions.quantity import parse_quantity
from domain.permissions.role import RoleAssignment
from domain.shop.order import Effect, Order
from domain.shop.product import GrantKind


async def fulfil(
    uow: UnitOfWork, ids: IdGenerator, order: Order, effect: Effect, now: datetime
) -> None:
    """Apply ``effect`` of ``order`` (already in its new state) to its recipient's grants
    (those the order recorded when it was bought).
    Catalog items and supporter tiers are held by the order itself (``granted``)."""
    if effect is Effect.NONE:
        return
    user = order.recipient_id
    for g in order.grants:
        if effect is Effect.REVOKE:
            if g.kind is GrantKind.PERMISSION:
                await uow.grants.remove_for_user(user, g.ref)
            elif g.kind is GrantKind.ROLE:
                await uow.roles.unassign(user, g.ref)
            continue
        assert order.paid_at is not None
        expires = g.expiry(order.paid_at, order.period_end)
        if g.kind is GrantKind.PERMISSION:
            value = parse_quantity(g.value) if g.value is not None else None
            await uow.grants.put_for_user(user, Grant(g.ref, False, expires, value))
            await uow.grants.register_node(ids.new_object_id(), g.ref)
        elif g.kind is GrantKind.ROLE and await uow.roles.get(g.ref) is not None:
            await uow.roles.assign(RoleAssignment(user, g.ref, now, expires))
