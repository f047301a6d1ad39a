"""Tables of the personal totem area (migration 0007_totems creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

# Byte order on PostgreSQL ("C"), SQLite's default: the name sort is the same on both.
NAME = sa.String(128).with_variant(sa.String(128, collation="C"), "postgresql")

totem_models = sa.Table(
    "totem_models",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),  # random: the file is public at its URL
    sa.Column("owner_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("sha256", sa.String(64), nullable=False),
    sa.Column("size", sa.Integer, nullable=False),
    sa.Column("name", sa.String(128), nullable=False, server_default=""),
    sa.Column("name_lower", NAME, nullable=False, server_default=""),
    sa.Column("content", sa.String(8), nullable=False),
    sa.Column("age", sa.SmallInteger, nullable=False),
    sa.Column("author_id", sa.Uuid, nullable=False),
    sa.Column("author_name", sa.String(64)),
    sa.Column("author_description", sa.String(500)),
    millis("created_at"),
    millis("last_used_at"),
    sa.Column("selected_count", sa.BigInteger, nullable=False, server_default="0"),
    # One model per owner and content: identical uploads reuse it, also when they race.
    sa.UniqueConstraint("owner_id", "sha256"),
    # The gallery: one keyset index per sort (read forwards or backwards).
    sa.Index("ix_totem_models_selected_count_id", "selected_count", "id"),
    sa.Index("ix_totem_models_created_at_id", "created_at", "id"),
    sa.Index("ix_totem_models_last_used_at_id", "last_used_at", "id"),
    sa.Index("ix_totem_models_name_lower_id", "name_lower", "id"),
)

totem_active = sa.Table(
    "totem_active",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column(
        "model_id", ObjectId, sa.ForeignKey("totem_models.id", ondelete="CASCADE"), nullable=False
    ),
    millis("selected_at"),
    sa.Index("ix_totem_active_model_id", "model_id"),
)

# The history: every model a user selected, with the last time they did.
totem_selections = sa.Table(
    "totem_selections",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column(
        "model_id",
        ObjectId,
        sa.ForeignKey("totem_models.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    millis("selected_at"),
    sa.Index(
        "ix_totem_selections_user_id_selected_at_model_id", "user_id", "selected_at", "model_id"
    ),
    sa.Index("ix_totem_selections_model_id", "model_id"),
)
