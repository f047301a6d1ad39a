"""Connect: servers and hosts, claim keys, networks, join tokens, commands, settings,
extensions and members. Keep in sync with migration 0002_connect."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

DIGEST = sa.String(64)
EXTENSION_ID = sa.String(64)


def _server_fk() -> sa.ForeignKey:
    return sa.ForeignKey("connect_servers.server_id", ondelete="CASCADE")


connect_networks = sa.Table(
    "connect_networks",
    metadata,
    sa.Column("network_id", sa.Uuid, primary_key=True),
    sa.Column("id", ObjectId, nullable=False, unique=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("owner_id", sa.Uuid, nullable=False, index=True),
    millis("created_at"),
    millis("updated_at"),
)

connect_servers = sa.Table(
    "connect_servers",
    metadata,
    sa.Column("server_id", sa.Uuid, primary_key=True),
    sa.Column("id", ObjectId, nullable=False, unique=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("server_type", sa.String(32), nullable=False),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("secret_digest", DIGEST, nullable=False),
    sa.Column("owner_id", sa.Uuid, index=True),
    sa.Column(
        "network_id",
        sa.Uuid,
        sa.ForeignKey("connect_networks.network_id", ondelete="SET NULL"),
        index=True,
    ),
    sa.Column("is_template", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("temp_instance", sa.Boolean, nullable=False, server_default=sa.false()),
    millis("claimed_at", nullable=True),
    millis("last_seen_at", nullable=True),
    sa.Column("last_seen_ip", sa.String(45)),
    millis("created_at"),
    millis("updated_at"),
    sa.Column("template_key_digest", DIGEST),  # set while a template: its key's SHA-256
)

connect_claim_keys = sa.Table(
    "connect_claim_keys",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("server_id", sa.Uuid, _server_fk(), nullable=False, index=True),
    sa.Column("digest", DIGEST, nullable=False, unique=True),
    millis("created_at"),
    millis("expires_at"),
    millis("used_at", nullable=True),
)

connect_join_tokens = sa.Table(
    "connect_join_tokens",
    metadata,
    sa.Column("jti", ObjectId, primary_key=True),
    sa.Column(
        "network_id",
        sa.Uuid,
        sa.ForeignKey("connect_networks.network_id", ondelete="CASCADE"),
        nullable=False,
        index=True,
    ),
    sa.Column("created_by", sa.Uuid, nullable=False),
    millis("created_at"),
    millis("expires_at"),
    millis("used_at", nullable=True),
)

connect_commands = sa.Table(
    "connect_commands",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("server_id", sa.Uuid, _server_fk(), nullable=False),
    sa.Column("action", sa.String(160), nullable=False),
    sa.Column("payload", sa.JSON, nullable=False),
    # 'pending' until acknowledged; 'expired' is computed from created_at on read.
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("ack_status", sa.String(16)),
    sa.Column("result", sa.JSON),
    sa.Column("created_by", sa.Uuid),
    millis("created_at"),
    millis("acknowledged_at", nullable=True),
    # The server's poll: pending, unexpired, oldest first.
    sa.Index(
        "ix_connect_commands_server_id_status_created_at_id",
        "server_id",
        "status",
        "created_at",
        "id",
    ),
    # Dash: every status, newest first.
    sa.Index("ix_connect_commands_server_id_created_at_id", "server_id", "created_at", "id"),
)

connect_settings = sa.Table(
    "connect_settings",
    metadata,
    sa.Column("server_id", sa.Uuid, _server_fk(), primary_key=True),
    sa.Column("source", EXTENSION_ID, primary_key=True),
    sa.Column("revision", sa.Integer, nullable=False),
    sa.Column("data", sa.JSON, nullable=False),
    sa.Column("schema", sa.JSON),
    sa.Column("schema_version", sa.String(32), nullable=False),
    millis("updated_at"),
    sa.Column("updated_by", sa.Uuid),
)

connect_settings_history = sa.Table(
    "connect_settings_history",
    metadata,
    sa.Column("server_id", sa.Uuid, _server_fk(), primary_key=True),
    sa.Column("source", EXTENSION_ID, primary_key=True),
    sa.Column("revision", sa.Integer, primary_key=True),
    sa.Column("data", sa.JSON, nullable=False),
    sa.Column("schema", sa.JSON),
    sa.Column("schema_version", sa.String(32), nullable=False),
    millis("updated_at"),
    sa.Column("updated_by", sa.Uuid),
    sa.Index("ix_connect_settings_history_server_id_updated_at", "server_id", "updated_at"),
)

connect_extensions = sa.Table(
    "connect_extensions",
    metadata,
    sa.Column("extension_id", EXTENSION_ID, primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("description", sa.Text, nullable=False, server_default=""),
    sa.Column("created_by", sa.Uuid, nullable=False),
    millis("created_at"),
    millis("updated_at"),
)

connect_server_extensions = sa.Table(
    "connect_server_extensions",
    metadata,
    sa.Column("server_id", sa.Uuid, _server_fk(), primary_key=True),
    sa.Column("extension_id", EXTENSION_ID, primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("description", sa.Text, nullable=False, server_default=""),
    sa.Column("actions", sa.JSON, nullable=False),
    millis("updated_at"),
)

connect_members = sa.Table(
    "connect_members",
    metadata,
    sa.Column("server_id", sa.Uuid, _server_fk(), primary_key=True),
    sa.Column(
        "user_id",
        sa.Uuid,
        sa.ForeignKey("users.id", ondelete="CASCADE"),
        primary_key=True,
        index=True,
    ),
    sa.Column("role", sa.String(16), nullable=False),
    millis("created_at"),
    millis("updated_at"),
)
