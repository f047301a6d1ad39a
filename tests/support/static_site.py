"""A static web site on 127.0.0.1, in a thread: another origin for browser tests (the example
dashboard's built files, or a page of a site the API does not trust)."""

from __future__ import annotations

import functools
import http.server
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from tests.support.serving import serving


class _Quiet(http.server.SimpleHTTPRequestHandler):
    pages: Mapping[str, str] = {}

    def do_GET(self) -> None:
        page = self.pages.get(self.path.split("?", 1)[0])
        if page is None:
            super().do_GET()
            return
        body = page.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def static_site(
    directory: Path | None = None, pages: Mapping[str, str] | None = None
) -> Iterator[str]:
    """Serve ``directory``'s files and ``pages`` (path -> HTML); yields the site's origin."""
    handler = type("Handler", (_Quiet,), {"pages": dict(pages or {})})
    factory = functools.partial(handler, directory=str(directory or Path.cwd()))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), factory)
    server.daemon_threads = True
    with serving(server) as origin:
        yield origin
