"""Several real `svc serve` processes on one database and one Redis: one service, tested as such.

``Cluster`` starts N instances (each ``LiveServer``, some with ``--workers 2``) on 127.0.0.1,
each on its own free port, all on one migrated database and, when given, one Redis under a
key prefix of their own; their start-ups overlap and each is up once ``/health`` answers.
``ClusterClient`` spreads requests over them: ``next()`` round robin, ``pair()`` two different
instances (write on one, read on the other), ``spread(n)`` n clients over all of them.

Used by ``tests/cluster/`` and by ``bench/soak.py``; ``python -m tests.support.cluster`` starts
one for people (``make cluster``), stopped by Ctrl-C or SIGTERM: either way every instance is
stopped and the temporary directory removed.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import signal
import tempfile
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack
from pathlib import Path

import httpx

from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND


class Cluster:
    def __init__(
        self,
        database_url: str,
        data_dir: Path,
        workers: Sequence[int] = (1, 2, 1),
        redis_url: str | None = None,
        redis_prefix: str | None = None,
        **extra: str,
    ) -> None:
        self.database_url = database_url
        self.redis_prefix = redis_prefix or f"svc-test-{uuid.uuid4().hex[:12]}"
        # Small pools (3 + 3 overflow + 3 fast read per process): the cluster shares one
        # PostgreSQL with the rest of the suite, which runs beside it in another worker.
        shared = {"SVC_DB_POOL_SIZE": "3", **extra}
        if redis_url:
            shared |= {"SVC_REDIS_URL": redis_url, "SVC_REDIS_PREFIX": self.redis_prefix}
        self.env = shared
        self.servers = [
            LiveServer(server_env(database_url, data_dir / f"node-{n}", **shared), workers=count)
            for n, count in enumerate(workers)
        ]

    @classmethod
    def of_envs(cls, envs: Sequence[Mapping[str, str]]) -> Cluster:
        """Instances with environments of the caller's making (one worker each)."""
        cluster = cls.__new__(cls)
        cluster.database_url = envs[0]["SVC_DATABASE_URL"]
        cluster.redis_prefix = envs[0].get("SVC_REDIS_PREFIX", "")
        cluster.env = {}
        cluster.servers = [LiveServer(env) for env in envs]
        return cluster

    def __enter__(self) -> Cluster:
        self._stack = ExitStack()
        try:
            for server in self.servers:
                self._stack.callback(server.close)
                server.start()
            for server in self.servers:
                server.wait_until_up()
        except BaseException:  # a failed start, Ctrl-C or SIGTERM while starting: stop them
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc_info: object) -> None:
        for server in self.servers:  # every one stops at once; then each is waited for
            server.terminate()
        self._stack.close()

    def client(self) -> ClusterClient:
        return ClusterClient(self.servers)

    def outputs(self) -> str:
        """Every instance's log, for a failing test's message."""
        return "\n".join(f"--- node {n}\n{s.output()}" for n, s in enumerate(self.servers))


class ClusterClient:
    """One httpx client per instance; pick them round robin or adversarially."""

    def __init__(self, servers: Sequence[LiveServer]) -> None:
        self.nodes = [
            httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) for server in servers
        ]
        self._turn = itertools.cycle(range(len(self.nodes)))

    async def __aenter__(self) -> ClusterClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        for node in self.nodes:
            await node.aclose()

    def next(self) -> httpx.AsyncClient:
        """The next instance, round robin."""
        return self.nodes[next(self._turn)]

    def pair(self) -> tuple[httpx.AsyncClient, httpx.AsyncClient]:
        """Two different instances: write on the first, read on the second."""
        first = next(self._turn)
        return self.nodes[first], self.nodes[(first + 1) % len(self.nodes)]

    def spread(self, count: int) -> list[httpx.AsyncClient]:
        """``count`` clients, cycling over every instance."""
        return [self.next() for _ in range(count)]


def _main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="make cluster",
        description="Start N `svc serve` instances on one database (and one Redis) until Ctrl-C.",
    )
    parser.add_argument("--workers", default="1,2", help="workers per instance, e.g. 1,2,1")
    parser.add_argument("--database-url", default=os.environ.get("SVC_DATABASE_URL"))
    parser.add_argument("--redis-url", default=os.environ.get("SVC_REDIS_URL"))
    args = parser.parse_args(argv)
    workers = [int(part) for part in args.workers.split(",")]
    signal.signal(signal.SIGTERM, _interrupt)  # SIGTERM unwinds like Ctrl-C, even mid-start
    with contextlib.suppress(KeyboardInterrupt), _serving(args, workers):
        signal.pause()
    return 0


@contextlib.contextmanager
def _serving(args: argparse.Namespace, workers: Sequence[int]) -> Iterator[Cluster]:
    """The instances and their temporary directory, both gone on the way out."""
    with tempfile.TemporaryDirectory(prefix="svc-cluster-") as directory:
        url = args.database_url or _migrated_sqlite(Path(directory))
        with Cluster(url, Path(directory), workers, args.redis_url) as cluster:
            for n, server in enumerate(cluster.servers):
                print(f"node {n}: {server.base_url} (workers {server.workers}, pid {server.pid})")
            print(f"directory {directory}", flush=True)
            print(
                f"database {url}; redis {args.redis_url or '(none)'}; Ctrl-C or SIGTERM stops them",
                flush=True,
            )
            yield cluster


def _interrupt(signum: int, frame: object) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # once: the unwinding is not interrupted
    raise KeyboardInterrupt


def _migrated_sqlite(directory: Path) -> str:
    from adapters.sql.migrate import upgrade

    url = f"sqlite+aiosqlite:///{directory / 'svc.db'}"
    upgrade(url)
    return url


if __name__ == "__main__":
    raise SystemExit(_main())
