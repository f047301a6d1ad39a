"""A socketserver-style HTTP server (http.server, werkzeug) run in a daemon thread for a test."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def serving(server: Any) -> Iterator[str]:
    """Serve until the block ends; yields ``http://127.0.0.1:<port>``. The server listens
    already, so a request made before the thread runs waits in the socket's backlog."""
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(5)
        server.server_close()
