"""Games in process: leaderboard submit (a plain one and a new best), top 50 and around-me,
and the catalog's first page, each beside its floor in the same run, at each size of
BENCH_GAMES_SIZES (entries on the board; default "1000,100000"), on SQLite or, with
BENCH_GAMES_DATABASE=postgres, on a scratch PostgreSQL database made through
BENCH_POSTGRES_URL (bench/pgscratch.py; dropped at the end).

For each size: a fresh database migrated with the app's migrations, a core built from it
(``bootstrap.build_core``, the settings a development server has), one board of no minigame
(``best``, desc) made through the use case, then the entries, their rank counts and
min(size, 10 000) published minigames in bulk (one transaction; rows made by the SQL
adapter's own mappings, bench/games_floors.py). Then, each ``BENCH_GAMES_RUNS`` (200) times
after 20 warm-up calls, the median and p95 of:

- **submit**: ``core.games.scores.submit`` (a ``best`` that does not improve, for a player of
  median rank: lock the entry, apply, commit; no rank, as servers submit) beside the floor:
  the entry by primary key (``FOR UPDATE`` on PostgreSQL) and an update in one transaction;
- **new best**: a ``best`` that improves each time, by a prime stride (the entry moves in the
  rank counts: the most a submit writes) beside the same entry read, entry update and rank
  counts upsert in one transaction;
- **top 50**: ``core.games.scores.top`` (the fast read path, rows to entries, ranks, the
  cursor) beside the floor: the same statement, rows as tuples;
- **around-me** (5 above, 5 below, median rank): ``core.games.scores.around`` beside the
  same statements (entry by key, the rank from the rank counts and the ties, two index
  walks);
- **catalog**: ``core.games.minigames.catalog`` (newest first, 24) beside its statement.

A floor runs the app's statements on the plain driver (stdlib sqlite3, or one asyncpg
connection): the database's own cost; the app's share above it is Python and the driver
path. A rank reads at most 54 rank count rows by primary key plus the entries tied on the
score ahead of the player (domain/games/rank_tree.py), so no measure grows with the board.

Run: ``.venv/bin/python bench/games.py`` (BENCH_GAMES_SIZES=1000,100000,1000000 adds 10^6,
about a minute of seeding).
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
import uuid

from games_floors import (
    CATALOG,
    CLIMB_FROM,
    CLIMB_STRIDE,
    PostgresFloor,
    SqliteFloor,
    around_params,
    climbs,
    seed_rows,
)
from inprocess import WARM_UP, Database, fresh_database, settings, stop_on_sigterm, timed

Result = tuple[str, int, tuple[float, float], tuple[float, float]]


async def _one_size(size: int, runs: int, database: Database) -> list[Result]:
    from adapters.sql.games import reader as fast
    from application.games.leaderboards import BoardDraft
    from application.games.ports import CatalogQuery
    from application.identity.principal import OPERATOR, Principal
    from application.permissions.grants import GrantChange
    from bootstrap.core import build_core
    from domain.connect.schema import FieldType, SchemaField, build_schema
    from domain.games.leaderboard import Operator, Order, Submission, Submitters, sort_key
    from domain.games.template import TemplateContent
    from domain.identity.auth_session import SessionKind

    results = []
    core_settings = settings(database)
    # The board through the use cases, then the bulk seed with no core running (its
    # background jobs would wait on the seed's write lock), then a fresh core measures.
    core = await build_core(core_settings)
    user_id = uuid.uuid4()
    await core.identity.users.ensure(user_id, "Bench")
    await core.permissions.grants.put(OPERATOR, user_id, GrantChange("games:manage"))
    admin = Principal((await core.identity.tokens.issue(user_id, SessionKind.CLI, ())).claims)
    board = await core.games.leaderboards.create(
        admin, BoardDraft("Bench", Order.DESC, Operator.BEST, None, Submitters.ADMINS)
    )
    schema = build_schema("1", [SchemaField("rounds", "Rounds", FieldType.INT)])
    template = await core.games.templates.create(
        admin, TemplateContent("Arena", "", "ctf", 2, 16, schema, ())
    )
    await core.aclose()
    started = time.perf_counter()
    seed = await asyncio.to_thread(seed_rows, board, size, template.id, user_id)
    if database.kind == "sqlite":
        await asyncio.to_thread(SqliteFloor.write, database.floor_target, board, seed)
        floor: SqliteFloor | PostgresFloor = SqliteFloor(database.floor_target)
    else:
        await PostgresFloor.write(database.floor_target, board, seed)
        floor = await PostgresFloor.connect(database.floor_target)
    seeded = time.perf_counter() - started
    target = seed.target
    async with await build_core(core_settings) as core:
        own = (await core.games.scores.around(admin, board.id, target, 0))[0]
        print(f"# {database.kind}: {size:,} entries seeded in {seeded:.1f} s; the measured "
              f"player has rank {own.rank:,}", file=sys.stderr)  # fmt: skip
        key = sort_key(board.order, own.entry.player_id, own.entry.standing)
        low = Submission(0)
        player = floor.player(target)

        async def submit() -> None:
            await core.games.scores.submit(admin, board.id, target, low)

        async def floor_submit() -> None:
            await floor.submit(board.id, player)

        results.append(("submit", size, await timed(submit, runs), await timed(floor_submit, runs)))

        rises = iter(range(WARM_UP + runs))

        async def climb() -> None:
            score = CLIMB_FROM + next(rises) * CLIMB_STRIDE
            await core.games.scores.submit(admin, board.id, seed.climber, Submission(score))

        floor_climber = floor.player(seed.floor_climber)
        start_key = await floor.key_score(board.id, seed.floor_climber)
        steps = iter(climbs(board, start_key, WARM_UP + runs))

        async def floor_climb() -> None:
            moved, rows = next(steps)
            await floor.climb(floor_climber, moved, rows)

        results.append(("new best", size, await timed(climb, runs), await timed(floor_climb, runs)))

        async def top() -> None:
            await core.games.scores.top(admin, board.id, 50, None)

        top_params = {"board": board.id, "period": 0, "limit": 51}

        async def floor_top() -> None:
            await floor.run(fast.TOP, top_params)

        results.append(("top 50", size, await timed(top, runs), await timed(floor_top, runs)))

        async def around() -> None:
            await core.games.scores.around(admin, board.id, target, 5)

        params = around_params(board.id, key, player)
        if database.kind == "postgres":
            params["k4"] = uuid.UUID(hex=key[3])

        async def floor_around() -> None:
            await floor.run(fast.ENTRY, params)
            await floor.run(fast.RANK, params)
            await floor.run(fast.ABOVE, params)
            await floor.run(fast.TOP_AFTER, params)

        results.append(
            ("around-me", size, await timed(around, runs), await timed(floor_around, runs))
        )

        async def catalog() -> None:
            await core.games.minigames.catalog(admin, CatalogQuery(), None, None)

        async def floor_catalog() -> None:
            await floor.run(CATALOG, {})

        results.append(
            ("catalog page", size, await timed(catalog, runs), await timed(floor_catalog, runs))
        )
        await floor.close()
    return results


def main() -> None:
    sizes = [int(s) for s in os.environ.get("BENCH_GAMES_SIZES", "1000,100000").split(",")]
    runs = int(os.environ.get("BENCH_GAMES_RUNS", "200"))
    kind = os.environ.get("BENCH_GAMES_DATABASE", "sqlite")
    if kind not in ("sqlite", "postgres"):
        raise SystemExit("BENCH_GAMES_DATABASE is sqlite or postgres")
    stop_on_sigterm()
    rows = []
    for size in sizes:
        with fresh_database(kind, "BENCH_GAMES_DATABASE") as database:
            rows += asyncio.run(_one_size(size, runs, database))
    print(f"{kind}: {'operation':<14} {'entries':>10} {'app p50 ms':>11} {'app p95':>8} "
          f"{'floor p50':>10} {'floor p95':>10} {'app/floor':>10}")  # fmt: skip
    for name, size, (app50, app95), (floor50, floor95) in rows:
        print(f"{kind}: {name:<14} {size:>10,} {app50:>11.3f} {app95:>8.3f} {floor50:>10.3f} "
              f"{floor95:>10.3f} {app50 / floor50:>10.1f}")  # fmt: skip


if __name__ == "__main__":
    main()
