"""Shop orders keep the facts their provider events established (the state is derived from
them, docs/shop.md "Order states"), the last manual decision and the checkout's payment;
``shop_payments`` ties provider payments to orders and keeps the facts of events that came
before their order was known. Order states grow to ``awaiting_payment`` and ``failed``
(``state`` widens to 20 characters).

Existing orders get the facts their state implies: ``paid`` -> paid; ``refunded`` ->
refunded (and paid if it was); ``disputed`` -> paid and a lost dispute (its grants were taken
back when the dispute opened: they stay so); ``canceled`` -> paid and canceled;
``expired`` -> expired; ``pending`` -> none. A ``paid`` or ``canceled`` order whose last audit
entry is a manual grant or revoke gets that decision instead.

Revision ID: 0015_shop_facts
Revises: 0014_role_sync_accounts
Create Date: 2026-11-29 09:00:00
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0015_shop_facts"
down_revision: str | Sequence[str] | None = "0014_role_sync_accounts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

MIGRATED_DISPUTE = "dispute_lost:before-0015"


def _backfill(state: str, was_paid: bool, last_manual: str | None) -> tuple[list[str], Any]:
    """The facts (and manual decision) of an order stored before this revision."""
    paid = ["paid"] if was_paid else []
    if state == "paid" and last_manual == "grant":
        return [], {"grant": True, "seen": []}
    if state == "canceled" and last_manual == "revoke":
        return paid, {"grant": False, "seen": paid}
    facts = {
        "paid": ["paid"],
        "refunded": sorted({*paid, "refunded"}),
        "disputed": sorted({"paid", MIGRATED_DISPUTE}),
        "canceled": sorted({*paid, "canceled"}),
        "expired": ["expired"],
    }.get(state, [])
    return facts, None


def _state_width(new: int, old: int) -> None:
    """``shop_orders.state`` to ``new`` characters. SQLite rebuilds the table, with its foreign
    keys off (the documented way to change a referenced table; the pragma works only outside a
    transaction), and checks them before going on."""
    sqlite = op.get_bind().dialect.name == "sqlite"
    if sqlite:
        with op.get_context().autocommit_block():
            op.execute(sa.text("PRAGMA foreign_keys = OFF"))
    with op.batch_alter_table("shop_orders") as batch:
        batch.alter_column(
            "state", type_=sa.String(new), existing_type=sa.String(old), existing_nullable=False
        )
    if sqlite:
        broken = op.get_bind().execute(sa.text("PRAGMA foreign_key_check")).all()
        if broken:
            raise RuntimeError(f"shop_orders rebuilt with dangling references: {broken[:5]}")
        with op.get_context().autocommit_block():
            op.execute(sa.text("PRAGMA foreign_keys = ON"))


def upgrade() -> None:
    _state_width(20, 12)
    op.add_column(
        "shop_orders",
        sa.Column("facts", sa.JSON, nullable=False, server_default=sa.text("'[]'")),
    )
    op.add_column("shop_orders", sa.Column("manual", sa.JSON(none_as_null=True)))
    op.add_column("shop_orders", sa.Column("payment_intent", sa.String(255)))
    op.create_table(
        "shop_payments",
        sa.Column("payment_intent", sa.String(255), nullable=False),
        sa.Column("order_id", sa.String(24)),
        sa.Column("parked", sa.JSON, nullable=False),
        sa.PrimaryKeyConstraint("payment_intent", name="pk_shop_payments"),
        sa.ForeignKeyConstraint(
            ["order_id"], ["shop_orders.id"], name="fk_shop_payments_order_id_shop_orders"
        ),
    )
    connection = op.get_bind()
    last_manual = {
        row.order_id: row.action
        for row in connection.execute(
            sa.text("SELECT order_id, action FROM shop_audit ORDER BY order_id, id")
        )
    }  # ids grow with time: the last row of an order is its last decision
    update = sa.text(
        "UPDATE shop_orders SET facts = :facts, manual = :manual WHERE id = :id"
    ).bindparams(
        sa.bindparam("facts", type_=sa.JSON),
        sa.bindparam("manual", type_=sa.JSON(none_as_null=True)),
    )
    orders = connection.execute(sa.text("SELECT id, state, paid_at FROM shop_orders")).all()
    for order_id, state, paid_at in orders:
        facts, manual = _backfill(state, paid_at is not None, last_manual.get(order_id))
        connection.execute(update, {"id": order_id, "facts": facts, "manual": manual})


def downgrade() -> None:
    op.drop_table("shop_payments")
    op.execute(sa.text("UPDATE shop_orders SET state = 'pending' WHERE state = 'awaiting_payment'"))
    op.execute(sa.text("UPDATE shop_orders SET state = 'expired' WHERE state = 'failed'"))
    # ALTER TABLE ... DROP COLUMN on both (SQLite 3.35+): a batch rebuild of shop_orders would
    # drop a table that shop_audit's rows reference.
    for column in ("payment_intent", "manual", "facts"):
        op.execute(sa.text(f"ALTER TABLE shop_orders DROP COLUMN {column}"))
    _state_width(12, 20)
