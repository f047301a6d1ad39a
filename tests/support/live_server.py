"""A real uvicorn process serving the app on 127.0.0.1, for end-to-end tests.

Started the way production starts it, with `svc serve` (so with the same uvicorn
configuration: protocol limits, logging, no proxy headers) and the given SVC_* environment; it
is up once GET /health answers, and it is stopped (then killed if need be) on exit. Its output
goes to a log file; a server that does not come up fails the test with that log.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path

import httpx

from tests.support.waiting import OUTBOUND, STARTUP, wait_until

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    def __init__(
        self,
        env: Mapping[str, str],
        startup_timeout: float = STARTUP,
        workers: int = 1,
        port: int | None = None,
        cwd: Path = ROOT,
        command: Sequence[str] = (sys.executable, "-m", "entrypoints.cli"),
    ) -> None:
        self.port = port or free_port()
        self._cwd = cwd
        self._command = [*command, "serve"]
        self.workers = workers
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self._env = {
            **os.environ,
            "SVC_LOG_LEVEL": "info",
            **env,
            "SVC_HOST": "127.0.0.1",
            "SVC_PORT": str(self.port),
            "SVC_WORKERS": str(workers),
        }
        self._timeout = startup_timeout
        self._process: subprocess.Popen[bytes] | None = None
        self._log = tempfile.TemporaryFile()  # noqa: SIM115 (closed on exit)

    def __enter__(self) -> LiveServer:
        self.start()
        self.wait_until_up()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def start(self) -> None:
        """Launch the process (once); ``wait_until_up`` then waits for it to answer."""
        if self._process is not None:
            return
        self._process = subprocess.Popen(
            self._command,
            cwd=self._cwd,
            env=self._env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: workers are killed with it
        )

    def wait_until_up(self) -> None:
        try:
            wait_until(self._up, "the live server answers GET /health", self._timeout)
        except (AssertionError, RuntimeError) as error:
            self.stop()
            raise RuntimeError(f"{error}; the server's log:\n{self.output()}") from None

    def close(self) -> None:
        self.stop()
        self._log.close()

    def stop(self) -> None:
        if self._process is None:
            return
        self._process.terminate()
        try:
            self._process.wait(timeout=OUTBOUND)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._kill_group()
        self._process = None

    def _kill_group(self) -> None:
        """Whatever of the process group outlived its leader (workers of a killed supervisor)."""
        assert self._process is not None
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, signal.SIGKILL)

    @property
    def pid(self) -> int:
        """The process `svc serve` runs in (uvicorn's supervisor with more than one worker)."""
        assert self._process is not None, "the server is not running"
        return self._process.pid

    def change_env(self, **changes: str) -> None:
        """What the next ``start`` runs with (a new key, a new setting: a deploy)."""
        self._env.update(changes)

    def terminate(self) -> None:
        """Ask a running server to stop (SIGTERM) without waiting; ``stop`` waits."""
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()

    def send(self, signal_number: int) -> None:
        """Send a signal (SIGTERM, SIGKILL...) to the server's process, not to its workers."""
        assert self._process is not None, "the server is not running"
        self._process.send_signal(signal_number)

    def wait_exited(self, within: float = OUTBOUND) -> int:
        """Its exit code, once it exited; the process is forgotten (``start`` launches anew)."""
        assert self._process is not None, "the server is not running"
        try:
            code = self._process.wait(timeout=within)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the live server still runs after {within:.0f} s") from None
        self._kill_group()
        self._process = None
        return code

    def kill(self) -> None:
        """kill -9: no shutdown at all; ``start`` then brings it back on the same port."""
        if self._process is None:
            return
        self._process.kill()
        self._process.wait()
        self._kill_group()
        self._process = None

    def output(self) -> str:
        """What the server printed so far (uvicorn's log and the app's)."""
        self._log.seek(0)
        return self._log.read().decode(errors="replace")

    def _up(self) -> bool:
        assert self._process is not None
        if self._process.poll() is not None:
            raise RuntimeError(f"the live server exited with {self._process.returncode}")
        try:
            return httpx.get(f"{self.base_url}/health", timeout=OUTBOUND).status_code == 200
        except httpx.HTTPError:
            return False


@contextmanager
def live_servers(*envs: Mapping[str, str]) -> Iterator[list[LiveServer]]:
    """Several live servers, launched together so that their start-ups overlap."""
    servers = [LiveServer(env) for env in envs]
    with ExitStack() as stack:
        for server in servers:
            stack.callback(server.close)
            server.start()
        for server in servers:
            server.wait_until_up()
        yield servers


def server_env(database_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    """The SVC_* environment for a live server on an already migrated database.

    Its calls to local test doubles (session service, identity provider, DNS) may take long on
    a busy machine: their timeouts are generous.
    """
    from tests.support.keys import encryption_key, signing_pem

    return {
        "SVC_ENV": "test",
        "SVC_DATABASE_URL": database_url,
        "SVC_DATA_DIR": str(data_dir),
        "SVC_JWT_PRIVATE_KEY": signing_pem(),
        "SVC_ENCRYPTION_KEYS": encryption_key(),
        "SVC_BUILD_ID": "2026.11.22-test",
        "SVC_SESSION_SERVICE_TIMEOUT": str(OUTBOUND),
        "SVC_DNS_TIMEOUT": str(OUTBOUND),
        "IDP_TIMEOUT": str(OUTBOUND),
        "SVC_DB_POOL_SIZE": "4",  # one PostgreSQL serves every worker of the suite
        **extra,
    }
