"""A real uvicorn process serving the app on 127.0.0.1, for end-to-end tests.

Started from the same factory that `svc serve` uses, with the given SVC_* environment; it
is up once GET /health answers, and it is stopped (then killed if need be) on exit.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    def __init__(self, env: Mapping[str, str], startup_timeout: float = 20.0) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self._env = {**os.environ, **env, "SVC_HOST": "127.0.0.1", "SVC_PORT": str(self.port)}
        self._timeout = startup_timeout
        self._process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> LiveServer:
        self._process = subprocess.Popen(
            [
                sys.executable, "-m", "uvicorn", "entrypoints.http.asgi:create", "--factory",
                "--host", "127.0.0.1", "--port", str(self.port), "--no-proxy-headers",
                "--log-level", "warning",
            ],  # fmt: skip
            cwd=ROOT,
            env=self._env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        self._wait_until_up()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def stop(self) -> None:
        if self._process is None:
            return
        self._process.terminate()
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._process = None

    def output(self) -> str:
        if self._process is None or self._process.stdout is None:
            return ""
        return self._process.stdout.read().decode(errors="replace")

    def _wait_until_up(self) -> None:
        deadline = time.monotonic() + self._timeout
        assert self._process is not None
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"server exited early:\n{self.output()}")
            try:
                if httpx.get(f"{self.base_url}/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("server did not answer /health in time")


def server_env(database_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    """The SVC_* environment for a live server on an already migrated database."""
    from tests.support.keys import encryption_key, signing_pem

    return {
        "SVC_ENV": "test",
        "SVC_DATABASE_URL": database_url,
        "SVC_DATA_DIR": str(data_dir),
        "SVC_JWT_PRIVATE_KEY": signing_pem(),
        "SVC_ENCRYPTION_KEYS": encryption_key(),
        "SVC_BUILD_ID": "2026.11.22-test",
        **extra,
    }
