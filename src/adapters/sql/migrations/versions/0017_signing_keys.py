"""The public signing keys instances announce at start-up, and their retirement: every
instance verifies tokens signed by any announced key that is not retired, so a new signing
key needs no restart order (domain/identity/signing_keys.py).

Revision ID: 0017_signing_keys
Revises: 0016_membership_versions
Create Date: 2026-11-29 10:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_signing_keys"
down_revision: str | Sequence[str] | None = "0016_membership_versions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "signing_keys",
        sa.Column("kid", sa.String(64), nullable=False),
        sa.Column("public_key", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("retired_at", sa.BigInteger),
        sa.PrimaryKeyConstraint("kid", name="pk_signing_keys"),
    )


def downgrade() -> None:
    op.drop_table("signing_keys")
