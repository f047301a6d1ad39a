"""Account links (0011_links): users' links to provider accounts, and links in flight."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import metadata, millis

# One per user and provider; one provider account links to one user (the unique index).
# Tokens are sealed with the secret box, bound to (provider, user, kind).
account_links = sa.Table(
    "account_links",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("provider", sa.String(16), primary_key=True),
    sa.Column("account_id", sa.String(64), nullable=False),
    sa.Column("display_name", sa.String(100), nullable=False),
    sa.Column("scopes", sa.Text, nullable=False, server_default=""),
    sa.Column("access_sealed", sa.Text, nullable=False),
    sa.Column("refresh_sealed", sa.Text),
    millis("expires_at", nullable=True),
    sa.Column("status", sa.String(16), nullable=False),
    millis("linked_at"),
    millis("refreshed_at"),
    sa.Index("ix_account_links_provider_account_id", "provider", "account_id", unique=True),
    sa.Index("ix_account_links_expires_at", "expires_at"),
)

# Links in flight: id is the SHA-256 of the OAuth ``state``.
link_attempts = sa.Table(
    "link_attempts",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("browser_hash", sa.String(64), nullable=False),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("provider", sa.String(16), nullable=False),
    sa.Column("verifier_sealed", sa.Text, nullable=False),
    sa.Column("redirect", sa.Text),
    millis("created_at"),
    millis("expires_at"),
    millis("used_at", nullable=True),
    sa.Index("ix_link_attempts_expires_at", "expires_at"),
)

# What a membership account pledges to the operator's campaign (by the provider's account id:
# a webhook may come before the person links).
memberships = sa.Table(
    "memberships",
    metadata,
    sa.Column("account_id", sa.String(64), primary_key=True),
    sa.Column("campaign_id", sa.String(64), nullable=False),
    sa.Column("tier_id", sa.String(64)),
    sa.Column("tier_title", sa.String(100)),
    sa.Column("tier_amount_minor", sa.Integer),
    sa.Column("amount_minor", sa.Integer, nullable=False),
    sa.Column("currency", sa.String(3), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    millis("since", nullable=True),
    millis("updated_at"),
    # Migration 0016_membership_versions: the member's last charge and lifetime paid, and the
    # version an older reading must not replace (domain/links/membership.py).
    millis("last_charge_at", nullable=True),
    sa.Column("lifetime_minor", sa.BigInteger, nullable=False, server_default=sa.text("0")),
    sa.Column("version", sa.String(200), nullable=False, server_default=sa.text("''")),
)

# Webhook deliveries seen (idempotency by event id).
membership_events = sa.Table(
    "membership_events",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    millis("received_at"),
    sa.Index("ix_membership_events_received_at", "received_at"),
)

supporter_settings = sa.Table(
    "supporter_settings",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("listed", sa.Boolean, nullable=False),
    sa.Column("message", sa.String(200)),
    sa.Column("design", sa.String(32)),
    millis("updated_at"),
)

# A Connect network's chat server (guild): one guild links to one network.
network_chat_links = sa.Table(
    "network_chat_links",
    metadata,
    sa.Column(
        "network_id",
        sa.Uuid,
        sa.ForeignKey("connect_networks.network_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("guild_id", sa.String(20), nullable=False, unique=True),
    sa.Column("guild_name", sa.String(100), nullable=False),
    sa.Column("guild_icon", sa.String(64)),
    sa.Column("linked_by", sa.Uuid, nullable=False),
    millis("linked_at"),
)

# Chat interactions seen within the signature window (a replay is refused).
chat_interactions = sa.Table(
    "chat_interactions",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    millis("received_at"),
    sa.Index("ix_chat_interactions_received_at", "received_at"),
)

# Platform role -> chat role on the operator's chat server (SVC_CHAT_GUILD_ID).
chat_role_links = sa.Table(
    "chat_role_links",
    metadata,
    sa.Column("role_id", sa.String(24), primary_key=True),
    sa.Column("chat_role_id", sa.String(20), nullable=False),
    sa.Column("chat_role_name", sa.String(100), nullable=False),
    sa.Column("updated_by", sa.Uuid, nullable=False),
    millis("updated_at"),
)

# What each linked user should hold of the managed chat roles, and the sync's state.
chat_role_sync = sa.Table(
    "chat_role_sync",
    metadata,
    sa.Column("account_id", sa.String(64), primary_key=True),
    sa.Column("chat_role_id", sa.String(20), primary_key=True),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("wanted", sa.Boolean, nullable=False),
    sa.Column("state", sa.String(16), nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False),
    millis("next_attempt_at"),
    sa.Column("last_error", sa.String(300)),
    millis("updated_at"),
    sa.Index("ix_chat_role_sync_state_next_attempt_at", "state", "next_attempt_at"),
    sa.Index("ix_chat_role_sync_user_id", "user_id"),
)
