"""Join the Connect, sign-in and social branches into one head (no schema change).

Revision ID: 0005_merge_areas
Revises: 0002_connect, 0003_signin, 0004_social
Create Date: 2026-11-22 04:48:21.294630
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0005_merge_areas"
down_revision: str | Sequence[str] | None = ("0002_connect", "0003_signin", "0004_social")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
