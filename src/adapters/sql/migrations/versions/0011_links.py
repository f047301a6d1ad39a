"""Account links: users' links to membership and chat provider accounts (tokens sealed),
links in flight (the OAuth round trip), memberships with the webhook deliveries seen,
supporter settings, networks' chat servers, chat interactions seen (replays refused), and
role links with their sync state.

The permission nodes of this area (admin:chat-role-link:view and :manage) are catalogued
since 0001_foundation.

Revision ID: 0011_links
Revises: 0010_merge_versions
Create Date: 2026-11-28 09:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_links"
down_revision: str | Sequence[str] | None = "0010_merge_versions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PROVIDER = sa.String(16)


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def _user_fk(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["user_id"], ["users.id"], name=f"fk_{table}_user_id_users", ondelete="CASCADE"
    )


def upgrade() -> None:
    op.create_table(
        "account_links",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("provider", PROVIDER, nullable=False),
        sa.Column("account_id", sa.String(64), nullable=False),
        sa.Column("display_name", sa.String(100), nullable=False),
        sa.Column("scopes", sa.Text, nullable=False, server_default=""),
        sa.Column("access_sealed", sa.Text, nullable=False),
        sa.Column("refresh_sealed", sa.Text),
        _ms("expires_at", nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        _ms("linked_at"),
        _ms("refreshed_at"),
        sa.PrimaryKeyConstraint("user_id", "provider", name="pk_account_links"),
        _user_fk("account_links"),
    )
    op.create_index(
        "ix_account_links_provider_account_id",
        "account_links",
        ["provider", "account_id"],
        unique=True,
    )
    op.create_index("ix_account_links_expires_at", "account_links", ["expires_at"])
    op.create_table(
        "link_attempts",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("browser_hash", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("provider", PROVIDER, nullable=False),
        sa.Column("verifier_sealed", sa.Text, nullable=False),
        sa.Column("redirect", sa.Text),
        _ms("created_at"),
        _ms("expires_at"),
        _ms("used_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_link_attempts"),
        _user_fk("link_attempts"),
    )
    op.create_index("ix_link_attempts_expires_at", "link_attempts", ["expires_at"])
    _memberships()


def _memberships() -> None:
    op.create_table(
        "memberships",
        sa.Column("account_id", sa.String(64), nullable=False),
        sa.Column("campaign_id", sa.String(64), nullable=False),
        sa.Column("tier_id", sa.String(64)),
        sa.Column("tier_title", sa.String(100)),
        sa.Column("tier_amount_minor", sa.Integer),
        sa.Column("amount_minor", sa.Integer, nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        _ms("since", nullable=True),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("account_id", name="pk_memberships"),
    )
    op.create_table(
        "membership_events",
        sa.Column("id", sa.String(64), nullable=False),
        _ms("received_at"),
        sa.PrimaryKeyConstraint("id", name="pk_membership_events"),
    )
    op.create_index("ix_membership_events_received_at", "membership_events", ["received_at"])
    op.create_table(
        "supporter_settings",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("listed", sa.Boolean, nullable=False),
        sa.Column("message", sa.String(200)),
        sa.Column("design", sa.String(32)),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("user_id", name="pk_supporter_settings"),
        _user_fk("supporter_settings"),
    )
    op.create_table(
        "network_chat_links",
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("guild_id", sa.String(20), nullable=False),
        sa.Column("guild_name", sa.String(100), nullable=False),
        sa.Column("guild_icon", sa.String(64)),
        sa.Column("linked_by", sa.Uuid, nullable=False),
        _ms("linked_at"),
        sa.PrimaryKeyConstraint("network_id", name="pk_network_chat_links"),
        sa.UniqueConstraint("guild_id", name="uq_network_chat_links_guild_id"),
        sa.ForeignKeyConstraint(
            ["network_id"], ["connect_networks.network_id"],
            name="fk_network_chat_links_network_id_connect_networks", ondelete="CASCADE",
        ),
    )  # fmt: skip
    op.create_table(
        "chat_interactions",
        sa.Column("id", sa.String(32), nullable=False),
        _ms("received_at"),
        sa.PrimaryKeyConstraint("id", name="pk_chat_interactions"),
    )
    op.create_index("ix_chat_interactions_received_at", "chat_interactions", ["received_at"])
    _role_links()


def _role_links() -> None:
    op.create_table(
        "chat_role_links",
        sa.Column("role_id", sa.String(24), nullable=False),
        sa.Column("chat_role_id", sa.String(20), nullable=False),
        sa.Column("chat_role_name", sa.String(100), nullable=False),
        sa.Column("updated_by", sa.Uuid, nullable=False),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("role_id", name="pk_chat_role_links"),
    )
    op.create_table(
        "chat_role_sync",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("chat_role_id", sa.String(20), nullable=False),
        sa.Column("wanted", sa.Boolean, nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        _ms("next_attempt_at"),
        sa.Column("last_error", sa.String(300)),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("user_id", "chat_role_id", name="pk_chat_role_sync"),
        _user_fk("chat_role_sync"),
    )
    op.create_index(
        "ix_chat_role_sync_state_next_attempt_at", "chat_role_sync", ["state", "next_attempt_at"]
    )


def downgrade() -> None:
    for table in (
        "chat_interactions",
        "network_chat_links",
        "supporter_settings",
        "membership_events",
        "memberships",
    ):
        op.drop_table(table)
    op.drop_table("link_attempts")
    op.drop_table("account_links")
