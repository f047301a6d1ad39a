"""The rank counts of leaderboards (a Fenwick tree per board period), filled from the entries
already stored.

Revision ID: 0013_rank_counts
Revises: 0012_merge_areas
Create Date: 2026-11-28 13:00:00
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_rank_counts"
down_revision: str | Sequence[str] | None = "0012_merge_areas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BATCH = 5_000
# The tree's layout as this revision made it (domain/games/rank_tree.py), copied so that the
# migration stays what it was if the domain module changes.
SCORE_LIMIT = 2**53 - 1
SIZE = 1 << (2 * SCORE_LIMIT + 1).bit_length()


def update_nodes(score_key: int) -> list[int]:
    nodes = []
    node = score_key + SCORE_LIMIT + 1
    while node < SIZE:
        nodes.append(node)
        node += node & -node
    return nodes


def upgrade() -> None:
    counts = op.create_table(
        "game_leaderboard_rank_counts",
        sa.Column("board_id", sa.String(24), nullable=False),
        sa.Column("period", sa.BigInteger, nullable=False),
        sa.Column("node", sa.BigInteger, nullable=False),
        sa.Column("entries", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint(
            "board_id", "period", "node", name="pk_game_leaderboard_rank_counts"
        ),
        sa.ForeignKeyConstraint(
            ["board_id"],
            ["game_leaderboards.id"],
            name="fk_game_leaderboard_rank_counts_board_id_game_leaderboards",
            ondelete="CASCADE",
        ),
    )
    assert counts is not None
    # One board period at a time: its nodes fit in memory (at most 54 per entry).
    connection = op.get_bind()
    periods = connection.execute(
        sa.text("SELECT DISTINCT board_id, period FROM game_leaderboard_entries")
    ).all()
    for board_id, period in periods:
        nodes: Counter[int] = Counter()
        keys = connection.execute(
            sa.text(
                "SELECT key_score FROM game_leaderboard_entries"
                " WHERE board_id = :board AND period = :period"
            ),
            {"board": board_id, "period": period},
        )
        for (key,) in keys:
            nodes.update(update_nodes(int(key)))
        rows = [
            {"board_id": board_id, "period": period, "node": node, "entries": count}
            for node, count in sorted(nodes.items())
        ]
        for start in range(0, len(rows), BATCH):
            op.bulk_insert(counts, rows[start : start + BATCH])


def downgrade() -> None:
    op.drop_table("game_leaderboard_rank_counts")
