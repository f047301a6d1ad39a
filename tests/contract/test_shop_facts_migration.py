"""Revision 0015 gives every stored order the facts its state implies, so the state derived
from them is the state it had (and a manual decision stays the admin's), and the order then
takes provider events like a new one; the downgrade maps the new states back."""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path

from alembic import command

from adapters.sql.migrate import alembic_config, upgrade
from domain.shop.facts import Fact, ManualDecision, derive

PRODUCT = "70" * 12
# order id -> (state, paid, granted, last audit action)
ORDERS = {
    "01" * 12: ("pending", False, False, None),
    "02" * 12: ("paid", True, True, None),
    "03" * 12: ("paid", True, True, "grant"),
    "04" * 12: ("refunded", True, False, None),
    "05" * 12: ("refunded", False, False, None),
    "06" * 12: ("disputed", True, False, None),
    "07" * 12: ("canceled", True, False, None),
    "08" * 12: ("canceled", True, False, "revoke"),
    "09" * 12: ("expired", False, False, None),
}


def _seed(db: sqlite3.Connection) -> None:
    user = uuid.uuid4().hex
    db.execute("INSERT INTO users (id, name, name_lower, created_at, updated_at)"
               " VALUES (?, 'Pia', 'pia', 0, 0)", (user,))  # fmt: skip
    db.execute(
        "INSERT INTO shop_products (id, slug, name, description, images, kind, grants, prices,"
        " active, provider_id, revision, created_at, updated_at) VALUES"
        " (?, 'cape', 'Cape', '', '[]', 'one_time', '[]', '[]', 1, NULL, 1, 0, 0)",
        (PRODUCT,),
    )
    for n, (order_id, (state, paid, granted, action)) in enumerate(ORDERS.items()):
        db.execute(
            "INSERT INTO shop_orders (id, user_id, recipient_id, product_id, quantity, currency,"
            " amount, state, idempotency_key, session_id, checkout_url, granted, grants,"
            " created_at, updated_at, paid_at, period_end) VALUES"
            " (?, ?, ?, ?, 1, 'eur', 499, ?, ?, NULL, NULL, ?, '[]', 0, 0, ?, NULL)",
            (order_id, user, user, PRODUCT, state, f"key-{n:08d}", granted, 5 if paid else None),
        )
        if action is not None:
            for m, step in enumerate(("revoke", "grant") if action == "grant" else ("revoke",)):
                db.execute(
                    "INSERT INTO shop_audit (id, order_id, actor_id, action, reason, at)"
                    " VALUES (?, ?, ?, ?, 'by hand', 0)",
                    (f"{n:02d}{m:022d}", order_id, user, step),
                )


def test_stored_orders_keep_their_state_through_their_facts(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'svc.db'}"
    upgrade(url, "0014_role_sync_accounts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        _seed(db)
    upgrade(url, "0015_shop_facts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        rows = db.execute("SELECT id, state, granted, facts, manual FROM shop_orders").fetchall()
        db.execute("UPDATE shop_orders SET state = 'awaiting_payment' WHERE id = ?", ("01" * 12,))
        db.execute("UPDATE shop_orders SET state = 'failed' WHERE id = ?", ("09" * 12,))
    assert len(rows) == len(ORDERS)
    for order_id, state, granted, facts, manual in rows:
        decided = json.loads(manual) if manual is not None else None
        decision = (
            ManualDecision(decided["grant"], frozenset(map(Fact.decoded, decided["seen"])))
            if decided is not None else None
        )  # fmt: skip
        derived = derive(frozenset(map(Fact.decoded, json.loads(facts))), decision)
        assert (derived[0].value, derived[1]) == (state, bool(granted)), order_id
        assert (decided is not None) == (ORDERS[order_id][3] is not None), order_id
    command.downgrade(alembic_config(url), "0014_role_sync_accounts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        states = dict(db.execute("SELECT id, state FROM shop_orders").fetchall())
    assert (states["01" * 12], states["09" * 12]) == ("pending", "expired")
