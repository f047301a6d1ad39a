from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from adapters.sql.tables.base import NODE, ObjectId, metadata, millis


def _grant_columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("node", NODE, primary_key=True),
        sa.Column("negated", sa.Boolean, nullable=False),
        millis("expires_at", nullable=True),
        sa.Column("value_amount", sa.Float),
        sa.Column("value_unit", sa.String(16)),
    ]


permission_nodes = sa.Table(
    "permission_nodes",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("node", NODE, nullable=False, unique=True),
)

user_grants = sa.Table(
    "user_grants",
    metadata,
    sa.Column(
        "user_id",
        sa.Uuid,
        sa.ForeignKey("users.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    *_grant_columns(),
)

roles = sa.Table(
    "roles",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("slug", sa.String(48), nullable=False),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("description", sa.Text, nullable=False, server_default=""),
    sa.Column("is_default", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("builtin", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("scope_type", sa.String(32)),
    sa.Column("scope_id", sa.String(64)),
    # "" for a global role, else "<type>:<id>": unique with the slug (NULLs never collide).
    sa.Column("scope_key", sa.String(100), nullable=False, server_default=""),
    millis("created_at"),
    millis("updated_at"),
    sa.UniqueConstraint("scope_key", "slug"),
)

role_grants = sa.Table(
    "role_grants",
    metadata,
    sa.Column("role_id", ObjectId, sa.ForeignKey("roles.id", ondelete="CASCADE"), primary_key=True),
    *_grant_columns(),
)

user_roles = sa.Table(
    "user_roles",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column(
        "role_id",
        ObjectId,
        sa.ForeignKey("roles.id", ondelete="CASCADE"),
        primary_key=True,
        index=True,
    ),
    millis("assigned_at"),
    millis("expires_at", nullable=True),
)
