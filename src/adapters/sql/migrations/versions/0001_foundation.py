"""Foundation: users, auth sessions, permission catalog, grants, roles.

Revision ID: 0001_foundation
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0001_foundation"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Seed data as of this revision (frozen here on purpose: later code changes must not
# rewrite what an old migration inserted).
DEFAULT_ROLE_ID = "000000000000000000000001"
EVERYDAY_NODES = (
    "profile:read",
    "social:friends.read",
    "social:friends.write",
    "social:friends.edit",
    "totem:read",
    "totem:write",
    "versions:read",
)
KNOWN_NODES = (
    *EVERYDAY_NODES,
    "social:friends.max",
    "profile-share.max",
    "service:verify",
    "admin:user:view",
    "admin:connect:gateway:view",
    "admin:connect:gateway:manage",
    "admin:skin-builder-parts:delete",
    "admin:chat-role-link:view",
    "admin:chat-role-link:manage",
    "versions:write",
    "versions:publish",
    "versions:track",
    "connect:commands:read",
    "connect:commands:write",
    "connect:settings:read",
    "connect:settings:write",
    "connect:members:read",
    "connect:members:write",
)


def _grant_columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("node", sa.String(200), primary_key=True),
        sa.Column("negated", sa.Boolean, nullable=False),
        sa.Column("expires_at", sa.BigInteger),
        sa.Column("value_amount", sa.Float),
        sa.Column("value_unit", sa.String(16)),
    ]


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Uuid, primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column(
            "name_lower",
            sa.String(64).with_variant(sa.String(64, collation="C"), "postgresql"),
            nullable=False,
        ),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.Column("last_seen_at", sa.BigInteger),
        sa.Column("home_region", sa.String(32)),
        sa.Column("last_region", sa.String(32)),
        sa.Column("last_region_at", sa.BigInteger),
        sa.Column("first_joined_at", sa.BigInteger),
        sa.Column("allow_friend_requests", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("ui_style", sa.JSON),
        sa.Column("settings_updated_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_users"),
    )
    op.create_index("ix_users_name_lower", "users", ["name_lower"])

    op.create_table(
        "auth_sessions",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.Column("scopes", sa.Text, nullable=False, server_default=""),
        sa.Column("ip", sa.String(45)),
        sa.Column("user_agent", sa.String(512)),
        sa.Column("profile_name", sa.String(64)),
        sa.Column("server_id", sa.String(64)),
        sa.Column("revoked_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_auth_sessions"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_auth_sessions_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_index(
        "ix_auth_sessions_user_id_created_at", "auth_sessions", ["user_id", "created_at"]
    )

    op.create_table(
        "permission_nodes",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("node", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_permission_nodes"),
        sa.UniqueConstraint("node", name="uq_permission_nodes_node"),
    )
    op.create_table(
        "user_grants",
        sa.Column("user_id", sa.Uuid, primary_key=True),
        *_grant_columns(),
        sa.PrimaryKeyConstraint("user_id", "node", name="pk_user_grants"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_user_grants_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_table(
        "roles",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("slug", sa.String(48), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("description", sa.Text, nullable=False, server_default=""),
        sa.Column("is_default", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("builtin", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("scope_type", sa.String(32)),
        sa.Column("scope_id", sa.String(64)),
        sa.Column("scope_key", sa.String(100), nullable=False, server_default=""),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_roles"),
        sa.UniqueConstraint("scope_key", "slug", name="uq_roles_scope_key_slug"),
    )
    op.create_table(
        "role_grants",
        sa.Column("role_id", sa.String(24), primary_key=True),
        *_grant_columns(),
        sa.PrimaryKeyConstraint("role_id", "node", name="pk_role_grants"),
        sa.ForeignKeyConstraint(
            ["role_id"], ["roles.id"], name="fk_role_grants_role_id_roles", ondelete="CASCADE"
        ),
    )
    op.create_table(
        "user_roles",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("role_id", sa.String(24), nullable=False),
        sa.Column("assigned_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("user_id", "role_id", name="pk_user_roles"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_user_roles_user_id_users", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["role_id"], ["roles.id"], name="fk_user_roles_role_id_roles", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_user_roles_role_id", "user_roles", ["role_id"])
    _seed()


def _seed() -> None:
    now = int(time.time() * 1000)
    nodes = sa.table("permission_nodes", sa.column("id"), sa.column("node"))
    op.bulk_insert(
        nodes, [{"id": f"{0x100 + i:024x}", "node": n} for i, n in enumerate(KNOWN_NODES)]
    )
    roles = sa.table(
        "roles",
        *(sa.column(c) for c in ("id", "slug", "name", "description", "is_default", "builtin")),
        sa.column("scope_key"),
        sa.column("created_at"),
        sa.column("updated_at"),
    )
    op.bulk_insert(
        roles,
        [
            {
                "id": DEFAULT_ROLE_ID,
                "slug": "default",
                "name": "Everyone",
                "description": "Applies to every user.",
                "is_default": True,
                "builtin": True,
                "scope_key": "",
                "created_at": now,
                "updated_at": now,
            }
        ],
    )
    grants = sa.table("role_grants", sa.column("role_id"), sa.column("node"), sa.column("negated"))
    op.bulk_insert(
        grants, [{"role_id": DEFAULT_ROLE_ID, "node": n, "negated": False} for n in EVERYDAY_NODES]
    )


def downgrade() -> None:
    for table in ("user_roles", "role_grants", "roles", "user_grants", "permission_nodes"):
        op.drop_table(table)
    op.drop_table("auth_sessions")
    op.drop_table("users")
