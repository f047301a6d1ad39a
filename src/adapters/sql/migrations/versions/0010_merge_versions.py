"""Join the versions and news branch with the rest into one head (no schema change).

Revision ID: 0010_merge_versions
Revises: 0009_merge_edge, 0007_versions_news
Create Date: 2026-11-23 20:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0010_merge_versions"
down_revision: str | Sequence[str] | None = ("0009_merge_edge", "0007_versions_news")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
