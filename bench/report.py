"""Medians, the table, the checks of the performance budget (docs/decisions.md), and what
machine this ran on."""

from __future__ import annotations

import importlib.metadata
import os
import platform
import statistics
import subprocess
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from loadgen import Run, wrk_version
from scenarios import Scenario

APP = "app"
FLOOR = "floor"
GRANIAN = "granian"  # the app under granian (BENCH_GRANIAN=1)
FRAMEWORK = "framework"  # the floor's handlers in a bare Litestar app (BENCH_FRAMEWORK_FLOOR=1)
FRAMEWORK_LABEL = "framework floor: the floor's handler in a bare Litestar route"
P99_TARGET_MS = 25.0
P99_OF_FLOOR = 2.0  # the app's p99 at most twice its floor's, in the same run
DATABASE_NAMES = {"sqlite": "SQLite", "postgres": "PostgreSQL"}
FLOOR_KINDS = {"sqlite": "stdlib-sqlite3 floor", "postgres": "asyncpg floor"}


@dataclass
class Row:
    """The medians of one scenario's runs against one variant."""

    scenario: str
    path: str
    variant: str
    label: str
    rps: float
    p50_ms: float
    p99_ms: float
    share: float | None  # of the floor's median req/s
    rounds_rps: list[float]
    errors: int


def summarize(scenarios: list[Scenario], runs: list[Run]) -> list[Row]:
    rows = []
    for scenario in scenarios:
        pair: dict[str, Row] = {}
        app = "app (svc serve)"
        if scenario.database:
            app = f"app (svc serve on {DATABASE_NAMES[scenario.backend]})"
        variants = [(APP, app), (FLOOR, f"floor: {scenario.floor_label}")]
        if any(r.variant == FRAMEWORK for r in runs):
            variants.append((FRAMEWORK, FRAMEWORK_LABEL))
        if any(r.variant == GRANIAN for r in runs):
            variants.append((GRANIAN, app.replace("svc serve", "granian, same app")))
        for variant, label in variants:
            mine = [r for r in runs if r.scenario == scenario.name and r.variant == variant]
            pair[variant] = Row(
                scenario=scenario.name,
                path=scenario.path,
                variant=variant,
                label=label,
                rps=statistics.median(r.rps for r in mine),
                p50_ms=statistics.median(r.p50_ms for r in mine),
                p99_ms=statistics.median(r.p99_ms for r in mine),
                share=None,
                rounds_rps=[r.rps for r in mine],
                errors=sum(r.errors for r in mine),
            )
        floor_rps = pair[FLOOR].rps
        pair[APP].share = pair[APP].rps / floor_rps if floor_rps else None
        pair[FLOOR].share = 1.0
        rows += [pair[APP], pair[FLOOR]]
        for other in (FRAMEWORK, GRANIAN):  # their share of the same raw floor
            if other in pair:
                pair[other].share = pair[other].rps / floor_rps if floor_rps else None
                rows.append(pair[other])
    return rows


def framework_ratios(rows: list[Row]) -> list[dict[str, Any]]:
    """Per scenario, the app's median req/s over the framework floor's (BENCH_FRAMEWORK_FLOOR):
    what is left of the gap once the framework's own per-request cost is paid on both sides."""
    by = {(r.scenario, r.variant): r for r in rows}
    out = []
    for row in rows:
        if row.variant != FRAMEWORK:
            continue
        app = by[(row.scenario, APP)]
        out.append(
            {
                "scenario": row.scenario,
                "app_over_framework_floor": round(app.rps / row.rps, 2) if row.rps else None,
                "framework_floor_share": None if row.share is None else round(row.share, 2),
            }
        )
    return out


def framework_text(rows: list[Row]) -> str:
    """The lines under the targets: app / framework floor, per scenario (a reference, no
    target)."""
    lines = [
        "framework floor (no target; the floor's handlers in a bare Litestar route under the "
        "same uvicorn, bench/floor_litestar.py):"
    ]
    errors = {r.scenario: r.errors for r in rows if r.variant == FRAMEWORK}
    entries = framework_ratios(rows)
    width = max((len(e["scenario"]) for e in entries), default=0)
    for entry in entries:
        ratio, share = entry["app_over_framework_floor"], entry["framework_floor_share"]
        failed = errors[entry["scenario"]]
        lines.append(
            f"  {entry['scenario']:<{width}}  app / framework floor = "
            f"{'-' if ratio is None else f'{ratio:.2f}'}"
            f"  (framework floor / floor = {'-' if share is None else f'{share:.2f}'})"
            + (f"  !! {failed} non-2xx answers or socket errors" if failed else "")
        )
    return "\n".join(lines)


def table(rows: list[Row]) -> str:
    header = ("endpoint", "variant", "req/s", "p50 ms", "p99 ms", "share of floor", "rounds req/s")
    body = [
        (
            r.path,
            r.label,
            f"{r.rps:,.0f}",
            f"{r.p50_ms:.2f}",
            f"{r.p99_ms:.2f}",
            "-" if r.share is None else f"{r.share:.2f}",
            " / ".join(f"{v:,.0f}" for v in r.rounds_rps),
        )
        for r in rows
    ]
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]
    numeric = {2, 3, 4, 5}

    def fmt(line: tuple[str, ...]) -> str:
        cells = [
            cell.rjust(width) if i in numeric else cell.ljust(width)
            for i, (cell, width) in enumerate(zip(line, widths, strict=True))
        ]
        return " | ".join(cells).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    return "\n".join([fmt(header), rule, *(fmt(line) for line in body)])


def checks(rows: list[Row], scenarios: list[Scenario], connections: int) -> list[dict[str, Any]]:
    """The targets of the performance budget (docs/decisions.md), one entry per scenario and
    target."""
    by = {(r.scenario, r.variant): r for r in rows}
    out: list[dict[str, Any]] = []
    for scenario in scenarios:
        app, floor = by[(scenario.name, APP)], by[(scenario.name, FLOOR)]
        kind = FLOOR_KINDS[scenario.backend] if scenario.database else "raw-ASGI floor"
        share = app.share or 0.0
        out.append(
            {
                "scenario": scenario.name,
                "check": f"share of the {kind} >= {scenario.target_share:.2f}",
                "value": round(share, 2),
                "ok": share >= scenario.target_share,
            }
        )
        out.append(
            {
                "scenario": scenario.name,
                "check": f"app p99 < {P99_TARGET_MS:.0f} ms at {connections} connections",
                "value": round(app.p99_ms, 2),
                "ok": app.p99_ms < P99_TARGET_MS,
                "note": f"floor p99 {floor.p99_ms:.2f} ms",
            }
        )
        out.append(
            {
                "scenario": scenario.name,
                "check": f"app p99 <= {P99_OF_FLOOR:.0f}x the floor's p99",
                "value": round(app.p99_ms / floor.p99_ms, 2) if floor.p99_ms else None,
                "ok": app.p99_ms <= P99_OF_FLOOR * floor.p99_ms,
                "note": f"app {app.p99_ms:.2f} ms, floor {floor.p99_ms:.2f} ms",
            }
        )
        if app.errors or floor.errors:
            out.append(
                {
                    "scenario": scenario.name,
                    "check": "no non-2xx answer or socket error under load",
                    "value": app.errors + floor.errors,
                    "ok": False,
                    "note": f"app {app.errors}, floor {floor.errors}",
                }
            )
    return out


def checks_text(entries: list[dict[str, Any]], database: str) -> str:
    lines = [
        f"targets (docs/decisions.md, performance budget; database {DATABASE_NAMES[database]}):"
    ]
    for entry in entries:
        mark = "ok" if entry["ok"] else "MISSED"
        note = f"  ({entry['note']})" if entry.get("note") else ""
        lines.append(
            f"  {entry['scenario']:<14} {entry['check']:<48} {entry['value']!s:>7}  {mark}{note}"
        )
    return "\n".join(lines)


class CpuMeter:
    """CPU time the rest of the machine used while we measured, from /proc (Linux).

    Busy time of all CPUs (user, nice, system, irq, softirq, steal) minus what this process,
    its children (wrk), the servers and the PostgreSQL backends of ``database`` (the scratch
    database app and floor read; their process title names it) used; the backends are
    measured on their own. Without /proc it measures nothing.
    """

    def __init__(self, pids: list[int], database: str | None = None) -> None:
        self.pids = pids
        self.database = database
        self.started = self._sample()

    def _backends(self) -> dict[int, int]:
        """Ticks used so far by each PostgreSQL backend connected to ``database``."""
        out: dict[int, int] = {}
        if not self.database:
            return out
        title = f" {self.database} ".encode()  # "postgres: 15/main: <user> <database> <host>"
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                if (entry / "comm").read_bytes().strip() != b"postgres":
                    continue
                if title not in (entry / "cmdline").read_bytes():
                    continue
                stat = (entry / "stat").read_text().rpartition(")")[2].split()
                out[int(entry.name)] = int(stat[11]) + int(stat[12])  # utime, stime
            except (OSError, ValueError, IndexError):
                continue  # gone meanwhile
        return out

    def _sample(self) -> tuple[float, float, float, dict[int, int]] | None:
        try:
            fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
            ours = 0
            for pid in self.pids:
                stat = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
                ours += int(stat[11]) + int(stat[12])  # utime, stime
        except (OSError, ValueError, IndexError):
            return None
        tick = os.sysconf("SC_CLK_TCK")
        user, nice, system, _idle, _iowait, irq, softirq, steal = (fields + [0] * 8)[:8]
        busy = (user + nice + system + irq + softirq + steal) / tick
        me, children = os.times()[:2], os.times()[2:4]
        return busy, ours / tick + sum(me) + sum(children), time.monotonic(), self._backends()

    def finish(self) -> tuple[float | None, float | None]:
        """Average CPUs used since this meter started: by other processes, and by the
        database's PostgreSQL backends (None without a database)."""
        end = self._sample()
        if self.started is None or end is None or end[2] <= self.started[2]:
            return None, None
        seconds = end[2] - self.started[2]
        before = self.started[3]
        backends = sum(t - before.get(pid, 0) for pid, t in end[3].items())
        backends_cpus = backends / os.sysconf("SC_CLK_TCK") / seconds
        busy = end[0] - self.started[0]
        ours = end[1] - self.started[1]
        others = max(busy - ours - backends_cpus * seconds, 0.0) / seconds
        return others, (backends_cpus if self.database else None)


def _version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "absent"


def machine_info(root: Path, uvicorn: dict[str, str]) -> dict[str, Any]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.partition(":")[2].strip()
                break
    except OSError:
        pass
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=root
    ).stdout.strip()
    packages = ("litestar", "msgspec", "PyJWT", "cryptography", "uvloop", "httptools", "asyncpg")
    return {
        "nproc": os.cpu_count(),
        "cpus_usable": len(os.sched_getaffinity(0)),
        "cpu": cpu,
        "os": platform.platform(),
        "python": platform.python_version(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "commit": commit or "unknown",
        "wrk": wrk_version(),
        "uvicorn": {"version": _version("uvicorn"), **uvicorn},
        "packages": {p: _version(p) for p in packages},
    }


def _database_text(config: Any, machine: dict[str, Any]) -> str:
    postgres = machine.get("postgres")
    if config.database != "postgres" or not postgres:
        return "SQLite (app: stdlib sqlite3 fast read path; floors: stdlib sqlite3)"
    return (
        f"PostgreSQL {postgres['server_version']} on this machine, scratch database "
        f"{postgres['database']} (app: asyncpg pool of the fast read path; floors: their own "
        "asyncpg pool of the same size)"
    )


def _variants_text(config: Any) -> str:
    variants = ["app", "floor"]
    if getattr(config, "framework_floor", False):
        variants.append("framework floor")
    if getattr(config, "granian", False):
        variants.append("app under granian")
    return " then ".join(variants) if len(variants) == 2 else ", ".join(variants) + " in turn"


def header_text(started: datetime, config: Any, machine: dict[str, Any], seeded: Any) -> str:
    uv = machine["uvicorn"]
    load = " ".join(map(str, machine["load_average_at_start"]))
    packages = ", ".join(f"{k} {v}" for k, v in machine["packages"].items())
    lines = [
        f"svc bench {started:%Y-%m-%d %H:%M:%S} UTC, commit {machine['commit']}",
        f"machine: nproc {machine['nproc']} (usable {machine['cpus_usable']}), {machine['cpu']}, "
        f"{machine['os']}; load average at start {load}",
        f"python {machine['python']}; uvicorn {uv['version']} for app and floor (1 worker, loop "
        f"{uv['loop']}, http {uv['http']}, no access log, no proxy headers); {packages}",
        f"load: {machine['wrk']} from a separate process, {config.threads} threads, "
        f"{config.connections} connections, {config.warmup} s warm-up + {config.duration} s "
        f"measured per run, {config.rounds} rounds of {_variants_text(config)}; medians below",
        f"data: {_database_text(config, machine)}, {seeded.users} users seeded; app and floor "
        "bodies checked byte for byte first",
    ]
    if "server_id" in seeded.extra:
        lines[-1] += (
            f"; Connect: {seeded.servers} servers, {seeded.extra['connect_commands']} commands "
            "(pending, acknowledged, older than SVC_COMMAND_TTL=86400), 1-3 settings sources each"
        )
    if "friends" in seeded.extra:
        lines[-1] += (
            f"; friends list: the bench user has {seeded.extra['friends']} friends, "
            f"{seeded.extra['friend_links']} friend links in all (2 per friendship)"
        )
    if machine.get("other_cpus_during_runs") is not None:
        lines[1] += (
            f"; other processes used {machine['other_cpus_during_runs']} CPUs during the runs"
        )
    if machine.get("postgres_cpus_during_runs") is not None:
        lines[1] += (
            f" (the scratch database's PostgreSQL backends, not counted there: "
            f"{machine['postgres_cpus_during_runs']} CPUs)"
        )
    others = machine.get("other_cpus_during_runs")
    if others is not None and others > 0.25:
        lines.append(
            f"WARNING: other processes used {others:.2f} of the {machine['cpus_usable']} CPUs "
            "during the runs: absolute numbers are low and noisy; shares less so (app and floor "
            "alternate); rerun on a quiet machine to trust them"
        )
    if "jwt_verify_us" in machine:
        lines.append(
            f"note: one PyJWT EdDSA verify takes {machine['jwt_verify_us']:.0f} us here; the "
            "floors pay it on every request, the app caches verified tokens (Tokens)"
        )
    if "token_verify_us" in machine:
        costs = machine["token_verify_us"]
        lines.append(
            f"token verification in the app (Tokens.verify, revocation check included): "
            f"{costs['cold']:.0f} us for a token not seen before, {costs['cached']:.1f} us again"
        )
    return "\n".join(lines)


# --- the stream fan-out (bench/fanout.py) ----------------------------------------------------

_FANOUT_MEDIANS = ("connect_s", "alone_ms", "put_ms", "received", "last_ms", "p50_ms", "p99_ms",
                   "app_cpu_ms", "client_cpu_ms", "window_ms")  # fmt: skip


def fanout_medians(runs: list[Any]) -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    for name in _FANOUT_MEDIANS:
        values = [getattr(r, name) for r in runs if getattr(r, name) is not None]
        out[name] = round(statistics.median(values), 2) if values else None
    return out


def social_fanout_text(runs: list[Any], path: str) -> str:
    clients = runs[0].clients
    intro = (
        f"social fan-out (app only; {clients:,} listeners on {path}, the devices of one group "
        "conversation's 50 participants, one process; one chat message POSTed by a participant "
        "per run; times from just before the POST's first byte until each listener has the "
        "chat.message frame; 'PUT' columns are the POST; alone: the same POST with nobody "
        "listening; app and client CPU over the window, from /proc, in 10 ms ticks):"
    )
    return fanout_text(runs, path, intro)


def fanout_text(runs: list[Any], path: str, intro: str | None = None) -> str:
    clients = runs[0].clients
    header = ("run", "listeners with hello", "connect s", "PUT alone ms", "PUT answered ms",
              "got it", "last got it ms", "p50 ms", "p99 ms", "app CPU ms",
              "client CPU ms")  # fmt: skip

    def ms(value: float | None, digits: int = 1) -> str:
        return "-" if value is None else f"{value:,.{digits}f}"

    body = [
        (
            str(r.run),
            f"{r.connected:,}",
            f"{r.connect_s:.1f}",
            ms(r.alone_ms),
            ms(r.put_ms),
            f"{r.received:,}",
            ms(r.last_ms),
            ms(r.p50_ms),
            ms(r.p99_ms),
            ms(r.app_cpu_ms, 0),
            ms(r.client_cpu_ms, 0),
        )
        for r in runs
    ]
    m = fanout_medians(runs)
    body.append(
        (
            "median",
            "",
            f"{m['connect_s']:.1f}",
            ms(m["alone_ms"]),
            ms(m["put_ms"]),
            "-" if m["received"] is None else f"{m['received']:,.0f}",
            ms(m["last_ms"]),
            ms(m["p50_ms"]),
            ms(m["p99_ms"]),
            ms(m["app_cpu_ms"], 0),
            ms(m["client_cpu_ms"], 0),
        )
    )
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]

    def fmt(line: tuple[str, ...]) -> str:
        cells = [
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(line, widths, strict=True))
        ]
        return " | ".join(cells).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    errors = [f"  run {r.run}: {e}" for r in runs for e in r.errors[:3]]
    lines = [
        intro
        or f"stream fan-out (app only; {clients:,} dash listeners on {path}?token=..., one "
        "process; one settings PUT with server auth per run; times from just before the PUT's "
        "first byte until each listener has the settings.updated frame; PUT alone: the same "
        "PUT with nobody listening, before the listeners connect; app and client CPU over the "
        "window from the PUT to the last delivery, from /proc, in 10 ms ticks):",
        fmt(header),
        rule,
        *(fmt(line) for line in body),
    ]
    if errors:
        lines += ["errors:", *errors]
    return "\n".join(lines)


# --- query plans -----------------------------------------------------------------------------


def plans_text(plans: list[dict[str, Any]]) -> str:
    lines = [
        "query plans (SQLite EXPLAIN QUERY PLAN of the app's statements, with the bindings its "
        "fast read path sends, on the seeded database):"
    ]
    for plan in plans:
        sql = plan["sql"].splitlines()
        source = f" [{plan['source']}]" if plan.get("source") else ""
        if len(sql) == 1:
            lines.append(f"  {plan['query']}{source}: {sql[0]}")
        else:
            lines.append(f"  {plan['query']}{source}:")
            lines += [f"      {line}" for line in sql]
            lines.append("    plan:")
        lines += [f"      {line}" for line in plan["plan"]]
    return "\n".join(lines)
