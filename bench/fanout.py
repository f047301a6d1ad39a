"""Stream fan-out: how long one settings change takes to reach N listeners of a server's stream.

Not a wrk scenario: the harness (``measure``) starts this file as a separate process once per
run. That process opens BENCH_STREAM_CLIENTS (default 1000) WebSocket clients on
``/v1/connect/servers/{stream_server_id}/stream?token=<the bench user's token>`` (dash
listeners; the bench user owns the server), waits until every one has its ``hello``, then sends
ONE ``PUT .../settings`` with server auth and takes the time from just before the request's
first byte until each client has the matching ``settings.updated`` frame (it carries a nonce).
Everything is timed on this process's clock; the app runs in its own process.

It also reads the app's CPU time (``/proc/<pid>/stat``) at the PUT and at the last delivery, and
its own, to tell where the window went (the 2 cores are shared by the app and the clients).
Only the app is measured: the floor has no stream.

The social fan-out (``SOCIAL_NAME``) is the same measure on ``/v1/social/stream``: the listeners
are spread over the 50 participants of one group conversation (20 devices each for 1000; the
token as the ``svc.bearer`` subprotocol), and the write is ONE chat message posted by the bench
user (``POST .../messages``, the nonce in its text): numbered in the replay window for the 50
recipients, then published on their channels, until the last device has its ``chat.message``.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

NAME = "stream fan-out"
PATH = "/v1/connect/servers/{stream_server_id}/stream"
SOCIAL_NAME = "social fan-out"
SOCIAL_PATH = "/v1/social/stream"
SOURCE = "bench.fanout"
CONNECT_CONCURRENCY = 100  # handshakes in flight at once
CONNECT_TIMEOUT = 120.0
DELIVERY_TIMEOUT = 30.0


class FanoutError(Exception):
    pass


def raise_fd_limit(wanted: int) -> int:
    """Raise this process's soft RLIMIT_NOFILE towards ``wanted`` (never above the hard limit,
    which only root raises: ``prlimit``/``ulimit -Hn``). Children started afterwards inherit
    it. Returns the soft limit now in effect."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = target
    return soft


def fds_needed(clients: int) -> int:
    """One socket per client in each process, plus what else the process keeps open."""
    return clients + 512


# --- the harness side ------------------------------------------------------------------------


@dataclass
class FanoutRun:
    run: int
    clients: int
    connected: int  # clients that got their hello
    connect_s: float  # all handshakes and hellos
    alone_ms: float  # the same PUT with nobody listening (median of 3, before the clients)
    put_status: int
    put_ms: float  # the PUT's answer, from just before sending it
    received: int  # clients that got the settings.updated frame
    last_ms: float | None  # the last of them
    p50_ms: float | None  # per-client delivery times
    p99_ms: float | None
    app_cpu_ms: float | None  # the app's CPU time from the PUT to the last delivery
    client_cpu_ms: float  # this process's, same window
    window_ms: float  # the window those two are measured over
    errors: list[str] = field(default_factory=list)


def _settings_config(seeded: Any) -> dict[str, Any]:
    """Dash listeners of the stream server; the write: a settings PUT with server auth."""
    extra = seeded.extra
    server_id = extra["stream_server_id"]
    return {
        "ws_path": f"{PATH.format(stream_server_id=server_id)}?token={seeded.token}",
        "tokens": [],
        "method": "PUT",
        "write_path": f"/v1/connect/servers/{server_id}/settings",
        "headers": {
            "Authorization": f"Bearer {extra['stream_server_secret']}",
            "X-Server-Id": server_id,
        },
        "body": {"source": SOURCE, "data": {"nonce": "{nonce}"}},
    }


def _social_config(seeded: Any) -> dict[str, Any]:
    """Devices of the group's participants; the write: one message by the group's host."""
    extra = seeded.extra
    return {
        "ws_path": SOCIAL_PATH,
        "tokens": extra["social_tokens"],
        "method": "POST",
        "write_path": f"/v1/social/chat/conversations/{extra['social_conversation_id']}/messages",
        "headers": {"Authorization": f"Bearer {extra['social_writer_token']}"},
        "body": {"text": "fan-out {nonce}"},
    }


def measure(
    base_url: str,
    app_pid: int,
    seeded: Any,
    clients: int,
    runs: int,
    log: Any,
    name: str = NAME,
) -> list[FanoutRun]:
    host, port = base_url.removeprefix("http://").rsplit(":", 1)
    shape = _social_config(seeded) if name == SOCIAL_NAME else _settings_config(seeded)
    done: list[FanoutRun] = []
    for run in range(1, runs + 1):
        config = {
            "run": run,
            "clients": clients,
            "host": host,
            "port": int(port),
            "app_pid": app_pid,
            **shape,
        }
        child = subprocess.run(
            [sys.executable, str(Path(__file__).resolve())],
            input=json.dumps(config),
            capture_output=True,
            text=True,
            timeout=CONNECT_TIMEOUT + DELIVERY_TIMEOUT + 120,
            check=False,
        )
        if child.returncode != 0:
            raise FanoutError(f"the fan-out clients failed ({child.returncode}):\n{child.stderr}")
        result = FanoutRun(**json.loads(child.stdout))
        done.append(result)
        flags = (
            f"  !! {len(result.errors)} errors, first: {result.errors[0]}" if result.errors else ""
        )
        log(
            f"  run {run}  {name}  {result.connected:,}/{clients:,} clients with hello in "
            f"{result.connect_s:.1f} s; PUT {result.put_status} in {result.put_ms:.1f} ms "
            f"(alone {result.alone_ms:.1f} ms); "
            f"{result.received:,} got it, last after {_ms(result.last_ms)}, "
            f"p50 {_ms(result.p50_ms)}, p99 {_ms(result.p99_ms)}{flags}"
        )
    return done


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} ms"


def percentile(sorted_values: list[float], percent: float) -> float:
    """Nearest rank: the smallest value with at least ``percent`` % of them at or below it."""
    rank = max(math.ceil(percent / 100 * len(sorted_values)), 1)
    return sorted_values[rank - 1]


# --- the client process ----------------------------------------------------------------------


def _cpu_ms(pid: int) -> float | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(stat[11]) + int(stat[12])) * 1000 / os.sysconf("SC_CLK_TCK")


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return status, await reader.readexactly(length)


class Putter:
    """The write (a settings ``PUT`` with server auth, or a chat message ``POST``) on one
    keep-alive connection, timed from just before the request's first byte."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config

    async def __aenter__(self) -> Putter:
        config = self.config
        self.reader, self.writer = await asyncio.open_connection(config["host"], config["port"])
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        self.writer.close()

    async def put(self, nonce: str) -> tuple[float, int, bytes]:
        """(the moment just before sending, status, body); the answer read fully."""
        config = self.config
        body = json.dumps(config["body"]).replace("{nonce}", nonce)
        headers = "".join(f"{k}: {v}\r\n" for k, v in config["headers"].items())
        request = (
            f"{config['method']} {config['write_path']} HTTP/1.1\r\n"
            f"Host: {config['host']}:{config['port']}\r\n{headers}"
            f"Content-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n{body}"
        ).encode()
        started = time.perf_counter()
        self.writer.write(request)
        status, answer = await _read_response(self.reader)
        return started, status, answer


async def clients_run(config: dict[str, Any]) -> dict[str, Any]:
    from websockets.asyncio.client import connect
    from websockets.typing import Subprotocol

    count = config["clients"]
    url = f"ws://{config['host']}:{config['port']}{config['ws_path']}"
    nonce = uuid.uuid4().hex
    arrivals: list[float | None] = [None] * count
    errors: list[str] = []
    sockets: list[Any] = []
    state = {"hello": 0, "settled": 0, "got": 0}
    all_ready, all_got = asyncio.Event(), asyncio.Event()
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)

    def settle() -> None:
        state["settled"] += 1
        if state["settled"] == count:
            all_ready.set()

    tokens = config["tokens"]

    async def client(i: int) -> None:
        token = tokens[i % len(tokens)] if tokens else None
        protocols = [Subprotocol("svc.bearer"), Subprotocol(token)] if token else None
        try:
            async with gate:
                socket = await connect(
                    url,
                    ping_interval=None,
                    open_timeout=CONNECT_TIMEOUT,
                    subprotocols=protocols,
                )
                sockets.append(socket)
                hello = await socket.recv()
            if not hello.startswith('{"type":"hello"'):
                raise FanoutError(f"the first frame is no hello: {hello[:200]!r}")
        except Exception as error:
            errors.append(f"client {i}: {error!r}")
            settle()
            return
        state["hello"] += 1
        settle()
        try:
            async for message in socket:
                if nonce in message:
                    arrivals[i] = time.perf_counter()
                    state["got"] += 1
                    if state["got"] == state["hello"]:
                        all_got.set()
                    return
        except Exception as error:
            errors.append(f"client {i} after hello: {error!r}")

    alone = []
    async with Putter(config) as putter:
        for _ in range(3):
            began, status, answer = await putter.put(f"alone-{config['run']}")
            alone.append((time.perf_counter() - began) * 1000)
            if status not in (200, 201):
                raise FanoutError(f"the write answered {status}: {answer[:300]!r}")

    started = time.perf_counter()
    tasks = [asyncio.create_task(client(i)) for i in range(count)]
    await asyncio.wait_for(all_ready.wait(), CONNECT_TIMEOUT)
    connect_s = time.perf_counter() - started

    async with Putter(config) as putter:  # connected before the clock starts
        app_cpu, my_cpu = _cpu_ms(config["app_pid"]), time.process_time()
        put_started, status, answer = await putter.put(nonce)
        put_ms = (time.perf_counter() - put_started) * 1000
        if status not in (200, 201):
            errors.append(f"the write answered {status}: {answer[:300]!r}")
        if state["hello"] and status in (200, 201):
            try:
                await asyncio.wait_for(all_got.wait(), DELIVERY_TIMEOUT)
            except TimeoutError:
                missing = state["hello"] - state["got"]
                errors.append(f"{missing} clients had no event in {DELIVERY_TIMEOUT} s")
        window_end = time.perf_counter()
        app_cpu_end, my_cpu_end = _cpu_ms(config["app_pid"]), time.process_time()

    times = sorted((at - put_started) * 1000 for at in arrivals if at is not None)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.wait_for(
        asyncio.gather(*(s.close() for s in sockets), return_exceptions=True), 30
    )
    return {
        "run": config["run"],
        "clients": count,
        "connected": state["hello"],
        "connect_s": round(connect_s, 2),
        "alone_ms": round(statistics.median(alone), 2),
        "put_status": status,
        "put_ms": round(put_ms, 2),
        "received": len(times),
        "last_ms": round(times[-1], 2) if times else None,
        "p50_ms": round(statistics.median(times), 2) if times else None,
        "p99_ms": round(percentile(times, 99), 2) if times else None,
        "app_cpu_ms": None if app_cpu is None or app_cpu_end is None else app_cpu_end - app_cpu,
        "client_cpu_ms": round((my_cpu_end - my_cpu) * 1000, 1),
        "window_ms": round((window_end - put_started) * 1000, 2),
        "errors": errors[:20],
    }


def main() -> int:
    config = json.loads(sys.stdin.read())
    limit = raise_fd_limit(fds_needed(config["clients"]))
    if limit < config["clients"] + 64:
        print(
            f"fan-out: {config['clients']} clients need about {fds_needed(config['clients'])} "
            f"file descriptors, the limit here is {limit} (raise the hard limit: "
            "prlimit --nofile=N:N --pid <pid>, or ulimit -Hn as root)",
            file=sys.stderr,
        )
        return 1
    try:
        import uvloop
    except ImportError:
        result = asyncio.run(clients_run(config))
    else:
        result = uvloop.run(clients_run(config))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
