"""A real PowerDNS Authoritative server for the tests: Debian's pdns-server with the SQLite
backend, started on free ports of 127.0.0.1 with its own config dir and database, its HTTP
API on, and no outside lookups (``security-poll-suffix=`` empty). Skips with the reason when
pdns_server is not installed (.ci/run installs it)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.support.live_server import free_port
from tests.support.waiting import STARTUP

PDNS = shutil.which("pdns_server") or "/usr/sbin/pdns_server"
SCHEMA = Path("/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql")
API_KEY = "pdns-test-api-key"


@dataclass(frozen=True)
class PowerDns:
    api_url: str
    dns_port: int
    api_key: str
    version: str

    def create_zone(self, name: str) -> str:
        """A native zone with an SOA and one NS; its id (the name with a trailing dot)."""
        zone = name.rstrip(".") + "."
        response = httpx.post(
            f"{self.api_url}/api/v1/servers/localhost/zones",
            headers={"X-API-Key": self.api_key},
            json={"name": zone, "kind": "Native", "nameservers": [f"ns1.{zone}"]},
            timeout=30,
        )
        assert response.status_code == 201, response.text
        return zone


def available() -> bool:
    return Path(PDNS).exists() and SCHEMA.exists()


@contextmanager
def powerdns(directory: Path) -> Iterator[PowerDns]:
    if not available():
        pytest.skip("PowerDNS suite: install pdns-server and pdns-backend-sqlite3 (.ci/run does)")
    database = directory / "pdns.sqlite3"
    with sqlite3.connect(database) as connection:
        connection.executescript(SCHEMA.read_text())
    dns_port, api_port = free_port(), free_port()
    (directory / "pdns.conf").write_text(
        "\n".join(
            [
                "launch=gsqlite3",
                f"gsqlite3-database={database}",
                "local-address=127.0.0.1",
                f"local-port={dns_port}",
                "api=yes",
                f"api-key={API_KEY}",
                "webserver=yes",
                "webserver-address=127.0.0.1",
                f"webserver-port={api_port}",
                "webserver-allow-from=127.0.0.0/8",
                "security-poll-suffix=",
                "daemon=no",
                "guardian=no",
                "disable-syslog=yes",
                f"socket-dir={directory}",
                "loglevel=4",
                "",
            ]
        )
    )
    log = (directory / "pdns.log").open("w")
    process = subprocess.Popen(
        [PDNS, f"--config-dir={directory}"], stdout=log, stderr=subprocess.STDOUT
    )
    url = f"http://127.0.0.1:{api_port}"
    try:
        version = _wait(url, process, directory)
        yield PowerDns(url, dns_port, API_KEY, version)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def _wait(url: str, process: subprocess.Popen[bytes], directory: Path) -> str:
    deadline = time.monotonic() + STARTUP
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"pdns_server exited: {(directory / 'pdns.log').read_text()}")
        try:
            answer = httpx.get(
                f"{url}/api/v1/servers/localhost", headers={"X-API-Key": API_KEY}, timeout=5
            )
            if answer.status_code == 200:
                return str(answer.json().get("version", "?"))
        except httpx.HTTPError:
            pass
        time.sleep(0.1)  # a poll: the server's answer decides
    raise AssertionError(f"pdns_server did not start: {(directory / 'pdns.log').read_text()}")
