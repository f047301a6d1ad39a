"""Games in process on SQLite: leaderboard submit, top 50 and around-me, and the catalog's
first page, each beside its floor in the same run, at each size of BENCH_GAMES_SIZES
(entries on the board; default "1000,100000").

For each size: a fresh database migrated with the app's migrations, a core built from it
(``bootstrap.build_core``, the settings a development server has), one board of no minigame
(``best``, desc) made through the use case, then the entries in bulk (one stdlib sqlite3
transaction, rows made by the SQL adapter's own mapping ``entry_values``), and
min(size, 10 000) published minigames the same way. Then, each ``BENCH_GAMES_RUNS`` (200)
times after 20 warm-up calls, the median and p95 of:

- **submit**: ``core.games.scores.submit`` (a ``best`` that does not improve, for a player of
  median rank: lock the entry, apply, commit; no rank, as servers submit) beside the floor:
  the entry by primary key and an update in one ``BEGIN IMMEDIATE`` transaction on a plain
  stdlib connection;
- **new best**: a ``best`` that improves each time, by a prime stride (the entry moves in the
  rank counts: the most a submit writes) beside the same entry read, entry update and rank
  counts upsert in one transaction;
- **top 50**: ``core.games.scores.top`` (the fast read path, rows to entries, ranks, the
  cursor) beside the floor: the same statement, rows as tuples;
- **around-me** (5 above, 5 below, median rank): ``core.games.scores.around`` beside the
  same statements (entry by key, the rank from the rank counts and the ties, two index
  walks);
- **catalog**: ``core.games.minigames.catalog`` (newest first, 24) beside its statement.

The floor is the database's own cost, the app's share above it is Python. A rank reads at most
54 rank count rows by primary key plus the entries tied on the score ahead of the player
(domain/games/rank_tree.py), so no measure grows with the size of the board.

Run: ``.venv/bin/python bench/games.py`` (BENCH_GAMES_SIZES=1000,100000,1000000 adds 10^6,
a few minutes of seeding).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

WARM_UP = 20
CATALOG_MAX = 10_000


def _settings(directory: Path, url: str) -> Any:
    from bootstrap.settings import Settings

    return Settings.from_env(
        {
            "SVC_ENV": "development",
            "SVC_DATABASE_URL": url,
            "SVC_DATA_DIR": str(directory / "var"),
            "SVC_RATE_LIMIT_SCALE": "0",
        }
    )


async def _timed(call: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, float]:
    for _ in range(WARM_UP):
        await call()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def _sync_timed(call: Callable[[], Any], runs: int) -> tuple[float, float]:
    for _ in range(WARM_UP):
        call()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def _seed(
    path: Path, board: Any, size: int, template_id: str, owner: uuid.UUID
) -> tuple[uuid.UUID, uuid.UUID, uuid.UUID]:
    """Entries and minigames in bulk; the player of median rank and two players next to it
    (the climbers of the new-best submits, the app's and the floor's)."""
    from adapters.sql.games.rows import entry_values, minigame_values
    from domain.games.leaderboard import Entry, Standing, sort_key
    from domain.games.minigame import Content, Minigame, MinigameState
    from domain.games.rank_tree import update_nodes

    rng = random.Random(17)
    start = datetime(2026, 11, 1, tzinfo=UTC)
    players = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(size)]
    rows = []
    keys = []
    for n, player in enumerate(players):
        standing = Standing(
            rng.randrange(0, 1_000_000), rng.randrange(0, 10),
            start + timedelta(milliseconds=n * 7), {"kit": "archer"},
        )  # fmt: skip
        keys.append((sort_key(board.order, player, standing), player))
        values = entry_values(board, Entry(board.id, player, standing))
        values["player_id"] = player.hex
        values["meta"] = json.dumps(values["meta"])
        rows.append(values)
    counts: Counter[int] = Counter()
    for row in rows:
        counts.update(update_nodes(row["key_score"]))
    connection = sqlite3.connect(path)
    columns = list(rows[0])
    connection.execute("BEGIN")
    connection.executemany(
        f"INSERT INTO game_leaderboard_entries ({', '.join(columns)}) "
        f"VALUES ({', '.join(':' + c for c in columns)})",
        rows,
    )
    connection.executemany(
        "INSERT INTO game_leaderboard_rank_counts (board_id, period, node, entries) "
        "VALUES (?, 0, ?, ?)",
        ((board.id, node, count) for node, count in sorted(counts.items())),
    )
    games = []
    for n in range(min(size, CATALOG_MAX)):
        moment = start + timedelta(seconds=n)
        content = Content(f"Arena {n}", {"rounds": 3})
        game = Minigame(
            f"{n:024x}", template_id, owner, None, "ctf", MinigameState.PUBLISHED, content, 1,
            content, 1, moment, moment, moment,
        )  # fmt: skip
        values = minigame_values(game)
        values["owner_id"] = owner.hex
        values["settings_values"] = json.dumps(values["settings_values"])
        values["published_values"] = json.dumps(values["published_values"])
        values["live_players"] = n % 50
        games.append(values)
    columns = list(games[0])
    connection.executemany(
        f"INSERT INTO game_minigames ({', '.join(columns)}) "
        f"VALUES ({', '.join(':' + c for c in columns)})",
        games,
    )
    connection.commit()
    connection.execute("ANALYZE")
    connection.close()
    keys.sort()
    middle = len(keys) // 2
    return keys[middle][1], keys[middle - 1][1], keys[middle + 1][1]


Result = tuple[str, int, tuple[float, float], tuple[float, float]]
CLIMB_FROM, CLIMB_STRIDE = 2_000_000, 7_919_113


def _floor_climbs(
    board: Any, floor: sqlite3.Connection, player: uuid.UUID, count: int
) -> list[tuple[dict[str, Any], tuple[str, list[Any]]]]:
    """The floor's new-best submits, worked out beforehand: the entry's new values and the
    rank counts' upsert (as the app writes it) for each."""
    from domain.games.rank_tree import changes

    (key,) = floor.execute(
        "SELECT key_score FROM game_leaderboard_entries WHERE board_id = ? AND period = 0 "
        "AND player_id = ?",
        (board.id, player.hex),
    ).fetchone()
    steps = []
    for n in range(count):
        score = CLIMB_FROM + n * CLIMB_STRIDE
        deltas = changes(key, -score)
        key = -score
        rows = ", ".join("(?, 0, ?, ?)" for _ in deltas)
        upsert = (
            "INSERT INTO game_leaderboard_rank_counts (board_id, period, node, entries) "
            f"VALUES {rows} ON CONFLICT (board_id, period, node) "
            "DO UPDATE SET entries = entries + excluded.entries"
        )
        params = [value for node, d in deltas.items() for value in (board.id, node, d)]
        values = {"board": board.id, "player": player.hex, "score": score, "key": key, "at": n}
        steps.append((values, (upsert, params)))
    return steps


def _database() -> tuple[Path, Path, str]:
    """A fresh migrated SQLite database (migrations run their own event loop: outside ours)."""
    from bootstrap.migrations import upgrade

    directory = Path(tempfile.mkdtemp(prefix="bench-games-"))
    path = directory / "bench.db"
    url = f"sqlite+aiosqlite:///{path}"
    upgrade(url)
    return directory, path, url


async def _one_size(size: int, runs: int, database: tuple[Path, Path, str]) -> list[Result]:
    from adapters.sql.games import reader as fast
    from application.games.leaderboards import BoardDraft
    from application.games.ports import CatalogQuery
    from application.identity.principal import Principal
    from application.permissions.grants import GrantChange
    from bootstrap.core import build_core
    from domain.connect.schema import FieldType, SchemaField, build_schema
    from domain.games.leaderboard import Operator, Order, Submission, Submitters, sort_key
    from domain.games.rank_tree import PREFIX_NODES_MAX, prefix_nodes
    from domain.games.template import TemplateContent
    from domain.identity.auth_session import SessionKind

    directory, path, url = database
    results = []
    settings = _settings(directory, url)
    # The board through the use cases, then the bulk seed with no core running (its
    # background jobs would wait on the seed's write lock), then a fresh core measures.
    core = await build_core(settings)
    user_id = uuid.uuid4()
    await core.users.ensure(user_id, "Bench")
    await core.grants.put(user_id, GrantChange("games:manage"))
    admin = Principal((await core.tokens.issue(user_id, SessionKind.CLI, ())).claims)
    board = await core.games.leaderboards.create(
        admin, BoardDraft("Bench", Order.DESC, Operator.BEST, None, Submitters.ADMINS)
    )
    schema = build_schema("1", [SchemaField("rounds", "Rounds", FieldType.INT)])
    template = await core.games.templates.create(
        admin, TemplateContent("Arena", "", "ctf", 2, 16, schema, ())
    )
    await core.aclose()
    started = time.perf_counter()
    target, climber, floor_climber = await asyncio.to_thread(
        _seed, path, board, size, template.id, user_id
    )
    seeded = time.perf_counter() - started
    async with await build_core(settings) as core:
        own = (await core.games.scores.around(admin, board.id, target, 0))[0]
        print(f"# {size:,} entries seeded in {seeded:.1f} s; the measured player has rank "
              f"{own.rank:,}", file=sys.stderr)  # fmt: skip
        floor = sqlite3.connect(path, isolation_level=None)
        entry = own.entry
        key = sort_key(board.order, entry.player_id, entry.standing)
        low = Submission(0)

        async def submit() -> None:
            await core.games.scores.submit(admin, board.id, target, low)

        def floor_submit() -> None:
            floor.execute("BEGIN IMMEDIATE")
            floor.execute(
                "SELECT score, subscore, achieved_at, meta FROM game_leaderboard_entries "
                "WHERE board_id = ? AND period = 0 AND player_id = ?",
                (board.id, target.hex),
            ).fetchone()
            floor.execute(
                "UPDATE game_leaderboard_entries SET meta = meta WHERE board_id = ? AND "
                "period = 0 AND player_id = ?",
                (board.id, target.hex),
            )
            floor.execute("COMMIT")

        results.append(
            ("submit", size, await _timed(submit, runs), _sync_timed(floor_submit, runs))
        )

        # A new best each time, far from the last (a prime stride): the entry moves in the
        # rank counts, the most a submit writes.
        climbs = iter(range(WARM_UP + runs))

        async def climb() -> None:
            score = CLIMB_FROM + next(climbs) * CLIMB_STRIDE
            await core.games.scores.submit(admin, board.id, climber, Submission(score))

        floor_climbs = iter(_floor_climbs(board, floor, floor_climber, WARM_UP + runs))

        def floor_climb() -> None:
            values, counts = next(floor_climbs)
            floor.execute("BEGIN IMMEDIATE")
            floor.execute(
                "SELECT score, subscore, achieved_at, meta FROM game_leaderboard_entries "
                "WHERE board_id = :board AND period = 0 AND player_id = :player",
                values,
            ).fetchone()
            floor.execute(
                "UPDATE game_leaderboard_entries SET score = :score, key_score = :key, "
                "achieved_at = :at WHERE board_id = :board AND period = 0 "
                "AND player_id = :player",
                values,
            )
            floor.execute(counts[0], counts[1])
            floor.execute("COMMIT")

        results.append(
            ("new best", size, await _timed(climb, runs), _sync_timed(floor_climb, runs))
        )

        async def top() -> None:
            await core.games.scores.top(admin, board.id, 50, None)

        top_sql = fast.TOP.replace(":board", "?").replace(":period", "?").replace(":limit", "?")

        def floor_top() -> None:
            floor.execute(top_sql, (board.id, 0, 51)).fetchall()

        results.append(("top 50", size, await _timed(top, runs), _sync_timed(floor_top, runs)))

        async def around() -> None:
            await core.games.scores.around(admin, board.id, target, 5)

        nodes = prefix_nodes(key[0])
        rank_params = {
            "board": board.id, "period": 0, "k1": key[0], "k2": key[1], "k3": key[2],
            "k4": key[3], **{f"n{i}": (nodes[i:] or [0])[0] for i in range(PREFIX_NODES_MAX)},
        }  # fmt: skip
        walk = (
            "SELECT board_id, player_id, score, subscore, achieved_at, meta, period FROM "
            "game_leaderboard_entries WHERE board_id = ? AND period = 0 AND "
            "(key_score, key_subscore, achieved_at, player_id) {op} (?, ?, ?, ?) ORDER BY "
            "key_score {d}, key_subscore {d}, achieved_at {d}, player_id {d} LIMIT 5"
        )

        def floor_around() -> None:
            floor.execute(
                "SELECT score FROM game_leaderboard_entries WHERE board_id = ? AND period = 0 "
                "AND player_id = ?",
                (board.id, target.hex),
            ).fetchone()
            floor.execute(fast.RANK, rank_params).fetchone()
            floor.execute(walk.format(op="<", d="DESC"), (board.id, *key)).fetchall()
            floor.execute(walk.format(op=">", d="ASC"), (board.id, *key)).fetchall()

        results.append(
            ("around-me", size, await _timed(around, runs), _sync_timed(floor_around, runs))
        )

        async def catalog() -> None:
            await core.games.minigames.catalog(admin, CatalogQuery(), None, None)

        catalog_sql = (
            "SELECT * FROM game_minigames WHERE state = 'published' "
            "ORDER BY published_at DESC, id DESC LIMIT 25"
        )
        results.append(
            ("catalog page", size, await _timed(catalog, runs),
             _sync_timed(lambda: floor.execute(catalog_sql).fetchall(), runs))
        )  # fmt: skip
        floor.close()
    return results


def main() -> None:
    sizes = [int(s) for s in os.environ.get("BENCH_GAMES_SIZES", "1000,100000").split(",")]
    runs = int(os.environ.get("BENCH_GAMES_RUNS", "200"))
    rows = []
    for size in sizes:
        rows += asyncio.run(_one_size(size, runs, _database()))
    print(f"{'operation':<14} {'entries':>10} {'app p50 ms':>11} {'app p95':>8} "
          f"{'floor p50':>10} {'floor p95':>10} {'app/floor':>10}")  # fmt: skip
    for name, size, (app50, app95), (floor50, floor95) in rows:
        print(f"{name:<14} {size:>10,} {app50:>11.3f} {app95:>8.3f} {floor50:>10.3f} "
              f"{floor95:>10.3f} {app50 / floor50:>10.1f}")  # fmt: skip


if __name__ == "__main__":
    main()
