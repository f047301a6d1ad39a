"""Join the template-keys and totems branches into one head (no schema change).

Revision ID: 0008_merge_totems
Revises: 0007_template_keys, 0007_totems
Create Date: 2026-11-23 19:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0008_merge_totems"
down_revision: str | Sequence[str] | None = ("0007_template_keys", "0007_totems")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
