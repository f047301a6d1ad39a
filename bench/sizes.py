"""Read hot paths at growing table sizes, in process: the public directory's first page, the
personal totem gallery's first page and the news feed (a page, and the unchanged answer),
each beside its floor in the same run, at each size of BENCH_SIZES (rows of each table;
default "1000,100000"; add 1000000 for 10^6), on SQLite or, with
BENCH_SIZES_DATABASE=postgres, on a scratch PostgreSQL database made through
BENCH_POSTGRES_URL (bench/pgscratch.py; dropped at the end).

Every size first gets a fresh database (all of them are kept until the end) migrated with the
app's migrations, then the bench's own seeds through a core (``bootstrap.build_core``, the
settings a development server has; bench/seed.py ``seed_database`` with one user):
``directory_seed`` (bench/directory.py: that many listings with their search terms),
``seed_gallery`` (that many totem models) and ``seed_news`` (that many news items; the reader
follows 10 feeds of min(1 000, size / 10) items each), each in bulk with the SQL adapter's own
row mappings (on SQLite with a 512 MiB page cache on the seeding connection). On PostgreSQL
the tables are then ANALYZEd (as autovacuum would have by the time such a table is read); on
SQLite nothing is (the app never runs ANALYZE). Then a fresh core and a floor on each
database, their answers checked to hold the same ids, and ``BENCH_SIZES_ROUNDS`` (5) rounds:
in each, every operation below at every size one after the other (so that a neighbour's load
falls on all sizes alike), ``BENCH_SIZES_RUNS`` (200) calls of the app after 20 warm-up
calls, then as many of the floor. Kept: the lowest over the rounds (on a shared machine a
neighbour's load only adds time) of the median and the p95 of the wall time, and of the median
CPU time of this process per call (``time.process_time``; on PostgreSQL the server's work is
not in it):

- **directory page**: ``core.edge.directory.page`` (no search, sort players, 24) beside the
  floor: the directory floor's statement (bench/directory.py, 25 rows);
- **gallery page**: ``core.totem.gallery`` as the models' artist (sort selected, 200, its
  active model marked) beside the gallery floor's two statements (bench/scenarios.py: the
  active model's id, 201 rows);
- **news page**: ``core.news.feed.page`` (no ``sinceMs``: the first 20 of the 10 followed
  feeds, their polls and the reader's votes) beside the news floor's statements
  (bench/scenarios.py: the feed state, the merged page, the page's poll counts and votes);
- **news unchanged**: the same with ``sinceMs`` = the feed's stamp after the seed (the
  ``notModified`` answer) beside the feed state statement alone.

A floor runs those statements on the plain driver (stdlib sqlite3 with SQLite's defaults, or
one asyncpg connection, statements prepared once by asyncpg's cache) and keeps the rows as
tuples: the database's own cost. It imports nothing of the app.

Run: ``.venv/bin/python bench/sizes.py`` (BENCH_SIZES=1000,100000,1000000 adds 10^6);
``BENCH_SIZES_PLANS=1`` prints each floor statement's plan at each size (SQLite's EXPLAIN
QUERY PLAN; on PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) EXECUTE of the statement PREPAREd
and executed 6 times: the plan asyncpg's kept statements run from then on).
"""

from __future__ import annotations

import asyncio
import functools
import os
import re
import sqlite3
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack, ExitStack
from typing import Any

from bodies import GALLERY_PAGE, NEWS_PAGE
from directory import FIRST_PAGE, PAGE
from floorlib import now_millis
from inprocess import Database, fresh_database, settings, stop_on_sigterm, timed_with_cpu
from scenarios import ACTIVE, FEED_STATE, GALLERY, POLL_COUNTS, POLL_VOTES, released_sql

Timing = tuple[float, float, float]  # p50, p95, CPU p50 (ms)
Result = tuple[str, int, Timing, Timing]
Params = dict[str, Any] | tuple[Any, ...]
_PLACEHOLDER = re.compile(r"(?<!:):([a-z_][a-z0-9_]*)|\?")


def _log(line: str) -> None:
    print(f"# {line}", file=sys.stderr, flush=True)


@functools.cache
def _postgres(sql: str) -> tuple[str, tuple[str, ...]]:
    """The statement in asyncpg's ``$n`` style, and the names of its parameters in order
    (empty for ``?`` ones, which keep their order)."""
    names: list[str] = []
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        name = match.group(1)
        if name is None:
            count += 1
            return f"${count}"
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    return _PLACEHOLDER.sub(number, sql), tuple(names)


class SqliteFloor:
    """One stdlib sqlite3 connection with SQLite's defaults."""

    kind = "sqlite"

    def __init__(self, path: str) -> None:
        self._db = sqlite3.connect(path, isolation_level=None)

    def key(self, user: uuid.UUID) -> Any:
        return user.hex

    async def run(self, sql: str, params: Params) -> list[Any]:
        return self._db.execute(sql, params).fetchall()

    async def plan(self, sql: str, params: Params) -> str:
        rows = self._db.execute(f"EXPLAIN QUERY PLAN {sql}", params).fetchall()
        return "\n".join(f"{row[0]:>4} {row[1]:>4} {row[3]}" for row in rows)

    async def close(self) -> None:
        self._db.close()


class PostgresFloor:
    """One asyncpg connection; each statement prepared once by asyncpg's cache, as the app's
    pool keeps them."""

    kind = "postgres"

    def __init__(self, connection: Any) -> None:
        self._db = connection

    @classmethod
    async def connect(cls, dsn: str) -> PostgresFloor:
        import asyncpg

        return cls(await asyncpg.connect(dsn))

    def key(self, user: uuid.UUID) -> Any:
        return user

    async def run(self, sql: str, params: Params) -> list[Any]:
        statement, names = _postgres(sql)
        if isinstance(params, dict):
            return await self._db.fetch(statement, *(params[name] for name in names))
        return await self._db.fetch(statement, *params)

    async def plan(self, sql: str, params: Params) -> str:
        """PREPAREd, executed 6 times (plan_cache_mode auto: from the 6th on, the generic
        plan when its estimate is not worse than the custom ones'), then EXPLAIN (ANALYZE,
        BUFFERS) EXECUTE: the plan a statement kept by asyncpg's cache runs from then on."""
        statement, names = _postgres(sql)
        values = [params[name] for name in names] if isinstance(params, dict) else list(params)
        execute = f"EXECUTE bench_plan({', '.join(_literal(value) for value in values)})"
        await self._db.execute(f"PREPARE bench_plan AS {statement}")
        try:
            for _ in range(6):
                await self._db.fetch(execute)
            rows = await self._db.fetch(f"EXPLAIN (ANALYZE, BUFFERS) {execute}")
        finally:
            await self._db.execute("DEALLOCATE bench_plan")
        return "\n".join(row[0] for row in rows)

    async def close(self) -> None:
        await self._db.close()


def _literal(value: Any) -> str:
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


async def _news_floor(
    floor: SqliteFloor | PostgresFloor, user: Any, since: int | None
) -> tuple[list[Any], int]:
    """The news floor's statements (bench/scenarios.py ``news_feed_floor``): the feed state;
    unless unchanged since ``since``, the merged page and its polls."""
    now = now_millis()
    rows = await floor.run(FEED_STATE, {"user": user, "now": now})
    stamps = {feed: max(changed or 0, released or 0) for _, feed, changed, released in rows if feed}
    feeds, stamp = sorted(stamps), max([rows[0][0], *stamps.values()])
    if since is not None and stamp <= since:
        return [], stamp
    params: dict[str, Any] = {"now": now, "limit": NEWS_PAGE + 1}
    params.update({f"f{i}": feed for i, feed in enumerate(feeds)})
    page = await floor.run(released_sql(len(feeds)), params)
    polled = sorted({r[0] for r in page[:NEWS_PAGE] if r[7] is not None})
    if polled:
        marks = ", ".join("?" * len(polled))
        await floor.run(POLL_COUNTS.format(marks=marks), tuple(polled))
        await floor.run(POLL_VOTES.format(marks=marks), (user, *polled))
    return page, stamp


SEED_CACHE_KIB = 512 * 1024


async def _seed_cache(core: Any, seeded: Any) -> None:
    """A page cache of 512 MiB on the seeding core's write connection (its pool holds one on
    SQLite, so the setting stays for the seeds after this one): with SQLite's default 2 MiB, a
    bulk insert into large random-keyed indexes spills the same pages to the WAL again and
    again, and 10^6 listings took more than 15 minutes. The measured core is a new one."""
    async with core.uow() as uow:
        await uow.edge.listings._db.exec_driver_sql(f"PRAGMA cache_size=-{SEED_CACHE_KIB}")


async def _seed(size: int, database: Database) -> Any:
    from directory import directory_seed
    from seed import FOLLOWED_FEEDS, NEWS_PER_FOLLOWED, seed_database, seed_gallery, seed_news

    async def listings(core: Any, seeded: Any) -> None:
        await directory_seed(core, seeded, size)

    async def models(core: Any, seeded: Any) -> None:
        await seed_gallery(core, seeded, size)

    async def news(core: Any, seeded: Any) -> None:
        per_followed = min(NEWS_PER_FOLLOWED, size // FOLLOWED_FEEDS)
        await seed_news(core, seeded, size, per_followed)

    seeds = [listings, models, news]
    if database.kind == "sqlite":
        seeds.insert(0, _seed_cache)
    seeded = await seed_database(settings(database), 1, 0, seeds, log=_log)
    if database.kind == "postgres":
        import asyncpg

        connection = await asyncpg.connect(database.floor_target)
        try:
            await connection.execute("ANALYZE")
        finally:
            await connection.close()
    return seeded


def _least(rounds: list[Timing]) -> Timing:
    """The lowest of each figure over the rounds: a neighbour's load only adds."""
    return min(r[0] for r in rounds), min(r[1] for r in rounds), min(r[2] for r in rounds)


Operation = tuple[str, int, Callable[[], Awaitable[None]], Callable[[], Awaitable[None]]]


async def _operations(
    size: int, database: Database, seeded: Any, stack: AsyncExitStack
) -> list[Operation]:
    """A core and a floor on the seeded database (closed with ``stack``), their answers
    checked, and the (name, size, app, floor) calls to time."""
    from application.identity.principal import Principal
    from bootstrap.core import build_core

    floor: SqliteFloor | PostgresFloor
    if database.kind == "sqlite":
        floor = SqliteFloor(database.floor_target)
    else:
        floor = await PostgresFloor.connect(database.floor_target)
    stack.push_async_callback(floor.close)
    reader_key = floor.key(seeded.user_id)
    stamp = int(seeded.extra["news_stamp"])
    core = await stack.enter_async_context(await build_core(settings(database)))
    reader = Principal(core.identity.tokens.verify(seeded.token))
    artist = Principal(core.identity.tokens.verify(seeded.extra["gallery_token"]))
    artist_key = floor.key(artist.user_id)
    directory_params = {"hidden": False, "limit": PAGE + 1}
    gallery_params = (GALLERY_PAGE + 1,)

    # The same answers first: the app's ids are the floor's.
    listed = await core.edge.directory.page(None, None, None, None, None)
    rows = await floor.run(FIRST_PAGE, directory_params)
    assert [item.id for item in listed.items] == [row[0] for row in rows[:PAGE]]
    gallery = await core.totem.gallery(artist)
    rows = await floor.run(GALLERY, gallery_params)
    active = await floor.run(ACTIVE, (artist_key,))
    assert [model.id for model in gallery.items] == [row[0] for row in rows[:GALLERY_PAGE]]
    assert gallery.active_id == active[0][0]
    feed = await core.news.feed.page(reader, None, None, None)
    rows, _ = await _news_floor(floor, reader_key, None)
    assert [view.item.id for view in feed.page.items] == [row[0] for row in rows[:NEWS_PAGE]]
    unchanged = await core.news.feed.page(reader, stamp, None, None)
    assert unchanged.not_modified
    assert (await _news_floor(floor, reader_key, stamp))[0] == []

    if os.environ.get("BENCH_SIZES_PLANS") == "1":
        now = now_millis()
        rows = await floor.run(FEED_STATE, {"user": reader_key, "now": now})
        feeds = sorted({row[1] for row in rows if row[1]})
        news_params = {"now": now, "limit": NEWS_PAGE + 1}
        news_params.update({f"f{i}": f for i, f in enumerate(feeds)})
        for name, sql, params in (
            ("directory page", FIRST_PAGE, directory_params),
            ("gallery page", GALLERY, gallery_params),
            ("active model", ACTIVE, (artist_key,)),
            ("news feed state", FEED_STATE, {"user": reader_key, "now": now}),
            ("news page", released_sql(len(feeds)), news_params),
        ):
            _log(f"{database.kind} {size:,}: plan of {name}:")
            print(await floor.plan(sql, params), file=sys.stderr, flush=True)

    async def directory_page() -> None:
        await core.edge.directory.page(None, None, None, None, None)

    async def floor_directory_page() -> None:
        await floor.run(FIRST_PAGE, directory_params)

    async def gallery_page() -> None:
        await core.totem.gallery(artist)

    async def floor_gallery_page() -> None:
        await floor.run(ACTIVE, (artist_key,))
        await floor.run(GALLERY, gallery_params)

    async def news_page() -> None:
        await core.news.feed.page(reader, None, None, None)

    async def floor_news_page() -> None:
        await _news_floor(floor, reader_key, None)

    async def news_unchanged() -> None:
        await core.news.feed.page(reader, stamp, None, None)

    async def floor_news_unchanged() -> None:
        await _news_floor(floor, reader_key, stamp)

    return [
        ("directory page", size, directory_page, floor_directory_page),
        ("gallery page", size, gallery_page, floor_gallery_page),
        ("news page", size, news_page, floor_news_page),
        ("news unchanged", size, news_unchanged, floor_news_unchanged),
    ]


async def _measure(
    prepared: list[tuple[int, Database, Any]], runs: int, rounds: int
) -> list[Result]:
    """Every operation at every size, each round: the sizes of one operation one after the
    other, so that a neighbour's load falls on all of them alike."""
    async with AsyncExitStack() as stack:
        operations: list[Operation] = []
        for size, database, seeded in prepared:
            operations += await _operations(size, database, seeded, stack)
        operations.sort(key=lambda o: (_OPERATIONS.index(o[0]), o[1]))
        timings: dict[tuple[str, int], tuple[list[Timing], list[Timing]]] = {}
        for _ in range(rounds):
            for name, size, app, base in operations:
                apps, floors = timings.setdefault((name, size), ([], []))
                apps.append(await timed_with_cpu(app, runs))
                floors.append(await timed_with_cpu(base, runs))
        return [
            (name, size, _least(apps), _least(floors))
            for (name, size), (apps, floors) in timings.items()
        ]


def main() -> None:
    sizes = [int(s) for s in os.environ.get("BENCH_SIZES", "1000,100000").split(",")]
    runs = int(os.environ.get("BENCH_SIZES_RUNS", "200"))
    rounds = int(os.environ.get("BENCH_SIZES_ROUNDS", "5"))
    kind = os.environ.get("BENCH_SIZES_DATABASE", "sqlite")
    if kind not in ("sqlite", "postgres"):
        raise SystemExit("BENCH_SIZES_DATABASE is sqlite or postgres")
    stop_on_sigterm()
    with ExitStack() as stack:
        prepared = []
        for size in sizes:
            database = stack.enter_context(fresh_database(kind, "BENCH_SIZES_DATABASE"))
            started = time.perf_counter()
            seeded = asyncio.run(_seed(size, database))
            _log(f"{kind}: {size:,} rows a table seeded in {time.perf_counter() - started:.1f} s")
            prepared.append((size, database, seeded))
        rows = asyncio.run(_measure(prepared, runs, rounds))
    for name, size, app, floor in rows:
        _log(f"{kind} {size:,}: {name}: app {app[0]:.3f} / {app[1]:.3f} / {app[2]:.3f} ms, "
             f"floor {floor[0]:.3f} / {floor[1]:.3f} / {floor[2]:.3f} ms "
             "(p50 / p95 / CPU p50)")  # fmt: skip
    print(f"{kind}: {'operation':<15} {'rows':>10} {'app p50 ms':>11} {'app p95':>8} "
          f"{'app cpu':>8} {'floor p50':>10} {'floor p95':>10} {'floor cpu':>10} "
          f"{'app/floor':>10}")  # fmt: skip
    for name, size, app, floor in sorted(rows, key=_order):
        print(f"{kind}: {name:<15} {size:>10,} {app[0]:>11.3f} {app[1]:>8.3f} {app[2]:>8.3f} "
              f"{floor[0]:>10.3f} {floor[1]:>10.3f} {floor[2]:>10.3f} "
              f"{app[0] / floor[0]:>10.1f}")  # fmt: skip


_OPERATIONS = ("directory page", "gallery page", "news page", "news unchanged")


def _order(row: Result) -> tuple[int, int]:
    return _OPERATIONS.index(row[0]), row[1]


if __name__ == "__main__":
    main()
