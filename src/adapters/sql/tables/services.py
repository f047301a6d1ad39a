from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

services = sa.Table(
    "services",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("slug", sa.String(48), nullable=False, unique=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("description", sa.Text, nullable=False, server_default=""),
    sa.Column("owner_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    sa.Column("redirect_urls", sa.JSON, nullable=False),
    sa.Column("permissions", sa.Text, nullable=False, server_default=""),
    sa.Column("official", sa.Boolean, nullable=False, server_default=sa.false()),
    millis("created_at"),
    millis("updated_at"),
    sa.Index("ix_services_owner_id_id", "owner_id", "id"),
)

service_domains = sa.Table(
    "service_domains",
    metadata,
    sa.Column(
        "service_id", ObjectId, sa.ForeignKey("services.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column("domain", sa.String(253), primary_key=True),
    sa.Column("token", sa.String(64), nullable=False),
    millis("created_at"),
    millis("verified_at", nullable=True),
    sa.Index("ix_service_domains_verified_at", "verified_at"),
)

service_consents = sa.Table(
    "service_consents",
    metadata,
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    sa.Column(
        "service_id", ObjectId, sa.ForeignKey("services.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column("permissions", sa.Text, nullable=False, server_default=""),
    millis("granted_at"),
    sa.Index("ix_service_consents_service_id", "service_id"),
)
