"""The servers under load, each a separate process: the app and the raw-ASGI floor (and, when
asked for, the framework floor and the app under granian)."""

from __future__ import annotations

import importlib.util
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
HOST = "127.0.0.1"


class ServerError(Exception):
    pass


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def uvicorn_options() -> dict[str, str]:
    """How ``svc serve`` runs uvicorn, for the floor to match and the report to say.

    src/entrypoints/cli.py calls ``uvicorn.run`` with 1 worker, loop and http left at
    "auto" (uvloop and httptools when installed, as they are with uvicorn[standard]),
    proxy_headers=False, server_header=False, and no access log below log level debug.
    """
    return {
        "loop": "uvloop" if importlib.util.find_spec("uvloop") else "asyncio",
        "http": "httptools" if importlib.util.find_spec("httptools") else "h11",
    }


def app_argv(port: int) -> list[str]:
    return [str(BIN / "svc"), "serve", "--port", str(port)]


def granian_argv(port: int) -> list[str]:
    """The app under granian (BENCH_GRANIAN=1), as close to ``svc serve`` as its options go:
    one worker, uvloop, HTTP/1 (wrk's), WebSockets on, no access log of its own (the app's
    ``svc.access`` lines are written, granian_app.py applies the app's logging)."""
    return [
        str(BIN / "granian"), "--interface", "asgi", "--factory", "granian_app:create",
        "--working-dir", str(ROOT / "bench"), "--host", HOST, "--port", str(port),
        "--workers", "1", "--loop", "uvloop", "--http", "1", "--log-level", "info",
    ]  # fmt: skip


def floor_argv(port: int, app: str = "floor:app") -> list[str]:
    """The raw-ASGI floor, or with ``app="floor_litestar:app"`` the framework floor
    (BENCH_FRAMEWORK_FLOOR=1), under the same uvicorn options."""
    # uvicorn's defaults as svc serve leaves them: loop auto, http auto, one process.
    return [
        str(BIN / "uvicorn"), app, "--app-dir", str(ROOT / "bench"),
        "--host", HOST, "--port", str(port), "--workers", "1",
        "--loop", "auto", "--http", "auto",
        "--no-access-log", "--no-proxy-headers", "--no-server-header", "--log-level", "info",
    ]  # fmt: skip


class Server:
    """One server process in its own session: stopping it stops whatever it started."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], log_path: Path) -> None:
        self.name = name
        self.argv = argv
        self.env = env
        self.log_path = log_path
        self.port = int(argv[argv.index("--port") + 1])
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def start(self) -> None:
        with self.log_path.open("wb") as out:
            self.process = subprocess.Popen(
                self.argv,
                env=self.env,
                cwd=ROOT,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_ready(self, path: str = "/health", timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        last = "no answer"
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                raise ServerError(
                    f"the {self.name} server exited with {self.process.returncode} before it "
                    f"answered {path}:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(self.base_url + path, timeout=2) as response:
                    if response.status == 200:
                        return
                    last = f"status {response.status}"
            except urllib.error.HTTPError as error:
                last = f"status {error.code}"
            except OSError as error:
                last = str(error)
            time.sleep(0.1)
        raise ServerError(
            f"the {self.name} server did not answer {path} with 200 within {timeout:.0f} s "
            f"({last}):\n{self.log_tail()}"
        )

    def check_alive(self) -> None:
        assert self.process is not None
        if self.process.poll() is not None:
            raise ServerError(
                f"the {self.name} server died under load (exit status {self.process.returncode}):"
                f"\n{self.log_tail()}"
            )

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "    (no log)"
        return "\n".join("    " + line for line in text.splitlines()[-lines:])

    def stop(self) -> None:
        """SIGTERM to its process group, SIGKILL after 10 s; a no-op when already gone."""
        process = self.process
        if process is None or process.poll() is not None:
            return
        for sig, grace in ((signal.SIGTERM, 10.0), (signal.SIGKILL, 5.0)):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                return
            try:
                process.wait(timeout=grace)
                return
            except subprocess.TimeoutExpired:
                continue
