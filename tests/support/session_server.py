"""A local game session server speaking the Minecraft protocol, for the handshake tests.

``GET /session/minecraft/hasJoined?username=<name>&serverId=<id>`` answers 200
``{"id": "<uuid hex>", "name": ...}`` for a join the test announced with ``join()``, else 204.
``mode`` makes it misbehave: ``"error"`` answers 500, ``"hang"`` holds every request until
the server stops (our client's timeout fires first), ``"garbage"`` answers 200 with junk.

It listens before ``session_server()`` yields, with a backlog deep enough for many
concurrent callers on a busy machine (the default of 5 drops connections, and the callers
retry only after a second or more).
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from tests.support.waiting import PATIENCE


class SessionServer:
    def __init__(self) -> None:
        self.joins: dict[tuple[str, str], uuid.UUID] = {}
        self.mode = "normal"
        self.requests = 0
        self.traceparents: list[str] = []
        """The W3C ``traceparent`` header of each request ("" when absent)."""
        self.release = threading.Event()
        self.url = ""

    def join(self, name: str, server_id: str, profile_id: uuid.UUID) -> None:
        """What the game client does with its own access token."""
        self.joins[(name, server_id)] = profile_id


def _handler(state: SessionServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            return

        def do_GET(self) -> None:
            state.requests += 1
            state.traceparents.append(self.headers.get("traceparent") or "")
            parts = urlsplit(self.path)
            if parts.path != "/session/minecraft/hasJoined":
                self._answer(404, b"")
                return
            if state.mode == "hang":
                state.release.wait(PATIENCE)
                return
            if state.mode == "error":
                self._answer(500, b"oops")
                return
            if state.mode == "garbage":
                self._answer(200, b"<html>not json</html>")
                return
            query = parse_qs(parts.query)
            key = (query.get("username", [""])[0], query.get("serverId", [""])[0])
            profile = state.joins.get(key)
            if profile is None:
                self._answer(204, b"")
                return
            body = json.dumps({"id": profile.hex, "name": key[0], "properties": []})
            self._answer(200, body.encode(), "application/json")

        def _answer(self, status: int, body: bytes, kind: str = "text/plain") -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128


@contextmanager
def session_server() -> Iterator[SessionServer]:
    state = SessionServer()
    server = _Server(("127.0.0.1", 0), _handler(state))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_port}"
    try:
        yield state
    finally:
        state.release.set()
        server.shutdown()
        thread.join(5)
        server.server_close()
