"""Tables of the games area (migration 0011_games creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

NAME = sa.String(80)
MODE = sa.String(32)

game_templates = sa.Table(
    "game_templates",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("owner_id", sa.Uuid, nullable=False),
    sa.Column("name", NAME, nullable=False),
    sa.Column("description", sa.Text, nullable=False),
    sa.Column("mode", MODE, nullable=False),
    sa.Column("min_players", sa.Integer, nullable=False),
    sa.Column("max_players", sa.Integer, nullable=False),
    sa.Column("settings_schema", sa.JSON, nullable=False),
    sa.Column("assets", sa.JSON, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    sa.Index("ix_game_templates_owner_id_id", "owner_id", "id"),
)

game_template_collaborators = sa.Table(
    "game_template_collaborators",
    metadata,
    sa.Column(
        "template_id",
        ObjectId,
        sa.ForeignKey("game_templates.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("user_id", sa.Uuid, primary_key=True),
    sa.Column("role", sa.String(8), nullable=False),
    millis("added_at"),
    sa.Index("ix_game_template_collaborators_user_id_template_id", "user_id", "template_id"),
)

game_minigames = sa.Table(
    "game_minigames",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("template_id", ObjectId, sa.ForeignKey("game_templates.id"), nullable=False),
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
    # Players in the minigame's live matches now (kept by live match reports).
    sa.Column("live_players", sa.Integer, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    millis("published_at", nullable=True),
    sa.Index("ix_game_minigames_template_id_id", "template_id", "id"),
    # The catalog: published ones, newest or most played first (keyset on the rank, id).
    sa.Index("ix_game_minigames_state_published_at_id", "state", "published_at", "id"),
    sa.Index("ix_game_minigames_state_live_players_id", "state", "live_players", "id"),
)

game_leaderboards = sa.Table(
    "game_leaderboards",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("name", NAME, nullable=False),
    sa.Column("sort_order", sa.String(4), nullable=False),
    sa.Column("operator", sa.String(4), nullable=False),
    sa.Column("minigame_id", ObjectId, sa.ForeignKey("game_minigames.id")),
    sa.Column("submitters", sa.String(8), nullable=False),
    sa.Column("reset_schedule", sa.String(100)),
    sa.Column("created_by", sa.Uuid, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    sa.Index("ix_game_leaderboards_minigame_id_id", "minigame_id", "id"),
)

# One standing per (board, reset period, player); period is the period's start in epoch ms
# (0 on boards without resets), older periods are the board's archive. key_score and
# key_subscore are score and subscore signed so that ascending is always best first (negated
# on desc boards): one index serves every ranking query of both orders.
game_leaderboard_entries = sa.Table(
    "game_leaderboard_entries",
    metadata,
    sa.Column(
        "board_id",
        ObjectId,
        sa.ForeignKey("game_leaderboards.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("period", sa.BigInteger, primary_key=True),
    sa.Column("player_id", sa.Uuid, primary_key=True),
    sa.Column("score", sa.BigInteger, nullable=False),
    sa.Column("subscore", sa.BigInteger, nullable=False),
    sa.Column("key_score", sa.BigInteger, nullable=False),
    sa.Column("key_subscore", sa.BigInteger, nullable=False),
    millis("achieved_at"),
    sa.Column("meta", sa.JSON, nullable=False),
    sa.Index(
        "ix_game_leaderboard_entries_rank",
        "board_id",
        "period",
        "key_score",
        "key_subscore",
        "achieved_at",
        "player_id",
    ),
)

# The rank counts of each board period: node -> how many entries its part of the score key
# range holds, a Fenwick tree (domain/games/rank_tree.py). Rows appear as entries arrive; a
# node whose entries left keeps its row at 0.
game_leaderboard_rank_counts = sa.Table(
    "game_leaderboard_rank_counts",
    metadata,
    sa.Column(
        "board_id",
        ObjectId,
        sa.ForeignKey("game_leaderboards.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("period", sa.BigInteger, primary_key=True),
    sa.Column("node", sa.BigInteger, primary_key=True),
    sa.Column("entries", sa.BigInteger, nullable=False),
)

# Submission ids a board has applied (idempotent submits).
game_leaderboard_submissions = sa.Table(
    "game_leaderboard_submissions",
    metadata,
    sa.Column(
        "board_id",
        ObjectId,
        sa.ForeignKey("game_leaderboards.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("submission_id", sa.String(64), primary_key=True),
    sa.Column("player_id", sa.Uuid, nullable=False),
    millis("received_at"),
)

# Live matches reported by servers (ended ones stay, with their results).
game_matches = sa.Table(
    "game_matches",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("minigame_id", ObjectId, sa.ForeignKey("game_minigames.id"), nullable=False),
    sa.Column("server_id", sa.Uuid, nullable=False),
    sa.Column("players", sa.JSON, nullable=False),  # player ids (hex), in the order they joined
    sa.Column("state", sa.String(8), nullable=False),
    millis("started_at"),
    millis("reported_at"),
    millis("ended_at", nullable=True),
    sa.Column("ended_by", sa.String(8)),
    sa.Column("results", sa.JSON, nullable=False),
    # The sweep (silent live matches) and the snapshot (live ones of a minigame).
    sa.Index("ix_game_matches_state_reported_at", "state", "reported_at"),
    sa.Index("ix_game_matches_minigame_id_state", "minigame_id", "state"),
)
