"""The friends list's statements outside the load: their query plans and what they cost.

- ``sqlite_statements``: the app's own page and counts statements
  (adapters/sql/social/friends_reader.py) with the bindings its fast read path sends, for
  the SQLite ``EXPLAIN QUERY PLAN`` the harness prints;
- ``query_costs``: the page and the counts timed in process on the seeded database, through
  the app's ``SqliteFastReader`` and ``SqlFriendListReader`` (whatever connection settings
  src/adapters/sql/fast_read.py has), beside a plain stdlib connection (the floor's), and the
  whole use case (``core.social.friends.page``, counts cached) plus the DTO and msgspec;
- ``postgres_plans`` (only with BENCH_POSTGRES_URL): a scratch database ``svc_bench_<hex>``
  (pgscratch.py), migrated with ``svc db upgrade``, seeded with the same seed, then
  ``postgres_explain``: ANALYZE, ``EXPLAIN (ANALYZE, BUFFERS)`` of both statements (custom
  and generic plan) and the app's reader timed; the database is dropped afterwards, whatever
  happens. With BENCH_DATABASE=postgres the harness calls ``postgres_explain`` on the
  database it measured on instead.

The harness imports this module; the floor does not (it imports the app).
"""

from __future__ import annotations

import asyncio
import sqlite3
import statistics
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pgscratch

PAGE = 50  # the list's default page; the app reads one row more to know there is a next page
SOURCE = "adapters/sql/social/friends_reader.py"


def _statements() -> list[tuple[str, Any]]:
    from adapters.sql.social import friends_reader

    return [
        ("friends page (first page, no region)", friends_reader._PAGE[False, False]),
        ("friend counts (cached 10 s per user)", friends_reader._COUNT[False]),
    ]


def _bindings(owner: Any, online_since_ms: int) -> dict[str, Any]:
    return {"owner": owner, "limit": PAGE + 1, "online_since": online_since_ms}


def _online_since_ms() -> int:
    return time.time_ns() // 1_000_000 - 5 * 60 * 1000


def sqlite_statements(seeded: Any) -> list[tuple[str, str, str, dict[str, Any]]]:
    """(name, source, SQL, bindings as SQLite gets them) of the friends list's reads."""
    owner = seeded.user_id.hex  # SqliteFastReader binds UUIDs as 32 hex digits
    out = []
    for name, query in _statements():
        params = {k: v for k, v in _bindings(owner, _online_since_ms()).items() if k in query.names}
        out.append((name, SOURCE, query.sqlite, params))
    return out


# --- in process ------------------------------------------------------------------------------


async def _time(
    call: Callable[[], Awaitable[Any]], seconds: float, between: Callable[[], Any] | None = None
) -> dict[str, float]:
    """First call, then the median of batches of 10 over ``seconds``: microseconds per call.
    ``between``: run before each call, untimed (to evict the CPU caches, as a request's other
    work does under load)."""
    if between is not None:
        between()
    began = time.perf_counter()
    await call()
    first = (time.perf_counter() - began) * 1e6
    batches: list[float] = []
    stop = time.perf_counter() + seconds
    while time.perf_counter() < stop or len(batches) < 3:
        spent = 0.0
        for _ in range(10):
            if between is not None:
                between()
            began = time.perf_counter()
            await call()
            spent += time.perf_counter() - began
        batches.append(spent / 10 * 1e6)
    return {"first_us": round(first, 1), "median_us": round(statistics.median(batches), 1)}


_scratch: list[bytearray] = []


def _evict_cpu_caches() -> None:
    """Read one byte of every 64-byte line of 32 MB, more than this CPU's caches hold."""
    if not _scratch:
        _scratch.append(bytearray(b"\x01" * (32 << 20)))
    bytes(_scratch[0][::64])


def query_costs(env: dict[str, str], database: Path, seeded: Any) -> dict[str, Any]:
    return asyncio.run(_query_costs(env, database, seeded))


async def _query_costs(env: dict[str, str], database: Path, seeded: Any) -> dict[str, Any]:
    import msgspec

    from adapters.sql.fast_read import SqliteFastReader
    from adapters.sql.social.friends_reader import SqlFriendListReader
    from application.identity.principal import Principal
    from bootstrap.core import build_core
    from bootstrap.settings import Settings
    from entrypoints.http.dto.social.friends import friends_out

    owner = seeded.user_id
    (_, page_query), (_, counts_query) = _statements()
    out: dict[str, Any] = {}

    # The app's reader, as the app opens it, on a fresh connection: first calls are cold.
    reader = SqliteFastReader(database)
    try:
        pragmas = {
            name: reader._connection.execute(f"PRAGMA {name}").fetchone()[0]
            for name in ("cache_size", "mmap_size", "journal_mode")
        }
        out["app_reader_pragmas"] = pragmas
        friends = SqlFriendListReader(reader)
        now = time.time_ns() // 1_000_000
        since = _datetime(now - 5 * 60 * 1000)
        out["counts"] = await _time(lambda: friends.counts(owner, False, since), 1.0)
        out["page_sql"] = await _time(
            lambda: reader.all(page_query, owner=owner, limit=PAGE + 1), 0.5
        )
        out["page_sql_cold"] = await _time(
            lambda: reader.all(page_query, owner=owner, limit=PAGE + 1), 0.5, _evict_cpu_caches
        )
        out["page_rows"] = await _time(
            lambda: friends.page(owner, None, PAGE + 1, False, since), 0.5
        )
    finally:
        await reader.close()

    # A plain stdlib connection with SQLite's defaults (the floor's), for comparison.
    plain = sqlite3.connect(database, isolation_level=None)
    try:
        params = {"owner": owner.hex, "online_since": _online_since_ms()}

        async def plain_counts() -> Any:
            return plain.execute(counts_query.sqlite, params).fetchone()

        out["counts_plain_sqlite3"] = await _time(plain_counts, 1.0)
    finally:
        plain.close()

    # The use case as the app runs it (counts cached after the first call), and the answer.
    async with await build_core(Settings.from_env(env)) as core:
        principal = Principal(core.identity.tokens.verify(seeded.token))
        page = await core.social.friends.page(principal, owner, None, None)
        out["use_case_warm"] = await _time(
            lambda: core.social.friends.page(principal, owner, None, None), 0.5
        )
        encoder = msgspec.json.Encoder()

        async def answer() -> bytes:
            return encoder.encode(friends_out(page))

        out["dto_and_json"] = await _time(answer, 0.5)
    return out


def _datetime(millis: int) -> Any:
    from domain.shared.time import from_millis

    return from_millis(millis)


def costs_text(costs: dict[str, Any]) -> str:
    pragmas = costs.get("app_reader_pragmas", {})
    settings = ", ".join(f"{k} {v}" for k, v in pragmas.items())
    rows = [
        ("counts statement, app's reader (SqlFriendListReader.counts)", costs["counts"]),
        ("counts statement, plain stdlib sqlite3 (SQLite defaults)", costs["counts_plain_sqlite3"]),
        (f"page statement, app's reader, {PAGE + 1} rows (SQL only)", costs["page_sql"]),
        ("the same, CPU caches evicted before each call (as under load)", costs["page_sql_cold"]),
        ("page statement + rows to FriendRow (SqlFriendListReader.page)", costs["page_rows"]),
        ("use case, counts cached (core.social.friends.page)", costs["use_case_warm"]),
        ("friends_out + msgspec encode of that page", costs["dto_and_json"]),
    ]
    width = max(len(name) for name, _ in rows)
    lines = [
        "friends list in process (the harness process, before the load, on the seeded "
        f"database; the app's reader opened as the app opens it: {settings}; "
        "first call on a fresh connection, then the median):"
    ]
    for name, value in rows:
        lines.append(
            f"  {name:<{width}}  first {value['first_us'] / 1000:7.2f} ms   "
            f"then {value['median_us'] / 1000:7.3f} ms"
        )
    return "\n".join(lines)


# --- PostgreSQL ------------------------------------------------------------------------------


def postgres_plans(
    admin_url: str,
    env: dict[str, str],
    root: Path,
    users: int,
    friends_users: int,
    seeds: list[Any],
    log: Callable[[str], None],
) -> dict[str, Any]:
    """Seed a scratch database like the SQLite one and EXPLAIN (ANALYZE, BUFFERS) the page and
    the counts there. The database is dropped in every case (errors, Ctrl-C included)."""
    from seed import seed_database

    from bootstrap.settings import Settings

    began = time.perf_counter()
    with pgscratch.scratch_database(admin_url, log) as scratch:
        pg_env = {**env, "SVC_DATABASE_URL": scratch.url}
        pgscratch.migrate(pg_env, root)
        seeded = asyncio.run(
            seed_database(
                Settings.from_env(pg_env), users, 2, seeds, log, friends_users=friends_users
            )
        )
        result = postgres_explain(scratch, seeded)
        result["seconds"] = took = round(time.perf_counter() - began, 1)
        log(f"bench: PostgreSQL: seeded and explained in {took} s")
        return result


def postgres_explain(scratch: pgscratch.Scratch, seeded: Any) -> dict[str, Any]:
    """The plans and the app's reader calls on a seeded scratch database (``postgres_plans``,
    or the one a BENCH_DATABASE=postgres run measured on)."""
    return {
        "server": scratch.server_version,
        "database": scratch.name,
        "users": seeded.users,
        "friend_links": seeded.extra.get("friend_links"),
        "plans": asyncio.run(_explain(scratch.dsn, seeded)),
        "reader_calls": asyncio.run(_reader_calls(scratch.url, seeded)),
    }


async def _explain(dsn: str, seeded: Any) -> list[dict[str, Any]]:
    """Each statement PREPAREd (the fast reader's asyncpg pool prepares its statements and
    keeps them per connection), then EXPLAIN (ANALYZE, BUFFERS) EXECUTE: first as a custom
    plan (planned for the bound values, as the first 5 executions are), then with
    plan_cache_mode auto after 6 executions, which is what the app runs from then on: the
    generic plan whenever its estimate is not worse than the custom plans' average. Each
    explained twice, the second (warm) run kept."""
    import asyncpg

    connection = await asyncpg.connect(dsn)
    try:
        await connection.execute("ANALYZE")  # as autovacuum would have by now
        bindings = _bindings(seeded.user_id, _online_since_ms())
        plans = []
        for name, query in _statements():
            values = ", ".join(_literal(bindings[n]) for n in query.names)
            await connection.execute(f"PREPARE bench_statement AS {query.postgres}")
            for mode in ("force_custom_plan", "auto"):
                await connection.execute(f"SET plan_cache_mode = {mode}")
                explain = f"EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_statement({values})"
                if mode == "auto":
                    for _ in range(6):
                        await connection.fetch(f"EXECUTE bench_statement({values})")
                await connection.fetch(explain)
                rows = await connection.fetch(explain)
                plans.append(
                    {
                        "query": name,
                        "plan_cache_mode": mode,
                        "sql": query.postgres,
                        "bindings": values,
                        "plan": [row[0] for row in rows],
                    }
                )
            await connection.execute("DEALLOCATE bench_statement")
        return plans
    finally:
        await connection.close()


async def _reader_calls(url: str, seeded: Any, calls: int = 12) -> dict[str, list[float]]:
    """The app's own PostgresFastReader (a pool of one connection, so every call reuses its
    prepared statement) and SqlFriendListReader: milliseconds of each of ``calls`` calls."""
    from adapters.sql.fast_read import PostgresFastReader
    from adapters.sql.social.friends_reader import SqlFriendListReader

    reader = await PostgresFastReader.connect(url, 1)
    try:
        friends = SqlFriendListReader(reader)
        owner, since = seeded.user_id, _datetime(_online_since_ms())
        out: dict[str, list[float]] = {"counts": [], "page": []}
        for _ in range(calls):
            began = time.perf_counter()
            await friends.counts(owner, False, since)
            out["counts"].append(round((time.perf_counter() - began) * 1000, 2))
            began = time.perf_counter()
            await friends.page(owner, None, PAGE + 1, False, since)
            out["page"].append(round((time.perf_counter() - began) * 1000, 2))
        return out
    finally:
        await reader.close()


def _literal(value: Any) -> str:
    return str(value) if isinstance(value, int) else f"'{value}'"


def _shape(plan: list[str]) -> list[str]:
    """The plan's nodes without costs, timings and values: to tell two plans apart."""
    return [line.split("  (cost=")[0] for line in plan if "(cost=" in line]


def postgres_text(result: dict[str, Any]) -> str:
    if "error" in result:
        return f"PostgreSQL plans: not made: {result['error']}"
    lines = [
        f"PostgreSQL plans (PostgreSQL {result['server']}; scratch database {result['database']} "
        f"seeded by the bench's seed: {result['users']} users, {result['friend_links']} friend "
        "links; ANALYZEd; "
        "the app's statements PREPAREd, then EXPLAIN (ANALYZE, BUFFERS) EXECUTE, warm; custom "
        "plan: for the bound values, as the first 5 executions of a prepared statement get; "
        "then after 6 executions with plan_cache_mode auto: what the app's prepared statements "
        "(asyncpg keeps them per connection) run from then on, the generic plan when PostgreSQL "
        "estimates it no worse):"
    ]
    custom: dict[str, list[str]] = {}
    for plan in result["plans"]:
        if plan["plan_cache_mode"] == "force_custom_plan":
            custom[plan["query"]] = plan["plan"]
            lines.append(f"  {plan['query']}:")
            lines += [f"      {line}" for line in plan["sql"].splitlines()]
            lines.append(f"    bindings: {plan['bindings']}")
            lines.append("    custom plan:")
            lines += [f"      {line}" for line in plan["plan"]]
        elif _shape(plan["plan"]) == _shape(custom.get(plan["query"], [])):
            timing = [line.strip() for line in plan["plan"] if "Execution Time" in line]
            generic = "generic" if any("$1" in line for line in plan["plan"]) else "custom"
            said = f"the same nodes ({generic} plan); {' '.join(timing)}"
            lines.append(f"    after 6 executions (auto): {said}")
        else:
            lines.append("    after 6 executions (auto): a different plan (generic):")
            lines += [f"      {line}" for line in plan["plan"]]
    calls = result.get("reader_calls")
    if calls:
        lines.append(
            "  through the app's own PostgresFastReader + SqlFriendListReader (a pool of one "
            "connection; ms per call, in order; asyncpg prepares each statement once):"
        )
        for name, times in calls.items():
            lines.append(f"    {name:<6}  " + " ".join(f"{t:.2f}" for t in times))
    return "\n".join(lines)
