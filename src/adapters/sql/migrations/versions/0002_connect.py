"""Connect: servers and hosts, claim keys, networks, join tokens, commands, settings,
extensions, members.

Revision ID: 0002_connect
Revises: 0001_foundation
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_connect"
down_revision: str | Sequence[str] | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OBJECT_ID = sa.String(24)
DIGEST = sa.String(64)
EXTENSION_ID = sa.String(64)


def _server_fk(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["server_id"],
        ["connect_servers.server_id"],
        name=f"fk_{table}_server_id_connect_servers",
        ondelete="CASCADE",
    )


def upgrade() -> None:
    op.create_table(
        "connect_networks",
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("owner_id", sa.Uuid, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("network_id", name="pk_connect_networks"),
        sa.UniqueConstraint("id", name="uq_connect_networks_id"),
    )
    op.create_index("ix_connect_networks_owner_id", "connect_networks", ["owner_id"])

    op.create_table(
        "connect_servers",
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("server_type", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("secret_digest", DIGEST, nullable=False),
        sa.Column("owner_id", sa.Uuid),
        sa.Column("network_id", sa.Uuid),
        sa.Column("is_template", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("temp_instance", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("claimed_at", sa.BigInteger),
        sa.Column("last_seen_at", sa.BigInteger),
        sa.Column("last_seen_ip", sa.String(45)),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("server_id", name="pk_connect_servers"),
        sa.UniqueConstraint("id", name="uq_connect_servers_id"),
        sa.ForeignKeyConstraint(
            ["network_id"],
            ["connect_networks.network_id"],
            name="fk_connect_servers_network_id_connect_networks",
            ondelete="SET NULL",
        ),
    )
    op.create_index("ix_connect_servers_owner_id", "connect_servers", ["owner_id"])
    op.create_index("ix_connect_servers_network_id", "connect_servers", ["network_id"])

    op.create_table(
        "connect_claim_keys",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("digest", DIGEST, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.Column("used_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_connect_claim_keys"),
        sa.UniqueConstraint("digest", name="uq_connect_claim_keys_digest"),
        _server_fk("connect_claim_keys"),
    )
    op.create_index("ix_connect_claim_keys_server_id", "connect_claim_keys", ["server_id"])

    op.create_table(
        "connect_join_tokens",
        sa.Column("jti", OBJECT_ID, nullable=False),
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("created_by", sa.Uuid, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.Column("used_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("jti", name="pk_connect_join_tokens"),
        sa.ForeignKeyConstraint(
            ["network_id"],
            ["connect_networks.network_id"],
            name="fk_connect_join_tokens_network_id_connect_networks",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_connect_join_tokens_network_id", "connect_join_tokens", ["network_id"])

    op.create_table(
        "connect_commands",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("action", sa.String(160), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("ack_status", sa.String(16)),
        sa.Column("result", sa.JSON),
        sa.Column("created_by", sa.Uuid),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("acknowledged_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_connect_commands"),
        _server_fk("connect_commands"),
    )
    op.create_index(
        "ix_connect_commands_server_id_status_created_at_id",
        "connect_commands",
        ["server_id", "status", "created_at", "id"],
    )
    op.create_index(
        "ix_connect_commands_server_id_created_at_id",
        "connect_commands",
        ["server_id", "created_at", "id"],
    )

    for table in ("connect_settings", "connect_settings_history"):
        history = table == "connect_settings_history"
        op.create_table(
            table,
            sa.Column("server_id", sa.Uuid, nullable=False),
            sa.Column("source", EXTENSION_ID, nullable=False),
            sa.Column("revision", sa.Integer, nullable=False),
            sa.Column("data", sa.JSON, nullable=False),
            sa.Column("schema", sa.JSON),
            sa.Column("schema_version", sa.String(32), nullable=False),
            sa.Column("updated_at", sa.BigInteger, nullable=False),
            sa.Column("updated_by", sa.Uuid),
            sa.PrimaryKeyConstraint(
                *(("server_id", "source", "revision") if history else ("server_id", "source")),
                name=f"pk_{table}",
            ),
            _server_fk(table),
        )
    op.create_index(
        "ix_connect_settings_history_server_id_updated_at",
        "connect_settings_history",
        ["server_id", "updated_at"],
    )

    op.create_table(
        "connect_extensions",
        sa.Column("extension_id", EXTENSION_ID, nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("description", sa.Text, nullable=False, server_default=""),
        sa.Column("created_by", sa.Uuid, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("extension_id", name="pk_connect_extensions"),
    )
    op.create_table(
        "connect_server_extensions",
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("extension_id", EXTENSION_ID, nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("description", sa.Text, nullable=False, server_default=""),
        sa.Column("actions", sa.JSON, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("server_id", "extension_id", name="pk_connect_server_extensions"),
        _server_fk("connect_server_extensions"),
    )

    op.create_table(
        "connect_members",
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("server_id", "user_id", name="pk_connect_members"),
        _server_fk("connect_members"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_connect_members_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_connect_members_user_id", "connect_members", ["user_id"])


def downgrade() -> None:
    for table in (
        "connect_members",
        "connect_server_extensions",
        "connect_extensions",
        "connect_settings_history",
        "connect_settings",
        "connect_commands",
        "connect_join_tokens",
        "connect_claim_keys",
        "connect_servers",
        "connect_networks",
    ):
        op.drop_table(table)
