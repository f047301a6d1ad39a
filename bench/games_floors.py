"""The floors of bench/games.py, one per database, and the bulk seed they share.

A floor runs the statements the app runs for an operation on the plain driver (stdlib
``sqlite3``, or one ``asyncpg`` connection), with nothing between: the database's own cost.
Both floors offer the same async methods, so the runner times them alike (the SQLite one
does not await anything: its calls take what its statements take).
"""

from __future__ import annotations

import functools
import json
import random
import sqlite3
import uuid
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

CATALOG_MAX = 10_000
CLIMB_FROM, CLIMB_STRIDE = 2_000_000, 7_919_113
"""A climber's n-th new best is CLIMB_FROM + n * CLIMB_STRIDE: far from the last, so the
entry moves across the rank counts (the most a submit writes)."""

COUNT_UPSERT = (
    "INSERT INTO game_leaderboard_rank_counts (board_id, period, node, entries) "
    "VALUES (:board, 0, :node, :delta) ON CONFLICT (board_id, period, node) "
    "DO UPDATE SET entries = game_leaderboard_rank_counts.entries + excluded.entries"
)
CATALOG = (
    "SELECT * FROM game_minigames WHERE state = 'published' "
    "ORDER BY published_at DESC, id DESC LIMIT 25"
)
_ENTRY_FOR_UPDATE = (
    "SELECT score, subscore, achieved_at, meta FROM game_leaderboard_entries "
    "WHERE board_id = :board AND period = 0 AND player_id = :player"
)
_TOUCH = (
    "UPDATE game_leaderboard_entries SET meta = meta "
    "WHERE board_id = :board AND period = 0 AND player_id = :player"
)
_MOVE = (
    "UPDATE game_leaderboard_entries SET score = :score, key_score = :key, achieved_at = :at "
    "WHERE board_id = :board AND period = 0 AND player_id = :player"
)


@dataclass(frozen=True)
class Seed:
    entries: list[dict[str, Any]]
    counts: list[tuple[int, int]]
    """(node, entries) of the board's rank counts."""
    minigames: list[dict[str, Any]]
    target: uuid.UUID
    """The player of median rank."""
    climber: uuid.UUID
    floor_climber: uuid.UUID


def seed_rows(board: Any, size: int, template_id: str, owner: uuid.UUID) -> Seed:
    """``size`` entries (random scores), their rank counts, and min(size, 10 000) published
    minigames, made by the SQL adapter's own row mappings."""
    from adapters.sql.games.rows import entry_values, minigame_values
    from domain.games.leaderboard import Entry, Standing, sort_key
    from domain.games.minigame import Content, Minigame, MinigameState
    from domain.games.rank_tree import update_nodes

    rng = random.Random(17)
    start = datetime(2026, 11, 1, tzinfo=UTC)
    entries, keys, counts = [], [], Counter[int]()
    for n in range(size):
        player = uuid.UUID(int=rng.getrandbits(128), version=4)
        standing = Standing(
            rng.randrange(0, 1_000_000), rng.randrange(0, 10),
            start + timedelta(milliseconds=n * 7), {"kit": "archer"},
        )  # fmt: skip
        keys.append((sort_key(board.order, player, standing), player))
        values = entry_values(board, Entry(board.id, player, standing))
        values["meta"] = json.dumps(values["meta"])
        counts.update(update_nodes(values["key_score"]))
        entries.append(values)
    minigames = []
    for n in range(min(size, CATALOG_MAX)):
        moment = start + timedelta(seconds=n)
        content = Content(f"Arena {n}", {"rounds": 3})
        game = Minigame(
            f"{n:024x}", template_id, owner, None, "ctf", MinigameState.PUBLISHED, content, 1,
            content, 1, moment, moment, moment,
        )  # fmt: skip
        values = minigame_values(game)
        values["settings_values"] = json.dumps(values["settings_values"])
        values["published_values"] = json.dumps(values["published_values"])
        values["live_players"] = n % 50
        minigames.append(values)
    keys.sort()
    middle = len(keys) // 2
    return Seed(
        entries, sorted(counts.items()), minigames,
        keys[middle][1], keys[middle - 1][1], keys[middle + 1][1],
    )  # fmt: skip


def climbs(board: Any, key: int, count: int) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The floor's new-best submits, worked out beforehand from the climber's score key: the
    entry's new values and the rank counts' rows (node, delta) for each."""
    from domain.games.rank_tree import changes

    steps = []
    for n in range(count):
        score = CLIMB_FROM + n * CLIMB_STRIDE
        deltas = changes(key, -score)
        key = -score
        moved = {"board": board.id, "score": score, "key": key, "at": n}
        steps.append(
            (moved, [{"board": board.id, "node": k, "delta": d} for k, d in deltas.items()])
        )
    return steps


def around_params(board_id: str, key: Any, player: str) -> dict[str, Any]:
    from domain.games.rank_tree import prefix_places

    return {
        "board": board_id, "period": 0, "player": player, "limit": 5,
        "k1": key[0], "k2": key[1], "k3": key[2], "k4": key[3],
        **{f"n{i}": node for i, node in enumerate(prefix_places(key[0]))},
    }  # fmt: skip


class SqliteFloor:
    def __init__(self, path: str) -> None:
        self._db = sqlite3.connect(path, isolation_level=None)

    @staticmethod
    def write(path: str, board: Any, seed: Seed) -> None:
        connection = sqlite3.connect(path)
        connection.execute("BEGIN")
        for table, rows in (
            ("game_leaderboard_entries", seed.entries), ("game_minigames", seed.minigames),
        ):  # fmt: skip
            columns = list(rows[0])
            connection.executemany(
                f"INSERT INTO {table} ({', '.join(columns)}) "
                f"VALUES ({', '.join(':' + c for c in columns)})",
                [_sqlite_row(row) for row in rows],
            )
        connection.executemany(
            "INSERT INTO game_leaderboard_rank_counts (board_id, period, node, entries) "
            "VALUES (?, 0, ?, ?)",
            ((board.id, node, count) for node, count in seed.counts),
        )
        connection.commit()
        connection.execute("ANALYZE")
        connection.close()

    async def key_score(self, board_id: str, player: uuid.UUID) -> int:
        row = self._db.execute(
            "SELECT key_score FROM game_leaderboard_entries WHERE board_id = ? AND period = 0 "
            "AND player_id = ?",
            (board_id, player.hex),
        ).fetchone()
        return int(row[0])

    def player(self, player: uuid.UUID) -> str:
        return player.hex

    async def submit(self, board_id: str, player: str) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        self._db.execute(_ENTRY_FOR_UPDATE, {"board": board_id, "player": player}).fetchone()
        self._db.execute(_TOUCH, {"board": board_id, "player": player})
        self._db.execute("COMMIT")

    async def climb(self, player: str, moved: dict[str, Any], rows: list[dict[str, Any]]) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        self._db.execute(_ENTRY_FOR_UPDATE, {"board": moved["board"], "player": player})
        self._db.execute(_MOVE, {**moved, "player": player})
        self._db.executemany(COUNT_UPSERT, rows)
        self._db.execute("COMMIT")

    async def run(self, sql: str, params: dict[str, Any]) -> list[Any]:
        return self._db.execute(sql, params).fetchall()

    async def close(self) -> None:
        self._db.close()


def _sqlite_row(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v.hex if isinstance(v, uuid.UUID) else v for k, v in row.items()}


class PostgresFloor:
    """One asyncpg connection; statements prepared by asyncpg's cache, as the app's are."""

    def __init__(self, connection: Any) -> None:
        self._db = connection

    @classmethod
    async def connect(cls, dsn: str) -> PostgresFloor:
        import asyncpg

        return cls(await asyncpg.connect(dsn))

    @staticmethod
    async def write(dsn: str, board: Any, seed: Seed) -> None:
        import asyncpg

        connection = await asyncpg.connect(dsn)
        try:
            async with connection.transaction():
                for table, rows in (
                    ("game_leaderboard_entries", seed.entries),
                    ("game_minigames", seed.minigames),
                ):
                    columns = list(rows[0])
                    await connection.copy_records_to_table(
                        table, records=[tuple(row.values()) for row in rows], columns=columns
                    )
                await connection.copy_records_to_table(
                    "game_leaderboard_rank_counts",
                    records=[(board.id, 0, node, count) for node, count in seed.counts],
                    columns=["board_id", "period", "node", "entries"],
                )
            await connection.execute("ANALYZE")
        finally:
            await connection.close()

    async def key_score(self, board_id: str, player: uuid.UUID) -> int:
        return int(
            await self._db.fetchval(
                "SELECT key_score FROM game_leaderboard_entries WHERE board_id = $1 "
                "AND period = 0 AND player_id = $2",
                board_id,
                player,
            )
        )

    def player(self, player: uuid.UUID) -> uuid.UUID:
        return player

    async def submit(self, board_id: str, player: uuid.UUID) -> None:
        async with self._db.transaction():
            await self._fetch(_ENTRY_FOR_UPDATE + " FOR UPDATE", board=board_id, player=player)
            await self._fetch(_TOUCH, board=board_id, player=player)

    async def climb(
        self, player: uuid.UUID, moved: dict[str, Any], rows: list[dict[str, Any]]
    ) -> None:
        upsert = _query(COUNT_UPSERT)
        async with self._db.transaction():
            board = moved["board"]
            await self._fetch(_ENTRY_FOR_UPDATE + " FOR UPDATE", board=board, player=player)
            await self._fetch(_MOVE, **moved, player=player)
            await self._db.executemany(
                upsert.postgres, [[row[name] for name in upsert.names] for row in rows]
            )

    async def run(self, sql: str, params: dict[str, Any]) -> list[Any]:
        return await self._fetch(sql, **params)

    async def _fetch(self, sql: str, **params: Any) -> list[Any]:
        query = _query(sql)
        return await self._db.fetch(query.postgres, *(params[name] for name in query.names))

    async def close(self) -> None:
        await self._db.close()


@functools.cache
def _query(sql: str) -> Any:
    """The statement in asyncpg's placeholder style, made once."""
    from adapters.sql.fast_read import Query

    return Query(sql)
