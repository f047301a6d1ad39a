"""Join the links, games and shop branches into one head (no schema change).

Revision ID: 0012_merge_areas
Revises: 0011_links, 0011_games, 0011_shop
Create Date: 2026-11-28 10:45:00
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0012_merge_areas"
down_revision: str | Sequence[str] | None = ("0011_links", "0011_games", "0011_shop")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
