"""Tables of the shop (migrations 0011_shop and 0015_shop_facts create the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

shop_products = sa.Table(
    "shop_products",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("slug", sa.String(64), nullable=False, unique=True),
    sa.Column("name", sa.String(120), nullable=False),
    sa.Column("description", sa.Text, nullable=False),
    sa.Column("images", sa.JSON, nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("grants", sa.JSON, nullable=False),
    sa.Column("prices", sa.JSON, nullable=False),  # [{currency, amount}] in minor units
    sa.Column("active", sa.Boolean, nullable=False),
    sa.Column("provider_id", sa.String(255)),
    sa.Column("revision", sa.Integer, nullable=False),
    millis("created_at"),
    millis("updated_at"),
)

shop_orders = sa.Table(
    "shop_orders",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id"), nullable=False),
    sa.Column("recipient_id", sa.Uuid, sa.ForeignKey("users.id"), nullable=False),
    sa.Column("product_id", ObjectId, sa.ForeignKey("shop_products.id"), nullable=False),
    sa.Column("quantity", sa.SmallInteger, nullable=False),
    sa.Column("currency", sa.String(3), nullable=False),
    sa.Column("amount", sa.BigInteger, nullable=False),
    sa.Column("state", sa.String(20), nullable=False),
    sa.Column("idempotency_key", sa.String(128), nullable=False),
    sa.Column("session_id", sa.String(255)),
    sa.Column("checkout_url", sa.String(2000)),
    sa.Column("granted", sa.Boolean, nullable=False),
    sa.Column("grants", sa.JSON, nullable=False),  # the product's grants when bought
    millis("created_at"),
    millis("updated_at"),
    millis("paid_at", nullable=True),
    millis("period_end", nullable=True),
    # What the provider's events established (domain/shop/facts.py), encoded: ["paid", ...]
    sa.Column("facts", sa.JSON, nullable=False, server_default=sa.text("'[]'")),
    # The last manual decision: {"grant": bool, "seen": [facts]} (migration 0015_shop_facts)
    sa.Column("manual", sa.JSON(none_as_null=True)),
    sa.Column("payment_intent", sa.String(255)),
    # Retries of one checkout find the order their key made.
    sa.UniqueConstraint("user_id", "idempotency_key"),
    sa.Index("ix_shop_orders_user_id_id", "user_id", "id"),
    sa.Index("ix_shop_orders_recipient_id_id", "recipient_id", "id"),
    sa.Index("ix_shop_orders_state_id", "state", "id"),
    sa.Index("ix_shop_orders_product_id_id", "product_id", "id"),
)

# Every provider event received, once by its id: the webhook's replay guard and record.
shop_events = sa.Table(
    "shop_events",
    metadata,
    sa.Column("id", sa.String(255), primary_key=True),
    sa.Column("type", sa.String(255), nullable=False),
    sa.Column("order_id", sa.String(255)),
    sa.Column("outcome", sa.String(32), nullable=False),
    millis("received_at"),
    sa.Index("ix_shop_events_order_id", "order_id"),
)

# Provider payments (pi_...) and their orders; facts of events that named only a payment not
# yet tied to an order are kept here (``parked``) until it is (migration 0015_shop_facts).
shop_payments = sa.Table(
    "shop_payments",
    metadata,
    sa.Column("payment_intent", sa.String(255), primary_key=True),
    sa.Column("order_id", ObjectId, sa.ForeignKey("shop_orders.id")),
    sa.Column("parked", sa.JSON, nullable=False),
)

shop_audit = sa.Table(
    "shop_audit",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("order_id", ObjectId, sa.ForeignKey("shop_orders.id"), nullable=False),
    sa.Column("actor_id", sa.Uuid, nullable=False),
    sa.Column("action", sa.String(16), nullable=False),
    sa.Column("reason", sa.String(500), nullable=False),
    millis("at"),
    sa.Index("ix_shop_audit_order_id_id", "order_id", "id"),
)
