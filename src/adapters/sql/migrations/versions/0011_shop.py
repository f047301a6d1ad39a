"""The shop: products, orders, provider events and the manual grant audit; feedback; messages
of the day; their admin permission nodes (none joins the default role).

Revision ID: 0011_shop
Revises: 0010_merge_versions
Create Date: 2026-11-28 09:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_shop"
down_revision: str | Sequence[str] | None = "0010_merge_versions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen here on purpose ("shop" in hex, then a counter): ids unique among migrations.
NODES = {
    "admin:shop:view": "73686f70" + f"{1:016x}",
    "admin:shop:manage": "73686f70" + f"{2:016x}",
    "admin:feedback:view": "73686f70" + f"{3:016x}",
    "admin:feedback:manage": "73686f70" + f"{4:016x}",
    "admin:motd:manage": "73686f70" + f"{5:016x}",
}
OBJECT_ID = sa.String(24)


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def upgrade() -> None:
    op.create_table(
        "shop_products",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("slug", sa.String(64), nullable=False),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("description", sa.Text, nullable=False),
        sa.Column("images", sa.JSON, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("grants", sa.JSON, nullable=False),
        sa.Column("prices", sa.JSON, nullable=False),
        sa.Column("active", sa.Boolean, nullable=False),
        sa.Column("provider_id", sa.String(255)),
        sa.Column("revision", sa.Integer, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_shop_products"),
        sa.UniqueConstraint("slug", name="uq_shop_products_slug"),
    )
    op.create_table(
        "shop_orders",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("recipient_id", sa.Uuid, nullable=False),
        sa.Column("product_id", OBJECT_ID, nullable=False),
        sa.Column("quantity", sa.SmallInteger, nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("amount", sa.BigInteger, nullable=False),
        sa.Column("state", sa.String(12), nullable=False),
        sa.Column("idempotency_key", sa.String(128), nullable=False),
        sa.Column("session_id", sa.String(255)),
        sa.Column("checkout_url", sa.String(2000)),
        sa.Column("granted", sa.Boolean, nullable=False),
        sa.Column("grants", sa.JSON, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        _ms("paid_at", nullable=True),
        _ms("period_end", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_shop_orders"),
        sa.UniqueConstraint(
            "user_id", "idempotency_key", name="uq_shop_orders_user_id_idempotency_key"
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name="fk_shop_orders_user_id_users"),
        sa.ForeignKeyConstraint(
            ["recipient_id"], ["users.id"], name="fk_shop_orders_recipient_id_users"
        ),
        sa.ForeignKeyConstraint(
            ["product_id"], ["shop_products.id"], name="fk_shop_orders_product_id_shop_products"
        ),
    )
    for columns in (("user_id", "id"), ("recipient_id", "id"), ("state", "id"),
                    ("product_id", "id")):  # fmt: skip
        op.create_index(f"ix_shop_orders_{'_'.join(columns)}", "shop_orders", list(columns))
    op.create_table(
        "shop_events",
        sa.Column("id", sa.String(255), nullable=False),
        sa.Column("type", sa.String(255), nullable=False),
        sa.Column("order_id", sa.String(255)),
        sa.Column("outcome", sa.String(32), nullable=False),
        _ms("received_at"),
        sa.PrimaryKeyConstraint("id", name="pk_shop_events"),
    )
    op.create_index("ix_shop_events_order_id", "shop_events", ["order_id"])
    op.create_table(
        "shop_audit",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("order_id", OBJECT_ID, nullable=False),
        sa.Column("actor_id", sa.Uuid, nullable=False),
        sa.Column("action", sa.String(16), nullable=False),
        sa.Column("reason", sa.String(500), nullable=False),
        _ms("at"),
        sa.PrimaryKeyConstraint("id", name="pk_shop_audit"),
        sa.ForeignKeyConstraint(
            ["order_id"], ["shop_orders.id"], name="fk_shop_audit_order_id_shop_orders"
        ),
    )
    op.create_index("ix_shop_audit_order_id_id", "shop_audit", ["order_id", "id"])
    _feedback()
    _motd()
    for node, node_id in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )


def _feedback() -> None:
    op.create_table(
        "feedback",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("user_id", sa.Uuid),
        sa.Column("category", sa.String(16), nullable=False),
        sa.Column("message", sa.Text, nullable=False),
        sa.Column("contact", sa.String(200)),
        sa.Column("client_version", sa.String(64)),
        sa.Column("server_id", sa.String(128)),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("note", sa.Text, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("triaged_by", sa.Uuid),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_feedback"),
    )
    op.create_index("ix_feedback_status_id", "feedback", ["status", "id"])


def _motd() -> None:
    op.create_table(
        "motd_messages",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("scope_type", sa.String(16), nullable=False),
        sa.Column("scope_id", sa.String(64), nullable=False),
        sa.Column("locale", sa.String(16), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        _ms("starts_at"),
        _ms("ends_at", nullable=True),
        sa.Column("created_by", sa.Uuid, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_motd_messages"),
    )
    op.create_index(
        "ix_motd_messages_scope_type_scope_id_id",
        "motd_messages",
        ["scope_type", "scope_id", "id"],
    )


def downgrade() -> None:
    for node in NODES:
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
    for table in ("motd_messages", "feedback", "shop_audit", "shop_events", "shop_orders",
                  "shop_products"):  # fmt: skip
        op.drop_table(table)
