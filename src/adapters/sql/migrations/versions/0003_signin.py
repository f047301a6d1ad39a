"""Sign-in: game join tokens, identity-provider attempts and links, services and consent.

Revision ID: 0003_signin
Revises: 0001_foundation
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_signin"
down_revision: str | Sequence[str] | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("auth_sessions") as batch:
        batch.add_column(sa.Column("service_id", sa.String(24)))
    op.create_index("ix_auth_sessions_revoked_at", "auth_sessions", ["revoked_at"])
    op.create_index("ix_auth_sessions_service_id", "auth_sessions", ["service_id"])

    op.create_table(
        "game_join_tokens",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("server_id", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Uuid),
        sa.Column("name", sa.String(64)),
        sa.Column("scopes", sa.Text, nullable=False, server_default=""),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.Column("used_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_game_join_tokens"),
        sa.UniqueConstraint("token_hash", name="uq_game_join_tokens_token_hash"),
    )
    op.create_index("ix_game_join_tokens_expires_at", "game_join_tokens", ["expires_at"])

    op.create_table(
        "idp_login_attempts",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("browser_hash", sa.String(64), nullable=False),
        sa.Column("nonce", sa.String(64), nullable=False),
        sa.Column("verifier_sealed", sa.Text, nullable=False),
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("redirect", sa.Text),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.Column("used_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("id", name="pk_idp_login_attempts"),
    )
    op.create_index("ix_idp_login_attempts_expires_at", "idp_login_attempts", ["expires_at"])

    op.create_table(
        "identity_links",
        sa.Column("provider", sa.String(255), nullable=False),
        sa.Column("subject", sa.String(255), nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("provider", "subject", name="pk_identity_links"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_identity_links_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_identity_links_user_id", "identity_links", ["user_id"])

    op.create_table(
        "services",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("slug", sa.String(48), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("description", sa.Text, nullable=False, server_default=""),
        sa.Column("owner_id", sa.Uuid, nullable=False),
        sa.Column("redirect_urls", sa.JSON, nullable=False),
        sa.Column("permissions", sa.Text, nullable=False, server_default=""),
        sa.Column("official", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("updated_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_services"),
        sa.UniqueConstraint("slug", name="uq_services_slug"),
        sa.ForeignKeyConstraint(
            ["owner_id"], ["users.id"], name="fk_services_owner_id_users", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_services_owner_id_id", "services", ["owner_id", "id"])

    op.create_table(
        "service_domains",
        sa.Column("service_id", sa.String(24), nullable=False),
        sa.Column("domain", sa.String(253), nullable=False),
        sa.Column("token", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("verified_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("service_id", "domain", name="pk_service_domains"),
        sa.ForeignKeyConstraint(
            ["service_id"],
            ["services.id"],
            name="fk_service_domains_service_id_services",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_service_domains_verified_at", "service_domains", ["verified_at"])

    op.create_table(
        "service_consents",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("service_id", sa.String(24), nullable=False),
        sa.Column("permissions", sa.Text, nullable=False, server_default=""),
        sa.Column("granted_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("user_id", "service_id", name="pk_service_consents"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_service_consents_user_id_users", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["service_id"],
            ["services.id"],
            name="fk_service_consents_service_id_services",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_service_consents_service_id", "service_consents", ["service_id"])


def downgrade() -> None:
    for table in (
        "service_consents",
        "service_domains",
        "services",
        "identity_links",
        "idp_login_attempts",
        "game_join_tokens",
    ):
        op.drop_table(table)
    op.drop_index("ix_auth_sessions_service_id", "auth_sessions")
    op.drop_index("ix_auth_sessions_revoked_at", "auth_sessions")
    with op.batch_alter_table("auth_sessions") as batch:
        batch.drop_column("service_id")
