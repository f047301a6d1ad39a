"""Revision 0014 keys the chat role sync by chat account: a row of a linked user gets that
user's chat account; a row of a user with no chat link is dropped (nothing could act on it);
the downgrade keeps the linked account's rows."""

from __future__ import annotations

import sqlite3
import uuid
from pathlib import Path

from alembic import command

from adapters.sql.migrate import alembic_config, upgrade

ROLE = "410000000000000001"
ACCOUNT = "210000000000000001"


def _user(db: sqlite3.Connection, name: str) -> str:
    user_id = uuid.uuid4().hex
    db.execute(
        "INSERT INTO users (id, name, name_lower, created_at, updated_at) VALUES (?, ?, ?, 0, 0)",
        (user_id, name, name.lower()),
    )
    return user_id


def _sync_row(db: sqlite3.Connection, user_id: str) -> None:
    db.execute(
        "INSERT INTO chat_role_sync (user_id, chat_role_id, wanted, state, attempts,"
        " next_attempt_at, last_error, updated_at) VALUES (?, ?, 1, 'synced', 0, 5, NULL, 7)",
        (user_id, ROLE),
    )


def test_rows_move_to_the_linked_account_and_back(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'svc.db'}"
    upgrade(url, "0013_rank_counts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        linked, unlinked = _user(db, "Nelly"), _user(db, "Olga")
        db.execute(
            "INSERT INTO account_links (user_id, provider, account_id, display_name,"
            " access_sealed, status, linked_at, refreshed_at)"
            " VALUES (?, 'chat', ?, 'nelly', 'sealed', 'active', 0, 0)",
            (linked, ACCOUNT),
        )
        _sync_row(db, linked)
        _sync_row(db, unlinked)
    upgrade(url, "0014_role_sync_accounts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        rows = db.execute(
            "SELECT account_id, user_id, chat_role_id, wanted, state, next_attempt_at,"
            " updated_at FROM chat_role_sync"
        ).fetchall()
    assert rows == [(ACCOUNT, linked, ROLE, 1, "synced", 5, 7)]
    command.downgrade(alembic_config(url), "0013_rank_counts")
    with sqlite3.connect(tmp_path / "svc.db") as db:
        rows = db.execute("SELECT user_id, chat_role_id, wanted FROM chat_role_sync").fetchall()
    assert rows == [(linked, ROLE, 1)]
