"""Tables of messages of the day (migration 0011_shop creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

motd_messages = sa.Table(
    "motd_messages",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("scope_type", sa.String(16), nullable=False),
    sa.Column("scope_id", sa.String(64), nullable=False),  # "" for global
    sa.Column("locale", sa.String(16), nullable=False),  # "" for the default
    sa.Column("text", sa.Text, nullable=False),
    millis("starts_at"),
    millis("ends_at", nullable=True),
    sa.Column("created_by", sa.Uuid, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    sa.Column("revision", sa.Integer, nullable=False),
    # The public read: the messages of a few scopes, by id for the management list.
    sa.Index("ix_motd_messages_scope_type_scope_id_id", "scope_type", "scope_id", "id"),
)
