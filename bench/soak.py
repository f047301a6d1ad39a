"""Soak: mixed realistic traffic against several instances for a long time.

``python -m bench.soak --minutes 10`` (from the repository root, in .venv) makes a scratch
PostgreSQL database through BENCH_POSTGRES_URL (bench/pgscratch.py: migrated, dropped at the
end), starts two `svc serve` instances on it sharing SVC_TEST_REDIS_URL / BENCH_REDIS_URL
under a fresh key prefix (tests/support/cluster.py), a local game session server, and runs:

- ``--clients`` request loops (default 16), each a person with a token, spread round robin
  over the instances; each picks an operation by weight: reads (own profile, friend list,
  server settings and pending commands, conversations, chat messages, health), writes
  (settings PUT, command, chat message, friend note PATCH), a game sign-in (join, the session
  server's ``hasJoined``, verify), and an intended 404 (an unknown conversation);
- ``--streams`` settings-stream listeners (default 8), each reconnecting every 20 s to the
  next instance, checking its ``hello``;
- RSS of every server process (supervisor and workers: the process group) once a second.

Reported, per minute and overall: requests, req/s, p50/p99 in ms, statuses other than the
operation's intended ones ("errors"), stream sessions, RSS. RSS growth is measured from the
end of minute 2 (allocators and caches warm up first) to the end of the run.

``run_soak`` is what tests/cluster/test_soak.py calls, against the suite's cluster, for 60 s.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: `python bench/soak.py`
    sys.path.insert(0, str(ROOT))

from tests.support.connect_http import server_headers  # noqa: E402

WEIGHTS: dict[str, int] = {
    "profile": 14,
    "friends": 12,
    "settings_read": 10,
    "commands_read": 8,
    "conversations": 6,
    "messages_read": 6,
    "health": 2,
    "settings_write": 8,
    "command": 6,
    "message": 8,
    "friend_note": 4,
    "sign_in": 3,
    "unknown_conversation": 2,
}
INTENDED: dict[str, frozenset[int]] = {"unknown_conversation": frozenset({404})}


@dataclass
class Person:
    user_id: uuid.UUID
    headers: dict[str, str]
    friend_id: uuid.UUID | None = None
    conversation: str | None = None
    registration: dict[str, Any] | None = None


@dataclass
class Tally:
    began: float = field(default_factory=time.monotonic)
    latencies: defaultdict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    by_op: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)  # "op status" -> count
    error_samples: list[str] = field(default_factory=list)
    streams: int = 0
    stream_errors: int = 0
    rss: list[tuple[float, int]] = field(default_factory=list)  # (t, total kB of every server)
    load: list[float] = field(default_factory=list)  # the machine's 1-minute load, each minute

    def minute(self) -> int:
        return int((time.monotonic() - self.began) // 60)


async def seed(core: Any, node: httpx.AsyncClient, people: int) -> list[Person]:
    """People with tokens; pairs of friends sharing a conversation; each owns a server."""
    from tests.conftest import bearer, sign_in

    made: list[Person] = []
    for n in range(people):
        user_id, token = await sign_in(core, uuid.uuid4(), f"Soak{n}")
        made.append(Person(user_id, bearer(token)))
    for a, b in zip(made[0::2], made[1::2], strict=False):
        asked = await node.post(
            "/v1/social/friends/requests",
            json={"targetId": str(b.user_id), "targetName": "Friend"},
            headers=a.headers,
        )
        asked.raise_for_status()
        accept = f"/v1/social/friends/requests/{asked.json()['request']['id']}/accept"
        (await node.post(accept, headers=b.headers)).raise_for_status()
        talk = await node.post(
            "/v1/social/chat/conversations",
            json={"kind": "direct", "participantIds": [str(b.user_id)]},
            headers=a.headers,
        )
        talk.raise_for_status()
        conversation = talk.json()["conversation"]["id"]
        a.friend_id, b.friend_id = b.user_id, a.user_id
        a.conversation = b.conversation = conversation
    for person in made:
        registered = await node.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": "Soak"}
        )
        registered.raise_for_status()
        registration = registered.json()
        claim = await node.post(
            "/v1/connect/servers/claim",
            json={"claimKey": registration["claimKey"]},
            headers=person.headers,
        )
        claim.raise_for_status()
        person.registration = registration
    return made


class Soak:
    """Each client loop speaks from an address of its own (``X-Forwarded-For``, honoured by
    instances that trust 127.0.0.1 as their proxy): the per-IP limits are per client, as
    behind a load balancer, and a soak may share a cluster whose rate limits are on."""

    def __init__(
        self,
        base_urls: Sequence[str],
        ws_urls: Sequence[str],
        people: Sequence[Person],
        session: Any,
        server_pids: Sequence[int],
    ) -> None:
        self.base_urls = list(base_urls)
        self.ws_urls = list(ws_urls)
        self.people = list(people)
        self.session = session
        self.server_pids = list(server_pids)
        self.tally = Tally()
        self._ops = list(WEIGHTS)
        self._weights = [WEIGHTS[op] for op in self._ops]

    async def run(self, seconds: float, clients: int, streams: int) -> Tally:
        self.tally = Tally()
        deadline = time.monotonic() + seconds
        tasks = [
            *(self._client(n, deadline) for n in range(clients)),
            *(self._stream(n, deadline) for n in range(streams)),
            self._sample_rss(deadline),
        ]
        await asyncio.gather(*tasks)
        return self.tally

    async def _client(self, n: int, deadline: float) -> None:
        address = {"X-Forwarded-For": f"10.77.{n // 250}.{n % 250 + 1}"}
        nodes = [httpx.AsyncClient(base_url=u, timeout=60, headers=address) for u in self.base_urls]
        try:
            await self._requests(n, nodes, deadline)
        finally:
            for node in nodes:
                await node.aclose()

    async def _requests(self, n: int, nodes: list[httpx.AsyncClient], deadline: float) -> None:
        rng = random.Random(n)
        person = self.people[n % len(self.people)]
        turn = n
        while time.monotonic() < deadline:
            turn += 1
            node = nodes[turn % len(nodes)]
            op = rng.choices(self._ops, self._weights)[0]
            minute = self.tally.minute()  # of the request's start: the last one ends after
            began = time.perf_counter()
            try:
                status = await self._do(op, node, person, rng, nodes)
            except httpx.HTTPError as error:
                status = 0
                self._note_error(op, f"{type(error).__name__}: {error}")
            elapsed = (time.perf_counter() - began) * 1000
            self.tally.latencies[minute].append(elapsed)
            self.tally.by_op[op] += 1
            if status and not (200 <= status < 300 or status in INTENDED.get(op, ())):
                self._note_error(op, str(status))

    def _note_error(self, op: str, what: str) -> None:
        self.tally.errors[f"{op} {what.split(':')[0]}"] += 1
        if len(self.tally.error_samples) < 20:
            self.tally.error_samples.append(f"{op}: {what}")

    async def _do(
        self,
        op: str,
        node: httpx.AsyncClient,
        person: Person,
        rng: random.Random,
        nodes: list[httpx.AsyncClient],
    ) -> int:
        headers = person.headers
        registration = person.registration or {}
        server = f"/v1/connect/servers/{registration.get('serverId')}"
        chat = f"/v1/social/chat/conversations/{person.conversation}"
        if op == "profile":
            answer = await node.get("/v1/profile/self", headers=headers)
        elif op == "friends":
            answer = await node.get("/v1/social/friends", headers=headers)
        elif op == "settings_read":
            answer = await node.get(f"{server}/settings", headers=headers)
        elif op == "commands_read":
            answer = await node.get(f"{server}/commands", headers=server_headers(registration))
        elif op == "conversations":
            answer = await node.get("/v1/social/chat/conversations", headers=headers)
        elif op == "messages_read":
            answer = await node.get(f"{chat}/messages", params={"limit": "20"}, headers=headers)
        elif op == "health":
            answer = await node.get("/health")
        elif op == "settings_write":
            answer = await node.put(
                f"{server}/settings",
                json={"source": "game", "data": {"motd": f"hello {rng.randrange(10**6)}"}},
                headers=server_headers(registration),
            )
        elif op == "command":
            answer = await node.post(
                f"{server}/commands",
                json={"action": "say", "payload": {"text": "soak"}},
                headers=headers,
            )
        elif op == "message":
            answer = await node.post(
                f"{chat}/messages", json={"text": f"soak {rng.randrange(10**6)}"}, headers=headers
            )
        elif op == "friend_note":
            answer = await node.patch(
                f"/v1/social/friends/{person.friend_id}",
                json={"note": f"note {rng.randrange(1000)}"},
                headers=headers,
            )
        elif op == "sign_in":
            return await self._sign_in(node, nodes[(nodes.index(node) + 1) % len(nodes)], rng)
        else:  # unknown_conversation: an intended 404
            answer = await node.get(
                f"/v1/social/chat/conversations/{os.urandom(12).hex()}", headers=headers
            )
        return answer.status_code

    async def _sign_in(
        self, node: httpx.AsyncClient, verifier: httpx.AsyncClient, rng: random.Random
    ) -> int:
        profile = uuid.UUID(int=rng.getrandbits(128), version=4)
        name = f"P{profile.hex[:10]}"
        # Each sign-in is a different player, from an address of their own: the per-address
        # sign-in budget ("auth") is then never what a fast machine runs into.
        player = {"X-Forwarded-For": f"10.78.{rng.randrange(256)}.{rng.randrange(1, 255)}"}
        joined = await node.post(
            "/v1/auth/session/game/join",
            json={"name": name, "userId": str(profile)},
            headers=player,
        )
        if not 200 <= joined.status_code < 300:
            return joined.status_code
        offer = joined.json()
        self.session.join(name, offer["serverId"], profile)
        verified = await verifier.post(
            "/v1/auth/session/game/verify",
            json={"serverId": offer["serverId"], "name": name, "joinToken": offer["joinToken"]},
            headers=player,
        )
        return verified.status_code

    async def _stream(self, n: int, deadline: float) -> None:
        from websockets.asyncio.client import connect

        person = self.people[n % len(self.people)]
        registration = person.registration or {}
        token = person.headers["Authorization"].removeprefix("Bearer ")
        path = f"/v1/connect/servers/{registration.get('serverId')}/stream?token={token}"
        turn = n
        while time.monotonic() < deadline:
            turn += 1
            url = self.ws_urls[turn % len(self.ws_urls)] + path
            try:
                async with connect(url, open_timeout=30) as socket:
                    hello = json.loads(await socket.recv())
                    if hello.get("type") != "hello":
                        raise RuntimeError(f"first message {hello.get('type')}")
                    self.tally.streams += 1
                    until = min(deadline, time.monotonic() + 20)
                    while time.monotonic() < until:
                        try:
                            async with asyncio.timeout(until - time.monotonic()):
                                await socket.recv()
                        except TimeoutError:
                            break
            except Exception as error:  # counted; the loop reconnects
                self.tally.stream_errors += 1
                if len(self.tally.error_samples) < 20:
                    self.tally.error_samples.append(f"stream: {type(error).__name__}: {error}")
                await asyncio.sleep(0.5)

    async def _sample_rss(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            total = sum(process_group_rss_kb(pid) for pid in self.server_pids)
            self.tally.rss.append((time.monotonic() - self.tally.began, total))
            if len(self.tally.rss) % 60 == 1:
                self.tally.load.append(os.getloadavg()[0])
            await asyncio.sleep(1)


def process_group_rss_kb(leader: int) -> int:
    """VmRSS of the process and every process of its group (uvicorn's workers), in kB."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.getpgid(int(entry)) != leader:
                continue
            with open(f"/proc/{entry}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except (OSError, ProcessLookupError):
            continue
    return total


@dataclass(frozen=True)
class Report:
    seconds: float
    requests: int
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int
    per_minute: list[dict[str, float]]
    rss_start_kb: int
    rss_end_kb: int
    rss_growth: float
    streams: int
    stream_errors: int
    by_op: dict[str, int]
    error_kinds: dict[str, int]
    error_samples: list[str]
    load: list[float]

    def text(self) -> str:
        lines = [
            f"soak: {self.seconds:.0f} s, {self.requests} requests, {self.rps:.1f} req/s, "
            f"p50 {self.p50_ms:.1f} ms, p99 {self.p99_ms:.1f} ms, errors {self.errors}, "
            f"stream sessions {self.streams} (errors {self.stream_errors})",
            f"RSS of the servers: {self.rss_start_kb / 1024:.1f} MiB -> "
            f"{self.rss_end_kb / 1024:.1f} MiB ({self.rss_growth:+.1%})",
            "load average (1 min) during the run: " + " ".join(f"{x:.1f}" for x in self.load),
            "minute  requests  req/s   p50 ms  p99 ms",
        ]
        for row in self.per_minute:
            lines.append(
                f"{int(row['minute']):>6}  {int(row['requests']):>8}  {row['rps']:>5.1f}  "
                f"{row['p50_ms']:>7.1f}  {row['p99_ms']:>6.1f}"
            )
        if self.error_kinds:
            lines.append(f"errors: {self.error_kinds}")
            lines += [f"  {sample}" for sample in self.error_samples]
        return "\n".join(lines)


def report(tally: Tally, seconds: float, rss_from: float = 120.0) -> Report:
    every = [ms for minute in sorted(tally.latencies) for ms in tally.latencies[minute]]
    per_minute = []
    for minute in sorted(tally.latencies):
        values = tally.latencies[minute]
        span = min(60.0, seconds - minute * 60) or 60.0
        per_minute.append(
            {
                "minute": minute + 1,
                "requests": len(values),
                "rps": len(values) / span,
                "p50_ms": _quantile(values, 0.5),
                "p99_ms": _quantile(values, 0.99),
            }
        )
    samples = tally.rss or [(0.0, 0)]
    warm = [kb for t, kb in samples if t >= rss_from] or [kb for _, kb in samples]
    start, end = warm[0], samples[-1][1]
    return Report(
        seconds=seconds,
        requests=len(every),
        rps=len(every) / seconds,
        p50_ms=_quantile(every, 0.5),
        p99_ms=_quantile(every, 0.99),
        errors=sum(tally.errors.values()),
        per_minute=per_minute,
        rss_start_kb=start,
        rss_end_kb=end,
        rss_growth=(end - start) / start if start else 0.0,
        streams=tally.streams,
        stream_errors=tally.stream_errors,
        by_op=dict(tally.by_op),
        error_kinds=dict(tally.errors),
        error_samples=tally.error_samples,
        load=tally.load,
    )


def _quantile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1]


async def run_soak(
    cluster: Any, core: Any, session: Any, seconds: float, clients: int, streams: int,
    people: int = 16, rss_from: float = 120.0,
) -> Report:  # fmt: skip
    """Seed through the first instance, then the soak over every instance of ``cluster``."""
    seeding = {"X-Forwarded-For": "10.77.255.1"}
    first = cluster.servers[0].base_url
    async with httpx.AsyncClient(base_url=first, timeout=60, headers=seeding) as node:
        made = await seed(core, node, people)
    soak = Soak(
        [s.base_url for s in cluster.servers], [s.ws_url for s in cluster.servers], made,
        session, [s.pid for s in cluster.servers],
    )  # fmt: skip
    return report(await soak.run(seconds, clients, streams), seconds, rss_from)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--streams", type=int, default=8)
    parser.add_argument("--instances", type=int, default=2)
    parser.add_argument("--json", type=Path, help="also write the report there")
    args = parser.parse_args(argv)
    postgres = os.environ.get("BENCH_POSTGRES_URL") or os.environ.get("SVC_TEST_POSTGRES_URL")
    redis = os.environ.get("BENCH_REDIS_URL") or os.environ.get("SVC_TEST_REDIS_URL")
    if not postgres or not redis:
        print("soak: set BENCH_POSTGRES_URL and BENCH_REDIS_URL", file=sys.stderr)
        return 2
    from bench.pgscratch import scratch_database
    from tests.support.cluster import Cluster
    from tests.support.session_server import session_server

    with (
        scratch_database(postgres, print) as scratch,
        tempfile.TemporaryDirectory(prefix="svc-soak-") as directory,
        session_server() as session,
    ):
        from adapters.sql.migrate import upgrade

        upgrade(scratch.url)
        with Cluster(
            scratch.url,
            Path(directory),
            workers=[1] * args.instances,
            redis_url=redis,
            SVC_RATE_LIMIT_SCALE="0",
            SVC_TRUSTED_PROXIES="127.0.0.1/32",
            SVC_SESSION_SERVICE_URL=session.url,
            SVC_LOG_LEVEL="warning",
        ) as cluster:
            result = asyncio.run(_with_core(cluster, scratch.url, Path(directory), session, args))
    print(result.text())
    if args.json:
        args.json.write_text(json.dumps(result.__dict__, indent=2))
    return 0


async def _with_core(
    cluster: Any, url: str, directory: Path, session: Any, args: argparse.Namespace
) -> Report:
    from tests.cluster.conftest import core_on

    async with core_on(url, directory) as core:
        return await run_soak(cluster, core, session, args.minutes * 60, args.clients, args.streams)


if __name__ == "__main__":
    raise SystemExit(main())
