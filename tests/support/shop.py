"""Building blocks for the shop suites: products, checkouts and signed provider events."""

from __future__ import annotations

import json
import uuid
from typing import Any

from application.identity.principal import OPERATOR, Principal
from application.permissions.roles import RoleDraft
from application.shop.catalog import ProductDraft
from application.shop.checkout import CheckoutDraft
from bootstrap.core import Core
from domain.shared.time import to_millis
from domain.shop.money import Money
from domain.shop.order import Order
from domain.shop.product import GrantKind, Product, ProductGrant, ProductKind
from domain.shop.signature import header_for

SECRET = "whsec_current_0123456789"
OLD_SECRET = "whsec_previous_0123456789"
NODE = "cosmetics:cape.gold"


async def product(
    core: Core, root: Principal, kind: ProductKind = ProductKind.ONE_TIME, days: int | None = None
) -> Product:
    """A product granting a permission (with a value), a role, a catalog item and a tier."""
    role = await core.permissions.roles.create(
        OPERATOR, RoleDraft(slug=f"vip-{uuid.uuid4().hex[:8]}", name="VIP")
    )
    return await core.shop.products.create(
        root,
        ProductDraft(
            slug=f"pack-{uuid.uuid4().hex[:8]}",
            name="Gold cape pack",
            kind=kind,
            grants=(
                ProductGrant(GrantKind.PERMISSION, NODE, 3, days),
                ProductGrant(GrantKind.ROLE, role.id, None, days),
                ProductGrant(GrantKind.CATALOG_ITEM, "capes/gold"),
                ProductGrant(GrantKind.SUPPORTER_TIER, "gold"),
            ),
            prices=(Money(499, "eur"), Money(549, "usd")),
        ),
    )


async def checkout(core: Core, buyer: Principal, item: Product, key: str | None = None) -> Order:
    started = await core.shop.checkout.start(
        buyer, CheckoutDraft(item.slug, "eur"), key or f"key-{uuid.uuid4().hex}"
    )
    return started.order


# What the provider's objects carry by default in these events (override by keyword).
DEFAULTS: dict[str, dict[str, Any]] = {
    "checkout.session.completed": {"payment_status": "paid"},
    "charge.refunded": {"refunded": True},
    "charge.dispute.created": {"status": "needs_response"},
}


def event(event_id: str, type_: str, order_id: str | None, **extra: Any) -> bytes:
    """A provider event naming ``order_id`` in its object's metadata (None: not at all)."""
    obj: dict[str, Any] = {"id": f"obj_{event_id}", **DEFAULTS.get(type_, {})}
    if order_id is not None:
        obj |= {"client_reference_id": order_id, "metadata": {"order_id": order_id}}
    return json.dumps({"id": event_id, "type": type_, "data": {"object": obj | extra}}).encode()


def signed(core: Core, body: bytes, secret: str = SECRET, skew: int = 0) -> str:
    return header_for(secret, to_millis(core.clock.now()) // 1000 + skew, body)


async def deliver(core: Core, body: bytes, secret: str = SECRET, skew: int = 0) -> str:
    delivery = await core.shop.webhooks.receive(signed(core, body, secret, skew), body)
    return delivery.outcome
