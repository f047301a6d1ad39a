"""What the local provider servers (discord.py, patreon.py) share: a threaded HTTP server whose
answers come from one ``route(method, path, query, headers, body)`` function of the test's
state, and the switches every provider test needs: the next answers rate limited (429 with a
Retry-After header and the provider's own body), and every call hanging until the server
stops."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

Reply = tuple[int, Any]
"""Status and JSON body (None: no body)."""


@dataclass
class ServerSwitches:
    rate_limited: int = 0
    """The next this many calls answer 429."""
    retry_after: float = 0.05
    hanging: bool = False
    released: threading.Event = field(default_factory=threading.Event)
    requests: list[tuple[str, str, str]] = field(default_factory=list)  # method, path, auth
    lock: threading.Lock = field(default_factory=threading.Lock)


@dataclass(frozen=True)
class Call:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: Any


Route = Callable[[Call], Reply]
RateLimitBody = Callable[[float], Any]


@contextmanager
def provider_server(
    switches: ServerSwitches, route: Route, rate_limit_body: RateLimitBody
) -> Iterator[str]:
    """Serve ``route``; yields the base URL ``http://127.0.0.1:<port>``."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return

        def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
            raw = b"" if body is None else json.dumps(body).encode()
            self.send_response(status)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            if raw:
                self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def _handle(self, method: str) -> None:
            url = urlsplit(self.path)
            headers = {k.lower(): v for k, v in self.headers.items()}
            with switches.lock:
                switches.requests.append((method, url.path, headers.get("authorization", "")))
                limited = switches.rate_limited > 0
                if limited:
                    switches.rate_limited -= 1
            if switches.hanging:
                switches.released.wait()
                return
            if limited:
                wait = switches.retry_after
                return self._send(429, rate_limit_body(wait), {"Retry-After": f"{wait:g}"})
            length = int(self.headers.get("Content-Length", "0") or "0")
            raw = self.rfile.read(length) if length else b""
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode(errors="replace")
            query = {k: v[0] for k, v in parse_qs(url.query).items()}
            status, reply = route(Call(method, url.path, query, headers, body))
            self._send(status, reply)

        def do_GET(self) -> None:
            self._handle("GET")

        def do_POST(self) -> None:
            self._handle("POST")

        def do_PUT(self) -> None:
            self._handle("PUT")

        def do_DELETE(self) -> None:
            self._handle("DELETE")

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        switches.released.set()
        server.shutdown()
        server.server_close()
