"""Join the edge branch with the rest into one head (no schema change).

Revision ID: 0009_merge_edge
Revises: 0008_merge_totems, 0007_edge
Create Date: 2026-11-23 19:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0009_merge_edge"
down_revision: str | Sequence[str] | None = ("0008_merge_totems", "0007_edge")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
