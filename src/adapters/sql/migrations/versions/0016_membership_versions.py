"""Memberships keep the member's last charge and lifetime paid, and the version of the
reading they were stored from: an older reading (a late webhook retry) no longer replaces a
newer one (domain/links/membership.py, ``membership_version``). Rows stored before have the
empty version: the next reading of the member replaces them, as it did before.

Revision ID: 0016_membership_versions
Revises: 0015_shop_facts
Create Date: 2026-11-29 10:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_membership_versions"
down_revision: str | Sequence[str] | None = "0015_shop_facts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ("last_charge_at", "lifetime_minor", "version")


def upgrade() -> None:
    op.add_column("memberships", sa.Column("last_charge_at", sa.BigInteger))
    op.add_column(
        "memberships",
        sa.Column("lifetime_minor", sa.BigInteger, nullable=False, server_default=sa.text("0")),
    )
    op.add_column(
        "memberships",
        sa.Column("version", sa.String(200), nullable=False, server_default=sa.text("''")),
    )


def downgrade() -> None:
    for column in COLUMNS:
        op.execute(sa.text(f"ALTER TABLE memberships DROP COLUMN {column}"))
