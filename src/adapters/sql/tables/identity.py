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
    sa.Column("service_id", ObjectId),  # 0003_signin: the service of a service token
    sa.Index("ix_auth_sessions_user_id_created_at", "user_id", "created_at"),
    sa.Index("ix_auth_sessions_revoked_at", "revoked_at"),
    sa.Index("ix_auth_sessions_service_id", "service_id"),
)

# Pending game-session handshakes (0003_signin). Only the SHA-256 of the token is kept.
game_join_tokens = sa.Table(
    "game_join_tokens",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("server_id", sa.String(64), nullable=False),
    sa.Column("user_id", sa.Uuid),
    sa.Column("name", sa.String(64)),
    sa.Column("scopes", sa.Text, nullable=False, server_default=""),
    millis("created_at"),
    millis("expires_at"),
    millis("used_at", nullable=True),
    sa.Index("ix_game_join_tokens_expires_at", "expires_at"),
)

# Identity-provider sign-ins in flight (0003_signin): id is the SHA-256 of ``state``.
idp_login_attempts = sa.Table(
    "idp_login_attempts",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("browser_hash", sa.String(64), nullable=False),
    sa.Column("nonce", sa.String(64), nullable=False),
    sa.Column("verifier_sealed", sa.Text, nullable=False),
    sa.Column("platform", sa.String(16), nullable=False),
    sa.Column("redirect", sa.Text),
    millis("created_at"),
    millis("expires_at"),
    millis("used_at", nullable=True),
    sa.Index("ix_idp_login_attempts_expires_at", "expires_at"),
)

# The provider's account -> our user (0003_signin).
identity_links = sa.Table(
    "identity_links",
    metadata,
    sa.Column("provider", sa.String(255), primary_key=True),
    sa.Column("subject", sa.String(255), primary_key=True),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    millis("created_at"),
    sa.Index("ix_identity_links_user_id", "user_id"),
)

# The public signing keys instances announced (0017_signing_keys): every instance verifies
# tokens of any key here that is not retired (domain/identity/signing_keys.py).
signing_keys = sa.Table(
    "signing_keys",
    metadata,
    sa.Column("kid", sa.String(64), primary_key=True),
    sa.Column("public_key", sa.String(64), nullable=False),
    millis("created_at"),
    millis("retired_at", nullable=True),
)
