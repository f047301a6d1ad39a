"""A redis-server of the test's own, on a free port, that the test may stop and start again
(the shared Redis of SVC_TEST_REDIS_URL must never be stopped: other suites use it)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.support.live_server import free_port
from tests.support.waiting import OUTBOUND, wait_until


class PrivateRedis:
    def __init__(self, directory: Path) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            pytest.skip("the Redis fault tests need redis-server on PATH")
        self._binary = binary
        self._directory = directory
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._process = subprocess.Popen(
            [self._binary, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
             "--appendonly", "no", "--dir", str(self._directory)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        wait_until(self.answers, "the private redis-server answers PING", OUTBOUND)

    def kill(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._process = None

    def answers(self) -> bool:
        import socket

        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False


@contextmanager
def private_redis(directory: Path) -> Iterator[PrivateRedis]:
    redis = PrivateRedis(directory)
    redis.start()
    try:
        yield redis
    finally:
        redis.kill()
