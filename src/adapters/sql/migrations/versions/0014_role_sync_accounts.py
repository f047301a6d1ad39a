"""Chat role sync rows are keyed by the chat account (and the role), not by the user: after
an unlink, or a link to another account, the old account's roles can still be taken away.
Rows of users with no chat link are dropped (nothing could act on them).

Revision ID: 0014_role_sync_accounts
Revises: 0013_rank_counts
Create Date: 2026-11-28 13:30:00
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0014_role_sync_accounts"
down_revision: str | Sequence[str] | None = "0013_rank_counts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = "chat_role_id, wanted, state, attempts, next_attempt_at, last_error, updated_at"


def _table(keyed_by_account: bool) -> list[Any]:
    key = ["account_id", "chat_role_id"] if keyed_by_account else ["user_id", "chat_role_id"]
    account = [sa.Column("account_id", sa.String(64), nullable=False)] if keyed_by_account else []
    return [
        *account,
        sa.Column("chat_role_id", sa.String(20), nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("wanted", sa.Boolean, nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        sa.Column("next_attempt_at", sa.BigInteger, nullable=False),
        sa.Column("last_error", sa.String(300)),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint(*key, name="pk_chat_role_sync"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_chat_role_sync_user_id_users", ondelete="CASCADE"
        ),
    ]


def _uuid(value: object) -> uuid.UUID:
    """As the driver gives it back: a UUID (PostgreSQL) or 32 hex characters (SQLite)."""
    return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))


def _rebuild(keyed_by_account: bool, select: str) -> None:
    """Keep the rows (a small table: users x linked roles), rebuild the table, put them back."""
    connection = op.get_bind()
    rows = [
        {**row._mapping, "user_id": _uuid(row.user_id), "wanted": bool(row.wanted)}
        for row in connection.execute(sa.text(select))
    ]
    op.drop_index("ix_chat_role_sync_state_next_attempt_at", "chat_role_sync")
    if not keyed_by_account:
        op.drop_index("ix_chat_role_sync_user_id", "chat_role_sync")
    op.drop_table("chat_role_sync")
    table = op.create_table("chat_role_sync", *_table(keyed_by_account))
    assert table is not None
    op.create_index(
        "ix_chat_role_sync_state_next_attempt_at", "chat_role_sync", ["state", "next_attempt_at"]
    )
    if keyed_by_account:
        op.create_index("ix_chat_role_sync_user_id", "chat_role_sync", ["user_id"])
    if rows:
        op.bulk_insert(table, rows)


def upgrade() -> None:
    _rebuild(
        True,
        f"SELECT l.account_id, s.user_id, {', '.join('s.' + c for c in _COLUMNS.split(', '))}"
        " FROM chat_role_sync s JOIN account_links l"
        " ON l.user_id = s.user_id AND l.provider = 'chat'",
    )


def downgrade() -> None:
    # Back to one row per (user, role): of a user's accounts, the linked one's rows.
    _rebuild(
        False,
        f"SELECT s.user_id, {', '.join('s.' + c for c in _COLUMNS.split(', '))}"
        " FROM chat_role_sync s JOIN account_links l"
        " ON l.user_id = s.user_id AND l.provider = 'chat' AND l.account_id = s.account_id",
    )
