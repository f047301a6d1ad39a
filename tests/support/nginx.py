"""A real nginx (Debian's package) in front of live servers: the load balancer of the drills.

A master and one worker on a free port of 127.0.0.1, its files in a directory of the test's;
it proxies HTTP and WebSocket to every upstream and passes a request to the next one when an
instance refuses the connection: requests that were not sent are retried, none that was.
``drain(port)`` takes an upstream out of rotation (``down``, then a graceful reload: requests
in flight finish, open WebSockets stay until they close) and ``undrain`` brings it back, as an
operator does around a restart.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.support.live_server import free_port
from tests.support.waiting import OUTBOUND, STARTUP, wait_until

CONFIG = """
daemon off;
master_process on;
worker_processes 1;
{user}
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    # No keep-alive towards clients: a reload (drain) closes idle kept-alive connections, and a
    # client that sent on one just then sees it closed without an answer.
    keepalive_timeout 0;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    upstream svc {{
{servers}
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://svc;
            proxy_http_version 1.1;
            proxy_set_header Host $host;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_next_upstream error timeout http_502;
            proxy_next_upstream_tries 3;
            proxy_connect_timeout 2s;
            proxy_read_timeout 300s;
            proxy_send_timeout 300s;
        }}
    }}
}}
"""


class Nginx:
    def __init__(self, directory: Path, upstream_ports: Sequence[int]) -> None:
        binary = shutil.which("nginx") or "/usr/sbin/nginx"
        if not Path(binary).exists():
            pytest.skip("the load-balancer drill needs nginx (Debian: apt-get install nginx-light)")
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self._directory = directory
        directory.mkdir(parents=True, exist_ok=True)
        self._ports = list(upstream_ports)
        self._down: set[int] = set()
        self._config = directory / "nginx.conf"
        self._write_config()
        self._command = [binary, "-p", str(directory), "-c", str(self._config), "-e", "stderr"]
        self._process: subprocess.Popen[bytes] | None = None

    def _write_config(self) -> None:
        servers = "\n".join(
            f"        server 127.0.0.1:{p} max_fails=0{' down' if p in self._down else ''};"
            for p in self._ports
        )
        user = "user root root;" if os.geteuid() == 0 else ""  # workers may read our files
        self._config.write_text(
            CONFIG.format(dir=self._directory, servers=servers, port=self.port, user=user)
        )

    def drain(self, port: int) -> None:
        self._down.add(port)
        self._reload()

    def undrain(self, port: int) -> None:
        self._down.discard(port)
        self._reload()

    def _reload(self) -> None:
        assert self._process is not None
        self._write_config()
        self._process.send_signal(signal.SIGHUP)

    def start(self) -> None:
        self._process = subprocess.Popen(
            self._command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        wait_until(self._up, "nginx answers /health through an instance", STARTUP)

    def stop(self) -> None:
        if self._process is not None:
            self._process.terminate()
            try:
                self._process.wait(timeout=OUTBOUND)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None

    def _up(self) -> bool:
        assert self._process is not None
        if self._process.poll() is not None:
            log = (self._directory / "error.log").read_text(errors="replace")
            raise RuntimeError(f"nginx exited with {self._process.returncode}: {log}")
        try:
            return httpx.get(f"{self.base_url}/health", timeout=OUTBOUND).status_code == 200
        except httpx.HTTPError:
            return False


@contextmanager
def nginx(directory: Path, upstream_ports: Sequence[int]) -> Iterator[Nginx]:
    balancer = Nginx(directory, upstream_ports)
    balancer.start()
    try:
        yield balancer
    finally:
        balancer.stop()
