"""Tables of the profile area's documents (migration 0007_totems creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

game_options = sa.Table(
    "game_options",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("document", sa.JSON, nullable=False),
    sa.Column("revision", sa.BigInteger, nullable=False),
    millis("updated_at"),
)

profile_shares = sa.Table(
    "profile_shares",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("code", sa.String(64), nullable=False, unique=True),  # random, public
    sa.Column("label", sa.String(100)),
    millis("created_at"),
    millis("expires_at", nullable=True),
    millis("revoked_at", nullable=True),
    # A user's shares newest first (and their live count).
    sa.Index("ix_profile_shares_user_id_id", "user_id", "id"),
)
