"""The audit log's table (migration 0018_audit_log creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

audit_log = sa.Table(
    "audit_log",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),  # time-ordered: the log's order
    millis("at"),
    sa.Column("actor_id", sa.Uuid, nullable=False),
    sa.Column("action", sa.String(64), nullable=False),
    sa.Column("target_kind", sa.String(32), nullable=False),
    sa.Column("target_id", sa.String(200), nullable=False),
    sa.Column("before", sa.JSON(none_as_null=True)),
    sa.Column("after", sa.JSON(none_as_null=True)),
    sa.Column("via", sa.String(16), nullable=False),
    # The console's filters: one actor's actions, one target's history.
    sa.Index("ix_audit_log_actor_id_id", "actor_id", "id"),
    sa.Index("ix_audit_log_target_kind_target_id_id", "target_kind", "target_id", "id"),
)
