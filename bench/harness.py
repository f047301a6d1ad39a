"""``make bench``: the app's hot paths against raw-ASGI floors, measured in the same run.

1. a fresh SQLite database in a temp dir, migrated with ``svc db upgrade`` and seeded through
   the core (bench/seed.py);
2. the real server (``svc serve``) and the floor server (bench/floor.py under uvicorn with the
   same options), each a separate process;
3. every scenario's response compared byte for byte between the two;
4. wrk from this process, app and floor alternating, then a table of medians, the checks of
   the performance budget (docs/decisions.md), and bench/results/<timestamp>.{txt,json};
5. the stream fan-out (bench/fanout.py): N WebSocket listeners, one settings PUT, 3 runs;
   and the query plans of the Connect and friends list reads, as the app runs them on the
   seeded database, with what the friends list's statements cost in process (bench/friends.py);
6. with BENCH_POSTGRES_URL, the friends list's plans on PostgreSQL too, in a scratch database
   made, seeded and dropped for the purpose (bench/friends.py).
Every server started is stopped and the temp dir removed, on error and on Ctrl-C too.

With BENCH_DATABASE=postgres (and BENCH_POSTGRES_URL) the run's database is a PostgreSQL
scratch database instead (bench/pgscratch.py: created first, dropped last, whatever happens):
migrated and seeded the same way, the app serves it, the floor runs the asyncpg floors of
bench/floors_pg.py on it, and the friends list's plans are read there after the load.

Configuration (environment): BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 3),
BENCH_CONNECTIONS (32), BENCH_THREADS (2), BENCH_ROUNDS (2), BENCH_USERS (10000),
BENCH_SERVERS (10000), BENCH_FRIENDS_USERS (100000), BENCH_STREAM_CLIENTS (1000),
BENCH_STREAM_RUNS (3), BENCH_SCENARIOS (comma-separated names; default all),
BENCH_FRAMEWORK_FLOOR (1: the floor's handlers in a bare Litestar app too, a reference variant:
bench/floor_litestar.py), BENCH_PROFILE (1: afterwards, sample the app under load with py-spy
and print where its time goes; BENCH_PY_SPY names py-spy), BENCH_POSTGRES_URL (unset: no
PostgreSQL plans), BENCH_DATABASE (sqlite, or postgres: app and floors on a scratch database
made through BENCH_POSTGRES_URL).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import fanout
import friends
import pgscratch
import profiling
import report
from bodies import BENCH_CDN
from fanout import FanoutError, FanoutRun
from loadgen import Run, WrkError, wrk, wrk_installed
from pgscratch import Scratch
from scenarios import (
    DATABASES,
    POSTGRES,
    SCENARIOS,
    SQLITE,
    Scenario,
    Seeded,
    connect_seed,
    friends_seed,
    social_seed,
)
from seed import seed_database
from servers import (
    BIN,
    HOST,
    ROOT,
    Server,
    ServerError,
    app_argv,
    floor_argv,
    free_port,
    granian_argv,
    uvicorn_options,
)
from verify_cost import token_verify_micros

RESULTS = ROOT / "bench" / "results"
COMMAND_TTL_SECONDS = 86_400
FRIENDS = "friends list"


class BenchError(Exception):
    """A step failed; the message says which and why."""


def log(message: str) -> None:
    print(message, flush=True)


# --- configuration -------------------------------------------------------------------------


def _env_int(name: str, default: int, low: int, high: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BenchError(f"{name} must be a whole number, got {raw!r}") from None
    if not low <= value <= high:
        raise BenchError(f"{name} must be between {low} and {high}, got {value}")
    return value


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no")


@dataclass(frozen=True)
class Config:
    duration: int
    warmup: int
    connections: int
    threads: int
    rounds: int
    users: int
    servers: int
    friends_users: int
    stream_clients: int
    stream_runs: int
    scenarios: tuple[str, ...]
    profile: bool
    postgres_url: str  # "": no PostgreSQL plans
    database: str  # BENCH_DATABASE: sqlite, or postgres (a scratch database via postgres_url)
    short: bool = False  # BENCH_SHORT (bench/run --short): a non-2xx answer under load fails
    granian: bool = False  # BENCH_GRANIAN: the app under granian too, a third variant
    # BENCH_FRAMEWORK_FLOOR: the floor's handlers in a bare Litestar app, a reference variant
    framework_floor: bool = False

    @property
    def fanout(self) -> bool:
        return fanout.NAME in self.scenarios

    @property
    def social_fanout(self) -> bool:
        return fanout.SOCIAL_NAME in self.scenarios

    @property
    def friends(self) -> bool:
        return FRIENDS in self.scenarios

    @classmethod
    def from_env(cls) -> Config:
        raw = os.environ.get("BENCH_SCENARIOS", "")
        names = tuple(n.strip() for n in raw.split(",") if n.strip())
        known = [s.name for s in SCENARIOS] + [fanout.NAME, fanout.SOCIAL_NAME]
        unknown = [n for n in names if n not in known]
        if unknown:
            raise BenchError(
                f"BENCH_SCENARIOS: no scenario {', '.join(map(repr, unknown))}; "
                f"there are {', '.join(map(repr, known))}"
            )
        database = os.environ.get("BENCH_DATABASE", "").strip().lower() or SQLITE
        if database not in DATABASES:
            raise BenchError(f"BENCH_DATABASE must be one of {', '.join(DATABASES)}, "
                             f"got {database!r}")  # fmt: skip
        postgres_url = os.environ.get("BENCH_POSTGRES_URL", "").strip()
        if database == POSTGRES and not postgres_url:
            raise BenchError(
                "BENCH_DATABASE=postgres needs BENCH_POSTGRES_URL (e.g. "
                "postgresql://postgres@127.0.0.1:5432/test): the scratch database is made there"
            )
        by_name = {s.name: s for s in SCENARIOS}
        missing = [n for n in names if n in by_name and not by_name[n].runs_on(database)]
        if missing:
            raise BenchError(f"no {database} floor for {', '.join(map(repr, missing))}")
        if not names:  # all that run on this database
            names = tuple(n for n in known if n not in by_name or by_name[n].runs_on(database))
        connections = _env_int("BENCH_CONNECTIONS", 32, 1, 10_000)
        return cls(
            duration=_env_int("BENCH_DURATION", 10, 1, 3600),
            warmup=_env_int("BENCH_WARMUP", 3, 0, 600),
            connections=connections,
            threads=min(_env_int("BENCH_THREADS", 2, 1, 64), connections),
            rounds=_env_int("BENCH_ROUNDS", 2, 1, 100),
            users=_env_int("BENCH_USERS", 10_000, 1, 10_000_000),
            servers=_env_int("BENCH_SERVERS", 10_000, 2, 10_000_000),
            friends_users=_env_int("BENCH_FRIENDS_USERS", 100_000, 1_001, 10_000_000),
            stream_clients=_env_int("BENCH_STREAM_CLIENTS", 1000, 1, 100_000),
            stream_runs=_env_int("BENCH_STREAM_RUNS", 3, 1, 100),
            scenarios=names or tuple(known),
            profile=_env_flag("BENCH_PROFILE"),
            postgres_url=postgres_url,
            database=database,
            short=_env_flag("BENCH_SHORT"),
            granian=_env_flag("BENCH_GRANIAN"),
            framework_floor=_env_flag("BENCH_FRAMEWORK_FLOOR"),
        )


def bench_env(temp: Path, scratch: Scratch | None) -> dict[str, str]:
    """This environment without SVC_* (a developer's SVC_REDIS_URL must not leak in), plus ours:
    the SQLite file in ``temp``, or the PostgreSQL scratch database."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SVC_")}
    env.update(
        SVC_ENV="development",
        SVC_DATABASE_URL=scratch.url if scratch else f"sqlite+aiosqlite:///{temp / 'bench.db'}",
        SVC_DATA_DIR=str(temp),
        SVC_RATE_LIMIT_SCALE="0",
        # The fan-out holds BENCH_STREAM_CLIENTS listeners of one user from one address.
        SVC_SOCKETS_PER_USER="0",
        SVC_SOCKETS_PER_ADDRESS="0",
        SVC_SOCKETS_PER_PROCESS="0",
        # A day, so that no seeded pending command expires during a run (the floor reads it too).
        SVC_COMMAND_TTL=str(COMMAND_TTL_SECONDS),
        SVC_HOST=HOST,
        SVC_LOG_LEVEL="info",
        SVC_CDN_URL=BENCH_CDN,  # model URLs in the gallery: the floor writes the same
    )
    return env


# --- steps ---------------------------------------------------------------------------------


def prepare_database(env: dict[str, str], config: Config, scenarios: list[Scenario]) -> Seeded:
    migrated = subprocess.run(
        [str(BIN / "svc"), "db", "upgrade"], env=env, cwd=ROOT, capture_output=True, text=True
    )
    if migrated.returncode != 0:
        raise BenchError(f"svc db upgrade failed:\n{migrated.stdout}{migrated.stderr}")
    from bootstrap import Settings

    seeds = [s.seed for s in scenarios if s.seed is not None]
    if config.fanout:
        seeds.append(connect_seed)  # the stream's server
    if config.social_fanout:
        seeds.append(social_seed)  # the group of the social fan-out
    friends_users = config.friends_users if config.friends else 0
    return asyncio.run(
        seed_database(
            Settings.from_env(env), config.users, config.servers, seeds, log, friends_users
        )
    )


def _versions_news_statements(
    db: sqlite3.Connection, seeded: Seeded
) -> list[tuple[str, str, str, dict[str, Any]]]:
    """The resolve and the news feed's reads (their app statements and bindings)."""
    statements: list[tuple[str, str, str, dict[str, Any]]] = []
    if "release_scope_id" in seeded.extra:
        from adapters.sql.versions.reader import SqlResolveReader

        source = "adapters/sql/versions/reader.py"
        params = {"scope_type": "service", "scope_id": seeded.extra["release_scope_id"],
                  "channel": "stable"}  # fmt: skip
        release_id = db.execute(
            "SELECT release_id FROM version_pointers WHERE scope_id = ?", (params["scope_id"],)
        ).fetchone()[0]
        statements += [
            ("versions resolve: the pointer", source, SqlResolveReader._RESOLVE.sqlite, params),
            ("versions resolve: a release (once per revision)", source,
             SqlResolveReader._RELEASE.sqlite, {"id": release_id}),
        ]  # fmt: skip
    if "news_stamp" in seeded.extra:
        from adapters.sql.news.reader import SqlNewsReader, released_sql

        source = "adapters/sql/news/reader.py"
        user, now = seeded.user_id.hex, time.time_ns() // 1_000_000
        feeds = [r[0] for r in db.execute("SELECT feed FROM news_follows WHERE user_id = ?",
                                          (user,))]  # fmt: skip
        page = {"now": now, "limit": 21, **{f"f{i}": f for i, f in enumerate(feeds)}}
        statements += [
            ("news feed state (notModified)", source, SqlNewsReader._FEED_STATE.sqlite,
             {"user": user, "now": now}),
            (f"news feed page ({len(feeds)} feeds)", source,
             released_sql(len(feeds), False), page),
            ("public news page (all feeds)", source, released_sql(0, False),
             {"now": now, "limit": 21}),
        ]  # fmt: skip
    return statements


def query_plans(database: Path, seeded: Seeded) -> list[dict[str, Any]]:
    """EXPLAIN QUERY PLAN of the Connect and friends list reads that were seeded, with the
    app's own statements and bindings (as SqliteFastReader runs them) on the seeded database."""
    statements: list[tuple[str, str, str, dict[str, Any]]] = []
    if "server_id" in seeded.extra:
        from adapters.sql.connect.readers import (
            SqlCommandReader,
            SqlServerReader,
            SqlSettingsReader,
        )

        source = "adapters/sql/connect/readers.py"
        server = uuid.UUID(seeded.extra["server_id"]).hex
        not_before = (time.time_ns() // 1_000_000) - COMMAND_TTL_SECONDS * 1000
        statements += [
            ("command poll", source, SqlCommandReader._PENDING.sqlite,
             {"server_id": server, "not_before": not_before, "limit": 50}),
            ("settings read", source, SqlSettingsReader._ALL.sqlite, {"server_id": server}),
            ("server credentials (on a cache miss)", source, SqlServerReader._CREDENTIALS.sqlite,
             {"server_id": server}),
        ]  # fmt: skip
    if "friends" in seeded.extra:
        statements += friends.sqlite_statements(seeded)
    if "models" in seeded.extra:
        from adapters.sql.totem import _ACTIVE, _GALLERY
        from domain.totem.gallery import Order, Sort

        source = "adapters/sql/totem.py"
        page = _GALLERY[Sort.SELECTED, Order.DESC, False, False].sqlite
        statements += [
            ("totem gallery page (selected, desc)", source, page, {"limit": 201}),
            ("totem gallery, next page", source,
             _GALLERY[Sort.SELECTED, Order.DESC, True, False].sqlite,
             {"limit": 201, "after_key": 2500, "after_id": "8" * 24}),
            ("active model", source, _ACTIVE.sqlite, {"user": seeded.user_id.hex}),
        ]  # fmt: skip
    if "catalog_items" in seeded.extra:
        from adapters.sql.catalog import _GROUPS_OF_CATALOG, _ITEM_AT

        source = "adapters/sql/catalog.py"
        statements += [
            ("catalog draw: groups", source, _GROUPS_OF_CATALOG.sqlite,
             {"slug": "bench-heads", "group": ""}),
            ("catalog draw: the item", source, _ITEM_AT.sqlite,
             {"catalog": "0" * 24, "group": "", "r": 123_456}),
        ]  # fmt: skip
    if "listings" in seeded.extra:
        from adapters.sql.edge.directory import _STATEMENTS

        source = "adapters/sql/edge/directory.py"
        for (sort, category, term, after), query in sorted(_STATEMENTS.items()):
            if sort != "players":
                continue
            params: dict[str, Any] = {
                "hidden": 0,
                "limit": 25,
                "category": "survival",
                "term": "pvp",
                "key": 100,
                "after_id": "8" * 24,
            }
            label = "directory" + "".join(
                f" +{n}" for n, on in (("category", category), ("q", term), ("cursor", after)) if on
            )
            statements.append((label, source, query.sqlite, params))  # fmt: skip
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        statements += _versions_news_statements(db, seeded)
        plans = []
        for name, source, sql, params in statements:
            rows = db.execute("EXPLAIN QUERY PLAN " + sql, params).fetchall()
            depth: dict[int, int] = {0: -1}
            lines = []
            for node, parent, _unused, detail in rows:
                depth[node] = depth.get(parent, -1) + 1
                lines.append("  " * depth[node] + detail)
            plans.append({"query": name, "source": source, "sql": sql, "plan": lines})
        return plans
    finally:
        db.close()


def jwt_verify_micros(key_pem: Path, token: str, seconds: float = 0.5) -> float:
    """What the floors' JWT check costs per request on this machine, in microseconds."""
    from floorlib import FloorContext

    context = FloorContext.open(key_pem, None)
    scope = {"headers": [(b"authorization", f"Bearer {token}".encode())]}
    try:
        context.authenticate(scope)
        count, started = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - started) < seconds:
            for _ in range(50):
                context.authenticate(scope)
            count += 50
    finally:
        context.close()
    return elapsed / count * 1e6


@dataclass
class Answer:
    status: int
    content_type: str
    body: bytes


def fetch(url: str, headers: dict[str, str]) -> Answer:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return Answer(
                response.status, response.headers.get("content-type", ""), response.read()
            )
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.headers.get("content-type", ""), error.read())


def check_same_bytes(scenario: Scenario, seeded: Seeded, app: Server, floor: Server) -> bytes:
    """The app's body (or another variant's: the server ``app``), after making sure the floor
    answers the very same."""
    headers, path = scenario.headers(seeded), scenario.url_path(seeded)
    mine, theirs = (fetch(s.base_url + path, headers) for s in (app, floor))
    name = app.name
    problems = []
    if mine.status != 200:
        problems.append(f"the {name} answered {mine.status}")
    if (mine.status, mine.content_type) != (theirs.status, theirs.content_type):
        problems.append(
            f"status or content-type differ: {name} {mine.status} {mine.content_type!r}, "
            f"floor {theirs.status} {theirs.content_type!r}"
        )
    same = scenario.same or bytes.__eq__
    if not same(mine.body, theirs.body):
        problems.append("the bodies differ")
    if problems:
        raise BenchError(
            f"{scenario.name} ({path}): {'; '.join(problems)}\n"
            f"    {name + ':':<10} {mine.body[:800]!r}\n    {'floor:':<10} {theirs.body[:800]!r}"
        )
    return mine.body


def measure(
    config: Config, scenario: Scenario, seeded: Seeded, server: Server, variant: str, round_: int
) -> Run:
    url = server.base_url + scenario.url_path(seeded)
    headers = scenario.headers(seeded)

    def load(seconds: int) -> dict[str, Any]:
        try:
            return wrk(url, headers, seconds, config.threads, config.connections)
        finally:
            server.check_alive()  # a dead server says more than wrk's "connection refused"

    if config.warmup:
        load(config.warmup)
    run = Run(scenario.name, variant, round_, **load(config.duration))
    flags = f"  !! non-2xx {run.non_2xx}, socket errors {run.socket_errors}" if run.errors else ""
    log(
        f"  round {round_}  {scenario.name:<16} {variant:<9} {run.rps:>8,.0f} req/s  "
        f"p50 {run.p50_ms:6.2f} ms  p99 {run.p99_ms:6.2f} ms{flags}"
    )
    return run


# --- the run -------------------------------------------------------------------------------


def run(config: Config) -> int:
    if not wrk_installed():
        raise BenchError("wrk is not installed (bench/run installs it: apt-get install -y wrk)")
    for tool in ("svc", "uvicorn"):
        if not (BIN / tool).exists():
            raise BenchError(f"{BIN / tool} is missing: run 'make bench' (it installs .venv)")
    if config.database == POSTGRES:
        # Dropped when the block ends, after _run has stopped the servers (errors included).
        with pgscratch.scratch_database(config.postgres_url, log) as scratch:
            return _run(config, scratch)
    return _run(config, None)


def _run(config: Config, scratch: Scratch | None) -> int:
    started = datetime.now(UTC)
    clock = time.monotonic()
    scenarios = [s.on(config.database) for s in SCENARIOS if s.name in config.scenarios]
    machine = report.machine_info(ROOT, uvicorn_options())
    if scratch is not None:
        machine["postgres"] = {"server_version": scratch.server_version, "database": scratch.name}
    servers: list[Server] = []
    temp = Path(tempfile.mkdtemp(prefix="svc-bench-"))
    try:
        env = bench_env(temp, scratch)
        where = f"keys and logs in {temp}" if scratch else f"database, keys and logs in {temp}"
        log(f"bench: {where}")
        seeded = prepare_database(env, config, scenarios)
        key, database = temp / "dev-keys" / "jwt-ed25519.pem", temp / "bench.db"
        machine["jwt_verify_us"] = round(jwt_verify_micros(key, seeded.token), 1)
        machine["token_verify_us"] = token_verify_micros(env)
        plans: list[dict[str, Any]] = []
        friends_costs = None
        if scratch is None:  # SQLite: its plans and in-process costs now; PostgreSQL's at the end
            plans = query_plans(database, seeded)
            if "friends" in seeded.extra:
                log("bench: timing the friends list's statements in process")
                friends_costs = friends.query_costs(env, database, seeded)
        if config.fanout or config.social_fanout:
            # The app (started below) inherits this process's limit: one socket per listener.
            wanted = fanout.fds_needed(config.stream_clients)
            machine["open_files_limit"] = limit = fanout.raise_fd_limit(wanted)
            if limit < wanted:
                log(f"bench: WARNING: {config.stream_clients} listeners want about {wanted} "
                    f"open files per process, the hard limit allows {limit}")  # fmt: skip

        floor_env = {
            **env,
            "BENCH_FLOOR_KEY": str(key),
            "BENCH_FLOOR_DATABASE": config.database,
            "BENCH_FLOOR_EXTRA": json.dumps(seeded.extra),  # ctx.seeded in the floor
        }
        if scratch is None:
            floor_env["BENCH_FLOOR_DB"] = str(database)
        else:
            floor_env["BENCH_FLOOR_POSTGRES"] = scratch.dsn
        app = Server("app", app_argv(free_port()), env, temp / "app.log")
        floor = Server("floor", floor_argv(free_port()), floor_env, temp / "floor.log")
        variants = [(report.APP, app), (report.FLOOR, floor)]
        if config.framework_floor:  # the floor's handlers in bare Litestar, after the floor
            framework = Server(
                "framework-floor",
                floor_argv(free_port(), "floor_litestar:app"),
                floor_env,
                temp / "framework-floor.log",
            )
            variants.append((report.FRAMEWORK, framework))
        if config.granian:  # the same app under granian, measured after the floor each round
            granian = Server("granian", granian_argv(free_port()), env, temp / "granian.log")
            variants.append((report.GRANIAN, granian))
        for _, server in variants:
            servers.append(server)
            server.start()
        for _, server in variants:
            server.wait_ready()
        log(f"bench: app on {app.base_url} (pid {app.pid}), floor on {floor.base_url}")

        bodies = {}
        for scenario in scenarios:
            body = check_same_bytes(scenario, seeded, app, floor)
            for variant, server in variants:
                if variant not in (report.APP, report.FLOOR):
                    check_same_bytes(scenario, seeded, server, floor)
            bodies[scenario.name] = body.decode()
            every = "both" if len(variants) == 2 else f"all {len(variants)}"
            log(f"bench: {scenario.name}: the same {len(body)} bytes from {every}: "
                f"{body[:100]!r}...")  # fmt: skip

        per_round = len(scenarios) * len(variants) * (config.warmup + config.duration)
        if scenarios:
            log(f"bench: measuring, {config.rounds} rounds of about {per_round} s")
        # On PostgreSQL the scratch database's backends work for app and floor: not other load.
        pids = [server.pid for _, server in variants]
        meter = report.CpuMeter(pids, scratch.name if scratch else None)
        runs = [
            measure(config, scenario, seeded, server, variant, round_)
            for round_ in range(1, config.rounds + 1)
            for scenario in scenarios
            for variant, server in variants
        ]
        others, postgres_cpus = meter.finish()
        machine["other_cpus_during_runs"] = None if others is None else round(others, 2)
        if postgres_cpus is not None:
            machine["postgres_cpus_during_runs"] = round(postgres_cpus, 2)

        stamp = f"{started:%Y%m%dT%H%M%SZ}"
        RESULTS.mkdir(parents=True, exist_ok=True)
        profiles = profile_app(config, scenarios, seeded, app, stamp) if config.profile else []
        fanout_runs = stream_fanout(config, seeded, app) if config.fanout else []
        social_runs = social_fanout(config, seeded, app) if config.social_fanout else []
        postgres = None
        if config.postgres_url and config.friends:
            for server in reversed(servers):
                server.stop()  # nothing measures them any more
            postgres = postgres_plans(config, env, scratch, seeded)

        rows = report.summarize(scenarios, runs)
        checks = report.checks(rows, scenarios, config.connections)
        sections = [report.header_text(started, config, machine, seeded)]
        if scenarios:
            sections += [report.table(rows), report.checks_text(checks, config.database)]
            if config.framework_floor:  # under the targets, as a reference
                sections[-1] += "\n" + report.framework_text(rows)
        if fanout_runs:
            sections.append(report.fanout_text(fanout_runs, fanout.PATH))
        if social_runs:
            sections.append(report.social_fanout_text(social_runs, fanout.SOCIAL_PATH))
        if plans:
            sections.append(report.plans_text(plans))
        if friends_costs:
            sections.append(friends.costs_text(friends_costs))
        if postgres:
            sections.append(friends.postgres_text(postgres))
        text = "\n\n".join([*sections, *profiles])
        print("\n" + text + "\n", flush=True)
        (RESULTS / f"{stamp}.txt").write_text(text + "\n")
        results = {
            "started": started.isoformat(),
            "seconds": round(time.monotonic() - clock, 1),
            "config": {
                **asdict(config),
                "postgres_url": config.postgres_url and pgscratch.redact(config.postgres_url),
            },
            "machine": machine,
            "seed": {
                "users": seeded.users,
                "user_id": str(seeded.user_id),
                "connect_servers": seeded.servers if "server_id" in seeded.extra else 0,
                "connect_commands": seeded.extra.get("connect_commands", 0),
                "server_id": seeded.extra.get("server_id"),
                "stream_server_id": seeded.extra.get("stream_server_id"),
                "friends": seeded.extra.get("friends", 0),
                "friend_links": seeded.extra.get("friend_links", 0),
            },
            "scenarios": [
                {
                    "name": s.name,
                    "path": s.path,
                    "request_path": s.url_path(seeded),
                    "floor": s.floor_label,
                    "database": s.database,
                    "backend": s.backend,
                    "target_share": s.target_share,
                    "body": bodies[s.name],
                }
                for s in scenarios
            ],
            "summary": [asdict(r) for r in rows],
            "checks": checks,
            "framework_floor": report.framework_ratios(rows) if config.framework_floor else None,
            "runs": [asdict(r) for r in runs],
            "stream_fanout": (
                {
                    "path": fanout.PATH,
                    "clients": config.stream_clients,
                    "runs": [asdict(r) for r in fanout_runs],
                    "median": report.fanout_medians(fanout_runs),
                }
                if fanout_runs
                else None
            ),
            "social_fanout": (
                {
                    "path": fanout.SOCIAL_PATH,
                    "clients": config.stream_clients,
                    "runs": [asdict(r) for r in social_runs],
                    "median": report.fanout_medians(social_runs),
                }
                if social_runs
                else None
            ),
            "query_plans": plans,
            "friends_query_costs": friends_costs,
            "postgres": postgres,
            "profiles": profiles,
        }
        (RESULTS / f"{stamp}.json").write_text(json.dumps(results, indent=2) + "\n")
        log(f"bench: wrote bench/results/{stamp}.{{txt,json}} ({time.monotonic() - clock:.0f} s)")
        failed = [f"{r.scenario} ({r.variant}): {r.non_2xx} non-2xx" for r in runs if r.non_2xx]
        if config.short and failed:
            # Not a verdict on speed (on a busy machine a 70 kB page may not even complete
            # within a 1-2 s run): a scenario that answers errors under load no longer runs.
            raise BenchError(f"under load: {'; '.join(failed)}")
        return 0
    except BaseException:
        keep_logs(servers, f"{started:%Y%m%dT%H%M%SZ}")
        raise
    finally:
        for server in reversed(servers):
            server.stop()
        shutil.rmtree(temp, ignore_errors=True)


def stream_fanout(config: Config, seeded: Seeded, app: Server) -> list[FanoutRun]:
    log(
        f"bench: stream fan-out, {config.stream_runs} runs of {config.stream_clients} WebSocket "
        "listeners and one settings PUT"
    )
    runs = fanout.measure(
        app.base_url, app.pid, seeded, config.stream_clients, config.stream_runs, log
    )
    app.check_alive()
    return runs


def social_fanout(config: Config, seeded: Seeded, app: Server) -> list[FanoutRun]:
    log(
        f"bench: social fan-out, {config.stream_runs} runs of {config.stream_clients} WebSocket "
        "listeners (the devices of one group's 50 participants) and one chat message"
    )
    runs = fanout.measure(
        app.base_url,
        app.pid,
        seeded,
        config.stream_clients,
        config.stream_runs,
        log,
        fanout.SOCIAL_NAME,
    )
    app.check_alive()
    return runs


def postgres_plans(
    config: Config, env: dict[str, str], scratch: Scratch | None, seeded: Seeded
) -> dict[str, Any]:
    """The friends list's plans on PostgreSQL (BENCH_POSTGRES_URL): on the run's own scratch
    database with BENCH_DATABASE=postgres, else on one seeded for the purpose. A failure
    there is reported, it does not void the run."""
    log("bench: PostgreSQL plans of the friends list (BENCH_POSTGRES_URL)")
    try:
        if scratch is not None:
            return friends.postgres_explain(scratch, seeded)
        return friends.postgres_plans(
            config.postgres_url, env, ROOT, config.users, config.friends_users, [friends_seed], log
        )
    except Exception as error:  # any failure: say so in the report, keep the run
        log(f"bench: PostgreSQL plans failed: {error!r}")
        return {"error": repr(error)}


def keep_logs(servers: list[Server], stamp: str) -> None:
    """On failure, the servers' logs outlive the temp dir: bench/results/<stamp>-<name>.log."""
    for server in servers:
        if server.log_path.exists():
            RESULTS.mkdir(parents=True, exist_ok=True)
            kept = RESULTS / f"{stamp}-{server.name}.log"
            shutil.copyfile(server.log_path, kept)
            print(
                f"bench: the {server.name} server's log is in {kept.relative_to(ROOT)}",
                file=sys.stderr,
            )


def profile_app(
    config: Config, scenarios: list[Scenario], seeded: Seeded, app: Server, stamp: str
) -> list[str]:
    log("bench: sampling the app under load with py-spy")
    summaries = []
    for scenario in scenarios:
        out = RESULTS / f"{stamp}-{scenario.name.replace(' ', '-')}.pyspy.txt"
        url, headers = app.base_url + scenario.url_path(seeded), scenario.headers(seeded)

        def load(seconds: int, url: str = url, headers: dict[str, str] = headers) -> object:
            return wrk(url, headers, seconds, config.threads, config.connections)

        title = f"where the app's time goes, {scenario.name} (py-spy under wrk load)"
        summaries.append(profiling.record(app.pid, max(config.duration, 5), out, load, title))
    return summaries


def _interrupt(signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt(signal.Signals(signum).name)


def main() -> int:
    # Ctrl-C, kill and a closed terminal all end up in run()'s finally (even when started in
    # the background by a shell that ignores SIGINT there).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGHUP, _interrupt)
    try:
        return run(Config.from_env())
    except (BenchError, ServerError, WrkError, FanoutError) as error:
        print(f"bench: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(
            "bench: interrupted; the servers are stopped and the temp dir removed", file=sys.stderr
        )
        return 130


if __name__ == "__main__":
    sys.exit(main())
