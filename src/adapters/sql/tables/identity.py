from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

users = sa.Table(
    "users",
    metadata,
    sa.Column("id", sa.Uuid, primary_key=True),
    sa.Column("name", sa.String(64), nullable=False),
    # Byte order ("C" on PostgreSQL, SQLite's default) so a range scan is a prefix match.
    sa.Column(
        "name_lower",
        sa.String(64).with_variant(sa.String(64, collation="C"), "postgresql"),
        nullable=False,
        index=True,
    ),
    millis("created_at"),
    millis("updated_at"),
    millis("last_seen_at", nullable=True),
    sa.Column("home_region", sa.String(32)),
    sa.Column("last_region", sa.String(32)),
    millis("last_region_at", nullable=True),
    millis("first_joined_at", nullable=True),
    sa.Column("allow_friend_requests", sa.Boolean, nullable=False, server_default=sa.true()),
    sa.Column("ui_style", sa.JSON),
    millis("settings_updated_at", nullable=True),
)

auth_sessions = sa.Table(
    "auth_sessions",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    millis("created_at"),
    millis("expires_at"),
    sa.Column("scopes", sa.Text, nullable=False, server_default=""),
    sa.Column("ip", sa.String(45)),
    sa.Column("user_agent", sa.String(512)),
    sa.Column("profile_name", sa.String(64)),
    sa.Column("server_id", sa.String(64)),
    millis("revoked_at", nullable=True),
    sa.Index("ix_auth_sessions_user_id_created_at", "user_id", "created_at"),
)
