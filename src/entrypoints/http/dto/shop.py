"""Shapes of the shop endpoints (docs/shop.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.shared.page import Page
from application.shop.catalog import ProductDraft
from application.shop.checkout import CheckoutDraft
from application.shop.orders import Purchase
from application.shop.ports import AuditEntry, StoredEvent
from application.shop.sync import SyncReport
from application.shop.webhooks import Delivery
from domain.shop.money import AMOUNT_MAX, QUANTITY_MAX, Money, parse_currency
from domain.shop.order import Order
from domain.shop.product import (
    DESCRIPTION_MAX,
    DURATION_DAYS_MAX,
    GRANTS_MAX,
    IMAGE_URL_MAX,
    IMAGES_MAX,
    NAME_MAX,
    PRICES_MAX,
    REF_MAX,
    GrantKind,
    Product,
    ProductGrant,
    ProductKind,
)
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)

KindName = Literal["one_time", "subscription"]
GrantKindName = Literal["permission", "role", "catalog_item", "supporter_tier"]
StateName = Literal[
    "pending", "awaiting_payment", "paid", "failed", "expired", "refunded", "disputed", "canceled"
]
Currency = Annotated[str, msgspec.Meta(pattern="^[A-Za-z]{3}$")]
Slug = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class PriceIO(msgspec.Struct, forbid_unknown_fields=True):
    """An amount in minor units (cents) of a currency."""

    currency: Annotated[Currency, msgspec.Meta(description="ISO 4217 currency code.")]
    amount: Annotated[
        int,
        msgspec.Meta(ge=1, le=AMOUNT_MAX, description=("In minor units of the currency (cents).")),
    ]

    def domain(self) -> Money:
        return Money(self.amount, parse_currency(self.currency, "prices"))


def price_out(money: Money) -> PriceIO:
    return PriceIO(money.currency, money.amount)


class GrantIO(msgspec.Struct, rename="camel", forbid_unknown_fields=True, omit_defaults=True):
    kind: Annotated[
        GrantKindName,
        msgspec.Meta(description=("permission, role, catalog_item or supporter_tier.")),
    ]
    ref: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=REF_MAX,
            description=("What is granted: the node, role slug, catalog item or tier."),
        ),
    ]
    value: (
        Annotated[
            float, msgspec.Meta(ge=0, description=("A permission's quantity; null for none."))
        ]
        | None
    ) = None
    duration_days: (
        Annotated[
            int,
            msgspec.Meta(
                ge=1, le=DURATION_DAYS_MAX, description=("How long the grant lasts; null for good.")
            ),
        ]
        | None
    ) = None

    def domain(self) -> ProductGrant:
        return ProductGrant(GrantKind(self.kind), self.ref, self.value, self.duration_days)


def grant_out(grant: ProductGrant) -> GrantIO:
    return GrantIO(grant.kind.value, grant.ref, grant.value, grant.duration_days)


# Described once, shared by the Structs below.
Kind = Annotated[KindName, msgspec.Meta(description="one_time or subscription.")]
Active = Annotated[bool, msgspec.Meta(description="Whether it is on sale.")]


class ProductIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A product, whole (create, and replace with PUT)."""

    slug: Annotated[Slug, msgspec.Meta(description="The product's unique slug.")]
    name: Annotated[
        str, msgspec.Meta(min_length=1, max_length=NAME_MAX, description=("The product's name."))
    ]
    kind: Kind
    grants: Annotated[
        list[GrantIO],
        msgspec.Meta(min_length=1, max_length=GRANTS_MAX, description=("What buying it grants.")),
    ]
    prices: Annotated[
        list[PriceIO],
        msgspec.Meta(
            min_length=1, max_length=PRICES_MAX, description=("Its prices, one per currency.")
        ),
    ]
    description: Annotated[
        str, msgspec.Meta(max_length=DESCRIPTION_MAX, description=("What the product is."))
    ] = ""
    images: Annotated[
        list[Annotated[str, msgspec.Meta(max_length=IMAGE_URL_MAX)]],
        msgspec.Meta(max_length=IMAGES_MAX, description=("URLs of its images.")),
    ] = msgspec.field(default_factory=list)
    active: Active = True

    def draft(self) -> ProductDraft:
        return ProductDraft(
            slug=self.slug,
            name=self.name,
            kind=ProductKind(self.kind),
            grants=tuple(g.domain() for g in self.grants),
            prices=tuple(p.domain() for p in self.prices),
            description=self.description,
            images=tuple(self.images),
            active=self.active,
        )


class ProductOut(msgspec.Struct, rename="camel"):
    id: RecordId
    slug: Annotated[str, msgspec.Meta(description="The product's unique slug.")]
    name: Annotated[str, msgspec.Meta(description="The product's name.")]
    description: Annotated[str, msgspec.Meta(description="What the product is.")]
    images: Annotated[list[str], msgspec.Meta(description="URLs of its images.")]
    kind: Kind
    grants: Annotated[list[GrantIO], msgspec.Meta(description="What buying it grants.")]
    prices: Annotated[list[PriceIO], msgspec.Meta(description="Its prices, one per currency.")]
    active: Active
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the product: each change is a new one (also the ETag).")
        ),
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt


def product_out(p: Product) -> ProductOut:
    return ProductOut(
        p.id, p.slug, p.name, p.description, list(p.images), p.kind.value,
        [grant_out(g) for g in p.grants], [price_out(m) for m in p.prices], p.active, p.revision,
        ts(p.created_at), ts(p.updated_at),
    )  # fmt: skip


class ProductsOut(msgspec.Struct, rename="camel"):
    items: Items[ProductOut]
    next_cursor: NextCursor


def products_out(page: Page[Product]) -> ProductsOut:
    return ProductsOut([product_out(p) for p in page.items], page.next_cursor)


class CheckoutIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    product: Annotated[Slug, msgspec.Meta(description="The product's slug.")]
    """The product's slug."""
    currency: Annotated[
        Currency,
        msgspec.Meta(description=("The currency to pay in (one of the product's prices).")),
    ]
    quantity: Annotated[int, msgspec.Meta(ge=1, le=QUANTITY_MAX, description="How many.")] = 1
    gift_to: (
        Annotated[UUID, msgspec.Meta(description=("The user to give it to; null for the buyer."))]
        | None
    ) = None
    """Another user who receives what the product grants."""

    def draft(self) -> CheckoutDraft:
        return CheckoutDraft(self.product, self.currency, self.quantity, self.gift_to)


class OrderOut(msgspec.Struct, rename="camel"):
    id: RecordId
    state: Annotated[
        StateName,
        msgspec.Meta(
            description=(
                "pending, awaiting_payment, paid, failed, expired, refunded, disputed or canceled."
            )
        ),
    ]
    product_id: Annotated[str, msgspec.Meta(description="The product's id.")]
    product: (
        Annotated[
            str, msgspec.Meta(description=("The product's slug; null when it no longer exists."))
        ]
        | None
    )
    """The product's slug (null if it was removed)."""
    quantity: Annotated[int, msgspec.Meta(description="How many.")]
    total: Annotated[PriceIO, msgspec.Meta(description="The total price.")]
    user_id: Annotated[UUID, msgspec.Meta(description="The buyer's user id.")]
    recipient_id: Annotated[UUID, msgspec.Meta(description="The user who gets the grants.")]
    checkout_url: (
        Annotated[
            str, msgspec.Meta(description=("Where to pay, while awaiting payment; null otherwise."))
        ]
        | None
    )
    granted: Annotated[bool, msgspec.Meta(description="Whether the grants were given.")]
    """True while the recipient holds what the product grants."""
    grants: Annotated[list[GrantIO], msgspec.Meta(description="What the order grants.")]
    created_at: CreatedAt
    updated_at: UpdatedAt
    paid_at: Annotated[str, msgspec.Meta(description="When it was paid; null until then.")] | None
    period_end: (
        Annotated[
            str,
            msgspec.Meta(description=("When a subscription's paid period ends; null otherwise.")),
        ]
        | None
    )
    payment_intent: (
        Annotated[
            str,
            msgspec.Meta(description=("The payment provider's id of the payment; null when none.")),
        ]
        | None
    )
    """The provider's payment (`pi_...`) the checkout named, once it told us."""


def order_out(order: Order, product: Product | None) -> OrderOut:
    return OrderOut(
        id=order.id,
        state=order.state.value,
        product_id=order.product_id,
        product=product.slug if product else None,
        quantity=order.quantity,
        total=price_out(order.total),
        user_id=order.user_id,
        recipient_id=order.recipient_id,
        checkout_url=order.checkout_url if order.state.value == "pending" else None,
        granted=order.granted,
        grants=[grant_out(g) for g in order.grants],
        created_at=ts(order.created_at),
        updated_at=ts(order.updated_at),
        paid_at=ts_or_none(order.paid_at),
        period_end=ts_or_none(order.period_end),
        payment_intent=order.payment_intent,
    )


def purchase_out(purchase: Purchase) -> OrderOut:
    return order_out(purchase.order, purchase.product)


class OrdersOut(msgspec.Struct, rename="camel"):
    items: Items[OrderOut]
    next_cursor: NextCursor


def orders_out(page: Page[Purchase]) -> OrdersOut:
    return OrdersOut([purchase_out(p) for p in page.items], page.next_cursor)


class ManualIn(msgspec.Struct, forbid_unknown_fields=True):
    reason: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=500,
            description=("Why staff grant or revoke by hand (kept in the audit)."),
        ),
    ]


class AuditOut(msgspec.Struct, rename="camel"):
    id: RecordId
    action: Annotated[str, msgspec.Meta(description="What was done.")]
    """`grant` or `revoke`."""
    actor_id: Annotated[UUID, msgspec.Meta(description="Who did it.")]
    reason: Annotated[str, msgspec.Meta(description="Why.")]
    at: Annotated[Timestamp, msgspec.Meta(description="When.")]


class AuditsOut(msgspec.Struct):
    items: Items[AuditOut]


def audits_out(entries: list[AuditEntry]) -> AuditsOut:
    return AuditsOut([AuditOut(a.id, a.action, a.actor_id, a.reason, ts(a.at)) for a in entries])


class OrderEventOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The provider's event id.")]
    type: Annotated[str, msgspec.Meta(description="The provider's event type.")]
    outcome: Annotated[
        str,
        msgspec.Meta(
            description="What it did to the order: grant, revoke, extend, none, or deferred "
            "(kept until its payment's order was known)."
        ),
    ]
    received_at: Annotated[Timestamp, msgspec.Meta(description="When we received it.")]


class OrderEventsOut(msgspec.Struct):
    items: Items[OrderEventOut]


def order_events_out(events: list[StoredEvent]) -> OrderEventsOut:
    return OrderEventsOut(
        [OrderEventOut(e.id, e.type, e.outcome, ts(e.received_at)) for e in events]
    )


class SyncIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    dry_run: Annotated[
        bool, msgspec.Meta(description=("Report what would change without changing it."))
    ] = False


class SyncChangeOut(msgspec.Struct):
    slug: Annotated[str, msgspec.Meta(description="The product's slug.")]
    change: Annotated[str, msgspec.Meta(description="What changed (or would).")]
    detail: Annotated[str, msgspec.Meta(description="Details of the change.")]


class SyncOut(msgspec.Struct, rename="camel"):
    dry_run: Annotated[bool, msgspec.Meta(description="Whether nothing was changed.")]
    changes: Annotated[list[SyncChangeOut], msgspec.Meta(description="The changes.")]


def sync_out(report: SyncReport) -> SyncOut:
    return SyncOut(
        report.dry_run, [SyncChangeOut(c.slug, c.change, c.detail) for c in report.changes]
    )


class WebhookOut(msgspec.Struct):
    received: Annotated[bool, msgspec.Meta(description="true once the event is stored.")]
    duplicate: Annotated[bool, msgspec.Meta(description="Whether the event was received before.")]
    outcome: Annotated[str, msgspec.Meta(description="What the event did to its order.")]
    """`grant`, `revoke`, `extend`, `none`, `deferred` (kept until its payment's order is
    known), `unknown_kind`, `unknown_order`, or `duplicate`."""


def webhook_out(delivery: Delivery) -> WebhookOut:
    return WebhookOut(True, delivery.duplicate, delivery.outcome)


_PRODUCT: dict[str, Any] = {
    "slug": "gold-cape",
    "name": "Gold cape",
    "kind": "one_time",
    "grants": [
        {"kind": "permission", "ref": "cosmetics:cape.gold"},
        {"kind": "supporter_tier", "ref": "gold", "durationDays": 30},
    ],
    "prices": [{"currency": "eur", "amount": 499}, {"currency": "usd", "amount": 549}],
    "description": "A golden cape, shown to every player near you.",
    "images": ["https://cdn.example.com/shop/gold-cape.png"],
    "active": True,
}
_ORDER: dict[str, Any] = {
    "id": "6748a1f0c2d3e4f5a6b7c8d9",
    "state": "paid",
    "productId": "6748a0e1b2c3d4e5f6a7b8c9",
    "product": "gold-cape",
    "quantity": 1,
    "total": {"currency": "eur", "amount": 499},
    "userId": "0192e4a0-0000-7000-8000-000000000001",
    "recipientId": "0192e4a0-0000-7000-8000-000000000001",
    "checkoutUrl": "https://checkout.stripe.com/c/pay/cs_test_a1b2c3d4e5f6",
    "granted": True,
    "grants": [{"kind": "permission", "ref": "cosmetics:cape.gold"}],
    "createdAt": "2026-11-28T09:30:00.000Z",
    "updatedAt": "2026-11-28T09:31:12.000Z",
    "paidAt": "2026-11-28T09:31:12.000Z",
    "periodEnd": "2026-12-28T09:31:12.000Z",
    "paymentIntent": "pi_3QGx2a2eZvKYlo2C0c1d2e3f",
}
EXAMPLES: dict[str, Any] = {
    "PriceIO": {"currency": "eur", "amount": 499},
    "GrantIO": {"kind": "permission", "ref": "cosmetics:cape.gold", "value": 3},
    "ProductIn": _PRODUCT,
    "ProductOut": {
        "id": "6748a0e1b2c3d4e5f6a7b8c9",
        **_PRODUCT,
        "revision": 1,
        "createdAt": "2026-11-28T09:00:00.000Z",
        "updatedAt": "2026-11-28T09:00:00.000Z",
    },
    "ProductsOut": {"items": [], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "CheckoutIn": {"product": "gold-cape", "currency": "eur", "quantity": 1},
    "OrderOut": _ORDER,
    "OrdersOut": {"items": [_ORDER], "nextCursor": "eyJrIjoiNjc0N2ExZDIifQ"},
    "ManualIn": {"reason": "Paid by bank transfer, ticket #4821"},
    "AuditOut": {
        "id": "6748a2a0c2d3e4f5a6b7c8da",
        "action": "grant",
        "actorId": "0192e4a0-0000-7000-8000-000000000002",
        "reason": "Paid by bank transfer, ticket #4821",
        "at": "2026-11-28T10:02:00.000Z",
    },
    "AuditsOut": {"items": []},
    "OrderEventOut": {
        "id": "evt_1QxYz2AbCdEfGh",
        "type": "checkout.session.completed",
        "outcome": "grant",
        "receivedAt": "2026-11-28T10:01:00.000Z",
    },
    "OrderEventsOut": {"items": []},
    "SyncIn": {"dryRun": True},
    "SyncChangeOut": {"slug": "gold-cape", "change": "create_price", "detail": "549 usd"},
    "SyncOut": {
        "dryRun": True,
        "changes": [{"slug": "gold-cape", "change": "create_price", "detail": "549 usd"}],
    },
    "WebhookOut": {"received": True, "duplicate": False, "outcome": "grant"},
}
