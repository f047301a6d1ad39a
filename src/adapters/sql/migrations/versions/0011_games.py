"""Games: templates and their collaborators, minigames, leaderboards with their entries and
submission ids, live matches; the games permission nodes.

games:read and games:create join the default role (everyone browses the catalog, reads
leaderboards and authors drafts); games:publish and games:manage are granted by admins.

Revision ID: 0011_games
Revises: 0010_merge_versions
Create Date: 2026-11-28 09:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_games"
down_revision: str | Sequence[str] | None = "0010_merge_versions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DEFAULT_ROLE_ID = "000000000000000000000001"
# Frozen here on purpose ("games" in hex, then a counter): ids unique among migrations.
NODES = {
    "games:read": ("67616d6573" + f"{1:014x}", True),
    "games:create": ("67616d6573" + f"{2:014x}", True),
    "games:publish": ("67616d6573" + f"{3:014x}", False),
    "games:manage": ("67616d6573" + f"{4:014x}", False),
}
OBJECT_ID, NAME, MODE = sa.String(24), sa.String(80), sa.String(32)


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def _fk(table: str, column: str, target: str, cascade: bool = False) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=f"fk_{table}_{column}_{target}",
        ondelete="CASCADE" if cascade else None,
    )


def upgrade() -> None:
    op.create_table(
        "game_templates",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("owner_id", sa.Uuid, nullable=False),
        sa.Column("name", NAME, nullable=False),
        sa.Column("description", sa.Text, nullable=False),
        sa.Column("mode", MODE, nullable=False),
        sa.Column("min_players", sa.Integer, nullable=False),
        sa.Column("max_players", sa.Integer, nullable=False),
        sa.Column("settings_schema", sa.JSON, nullable=False),
        sa.Column("assets", sa.JSON, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_game_templates"),
    )
    op.create_index("ix_game_templates_owner_id_id", "game_templates", ["owner_id", "id"])
    op.create_table(
        "game_template_collaborators",
        sa.Column("template_id", OBJECT_ID, nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("role", sa.String(8), nullable=False),
        _ms("added_at"),
        sa.PrimaryKeyConstraint("template_id", "user_id", name="pk_game_template_collaborators"),
        _fk("game_template_collaborators", "template_id", "game_templates", cascade=True),
    )
    op.create_index(
        "ix_game_template_collaborators_user_id_template_id",
        "game_template_collaborators",
        ["user_id", "template_id"],
    )
    op.create_table(
        "game_minigames",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("template_id", OBJECT_ID, nullable=False),
        sa.Column("owner_id", sa.Uuid, nullable=False),
        sa.Column("network_id", sa.Uuid),
        sa.Column("mode", MODE, nullable=False),
        sa.Column("state", sa.String(12), nullable=False),
        sa.Column("name", NAME, nullable=False),
        sa.Column("settings_values", sa.JSON, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("published_name", NAME),
        sa.Column("published_values", sa.JSON),
        sa.Column("published_revision", sa.Integer),
        sa.Column("live_players", sa.Integer, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        _ms("published_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_game_minigames"),
        _fk("game_minigames", "template_id", "game_templates"),
    )
    for columns in (("template_id", "id"), ("state", "published_at", "id"),
                    ("state", "live_players", "id")):  # fmt: skip
        op.create_index(f"ix_game_minigames_{'_'.join(columns)}", "game_minigames", list(columns))
    op.create_table(
        "game_leaderboards",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("name", NAME, nullable=False),
        sa.Column("sort_order", sa.String(4), nullable=False),
        sa.Column("operator", sa.String(4), nullable=False),
        sa.Column("minigame_id", OBJECT_ID),
        sa.Column("submitters", sa.String(8), nullable=False),
        sa.Column("reset_schedule", sa.String(100)),
        sa.Column("created_by", sa.Uuid, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_game_leaderboards"),
        _fk("game_leaderboards", "minigame_id", "game_minigames"),
    )
    op.create_index(
        "ix_game_leaderboards_minigame_id_id", "game_leaderboards", ["minigame_id", "id"]
    )
    op.create_table(
        "game_leaderboard_entries",
        sa.Column("board_id", OBJECT_ID, nullable=False),
        sa.Column("period", sa.BigInteger, nullable=False),
        sa.Column("player_id", sa.Uuid, nullable=False),
        sa.Column("score", sa.BigInteger, nullable=False),
        sa.Column("subscore", sa.BigInteger, nullable=False),
        sa.Column("key_score", sa.BigInteger, nullable=False),
        sa.Column("key_subscore", sa.BigInteger, nullable=False),
        _ms("achieved_at"),
        sa.Column("meta", sa.JSON, nullable=False),
        sa.PrimaryKeyConstraint(
            "board_id", "period", "player_id", name="pk_game_leaderboard_entries"
        ),
        _fk("game_leaderboard_entries", "board_id", "game_leaderboards", cascade=True),
    )
    op.create_index(
        "ix_game_leaderboard_entries_rank",
        "game_leaderboard_entries",
        ["board_id", "period", "key_score", "key_subscore", "achieved_at", "player_id"],
    )
    op.create_table(
        "game_leaderboard_submissions",
        sa.Column("board_id", OBJECT_ID, nullable=False),
        sa.Column("submission_id", sa.String(64), nullable=False),
        sa.Column("player_id", sa.Uuid, nullable=False),
        _ms("received_at"),
        sa.PrimaryKeyConstraint(
            "board_id", "submission_id", name="pk_game_leaderboard_submissions"
        ),
        _fk("game_leaderboard_submissions", "board_id", "game_leaderboards", cascade=True),
    )
    op.create_table(
        "game_matches",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("minigame_id", OBJECT_ID, nullable=False),
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("players", sa.JSON, nullable=False),
        sa.Column("state", sa.String(8), nullable=False),
        _ms("started_at"),
        _ms("reported_at"),
        _ms("ended_at", nullable=True),
        sa.Column("ended_by", sa.String(8)),
        sa.Column("results", sa.JSON, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_game_matches"),
        _fk("game_matches", "minigame_id", "game_minigames"),
    )
    op.create_index("ix_game_matches_state_reported_at", "game_matches", ["state", "reported_at"])
    op.create_index("ix_game_matches_minigame_id_state", "game_matches", ["minigame_id", "state"])
    _nodes()


def _nodes() -> None:
    for node, (node_id, everyday) in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )
        if everyday:
            op.execute(
                sa.text(
                    "INSERT INTO role_grants (role_id, node, negated) SELECT :role, :node, :no "
                    "WHERE EXISTS (SELECT 1 FROM roles WHERE id = :role) AND NOT EXISTS "
                    "(SELECT 1 FROM role_grants WHERE role_id = :role AND node = :node)"
                ).bindparams(role=DEFAULT_ROLE_ID, node=node, no=False)
            )


def downgrade() -> None:
    for node in NODES:
        op.execute(
            sa.text("DELETE FROM role_grants WHERE role_id = :role AND node = :node").bindparams(
                role=DEFAULT_ROLE_ID, node=node
            )
        )
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
    for table in (
        "game_matches", "game_leaderboard_submissions", "game_leaderboard_entries",
        "game_leaderboards", "game_minigames", "game_template_collaborators", "game_templates",
    ):  # fmt: skip
        op.drop_table(table)
