"""The feedback table (migration 0011_shop creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

feedback = sa.Table(
    "feedback",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("user_id", sa.Uuid),  # null: anonymous
    sa.Column("category", sa.String(16), nullable=False),
    sa.Column("message", sa.Text, nullable=False),
    sa.Column("contact", sa.String(200)),
    sa.Column("client_version", sa.String(64)),
    sa.Column("server_id", sa.String(128)),
    sa.Column("status", sa.String(12), nullable=False),
    sa.Column("note", sa.Text, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    sa.Column("triaged_by", sa.Uuid),
    millis("created_at"),
    millis("updated_at"),
    sa.Index("ix_feedback_status_id", "status", "id"),
)
