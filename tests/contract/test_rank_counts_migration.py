"""Revision 0013 fills the rank counts of the entries already stored: after the upgrade, the
rank a board answers is the place of each entry, on a board made before the counts existed."""

from __future__ import annotations

import sqlite3
import uuid
from pathlib import Path

from adapters.sql.migrate import upgrade
from domain.games.rank_tree import prefix_nodes

BOARD = "0" * 23 + "1"


def _rank_by_counts(db: sqlite3.Connection, period: int, key: int) -> int:
    nodes = prefix_nodes(key) or [0]
    places = ", ".join("?" * len(nodes))
    row = db.execute(
        "SELECT coalesce(sum(entries), 0) FROM game_leaderboard_rank_counts"
        f" WHERE board_id = ? AND period = ? AND node IN ({places})",
        (BOARD, period, *nodes),
    ).fetchone()
    return int(row[0])


def test_the_upgrade_counts_the_entries_of_every_board_period(tmp_path: Path) -> None:
    path = tmp_path / "svc.db"
    upgrade(f"sqlite+aiosqlite:///{path}", "0012_merge_areas")
    keys = {0: [-500, -20, -20, 0, 7, 9_000_000_000_000], 1_700_000_000_000: [3, 3, -1]}
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO game_leaderboards (id, name, sort_order, operator, minigame_id,"
            " submitters, reset_schedule, created_by, revision, created_at, updated_at)"
            " VALUES (?, 'Old', 'desc', 'best', NULL, 'admins', NULL, ?, 1, 0, 0)",
            (BOARD, uuid.uuid4().hex),
        )
        for period, period_keys in keys.items():
            for n, key in enumerate(period_keys):
                db.execute(
                    "INSERT INTO game_leaderboard_entries (board_id, period, player_id, score,"
                    " subscore, key_score, key_subscore, achieved_at, meta)"
                    " VALUES (?, ?, ?, ?, 0, ?, 0, ?, '{}')",
                    (BOARD, period, uuid.uuid4().hex, -key, key, n),
                )
    upgrade(f"sqlite+aiosqlite:///{path}")
    with sqlite3.connect(path) as db:
        for period, period_keys in keys.items():
            for probe in [*period_keys, -(2**53 - 1), 2**53 - 1, 1]:
                below = sum(1 for key in period_keys if key < probe)
                assert _rank_by_counts(db, period, probe) == below
