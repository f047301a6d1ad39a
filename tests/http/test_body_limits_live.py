"""Body limits against a real `svc serve`, over raw sockets and httpx (docs/api.md, "Body limits").

The registration (`POST /v1/connect/servers/register`, no credentials needed) takes at most
4 KiB. The server runs with a 5 s body deadline: a server that waited for the rest of a body
before judging its size would answer 408 once the deadline passed, so a 413 to a body that is
still arriving proves the limit was applied while it streamed in. Each test checks what the
answer is, never how fast it came: the socket timeout (PATIENCE) only stops a hung test.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, PATIENCE

pytestmark = pytest.mark.slow

REGISTER = "/v1/connect/servers/register"
LIMIT = 4 * 1024  # the registration's limit, as docs/api.md states it
NINE_MIB = 9 * 1024 * 1024
HEAD = (
    b"POST " + REGISTER.encode() + b" HTTP/1.1\r\nHost: svc\r\nContent-Type: application/json\r\n"
)
TOO_LARGE = {
    "type": "urn:svc:problem:too_large",
    "title": "Request Entity Too Large",
    "status": 413,
    "code": "too_large",
    "detail": "The request body is larger than this operation takes: at most 4 KiB (4096 bytes).",
    "maxBodyBytes": LIMIT,
}


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[LiveServer]:
    directory = tmp_path_factory.mktemp("body-limits-live")
    env = server_env(
        sqlite_template.fresh(directory),
        directory / "var",
        SVC_HTTP_BODY_TIMEOUT="5",
        SVC_RATE_LIMIT_SCALE="0",
    )
    with LiveServer(env) as live:
        yield live


def _connect(server: LiveServer) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=OUTBOUND)
    sock.settimeout(PATIENCE)
    return sock


def _response(sock: socket.socket) -> tuple[int, dict[str, Any]]:
    """The status and JSON body of the next response on ``sock`` (its Content-Length long)."""
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = sock.recv(65536)
        assert chunk, f"closed before a whole response head: {received!r}"
        received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = dict(line.lower().split(": ", 1) for line in lines[1:])
    while len(body) < int(fields["content-length"]):
        chunk = sock.recv(65536)
        assert chunk, f"closed in the middle of the response body: {body!r}"
        body += chunk
    problem = json.loads(body)
    problem.pop("requestId", None)
    return int(lines[0].split(" ", 2)[1]), problem


def _registration(size: int) -> bytes:
    """A well-formed registration of exactly ``size`` bytes (trailing spaces are JSON)."""
    body = json.dumps({"serverType": "paper", "serverName": "Limits"}).encode()
    assert len(body) <= size
    return body + b" " * (size - len(body))


def test_a_body_announced_over_the_limit_is_refused_before_a_byte_of_it_is_read(
    server: LiveServer,
) -> None:
    with _connect(server) as sock:
        sock.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % NINE_MIB)  # and no body at all
        assert _response(sock) == (413, TOO_LARGE)


def test_a_chunked_body_is_refused_once_it_passes_the_limit_while_it_still_streams(
    server: LiveServer,
) -> None:
    piece = b'{"serverType": "paper", "serverName": "' + b"x" * 1024
    with _connect(server) as sock:
        sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n")
        for _ in range(8):  # 8 KiB in chunks of about 1 KiB, and no last chunk: not finished
            sock.sendall(b"%x\r\n%s\r\n" % (len(piece), piece))
        assert _response(sock) == (413, TOO_LARGE)


def test_a_nine_mib_registration_is_answered_413_naming_the_limit(server: LiveServer) -> None:
    name = "x" * NINE_MIB
    body = json.dumps({"serverType": "paper", "serverName": name}).encode()
    with httpx.Client(base_url=server.base_url, timeout=OUTBOUND) as client:
        answer = client.post(REGISTER, content=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 413
        assert answer.headers["content-type"] == "application/problem+json"
        problem = answer.json()
        assert problem.pop("requestId") == answer.headers["x-request-id"]
        assert problem == TOO_LARGE
        # the refused body was drained: the connection serves the next request
        assert client.get("/health").status_code == 200
    assert "unhandled error" not in server.output()


def test_a_body_of_exactly_the_limit_passes_and_one_byte_more_does_not(
    server: LiveServer,
) -> None:
    with httpx.Client(base_url=server.base_url, timeout=OUTBOUND) as client:
        headers = {"Content-Type": "application/json"}
        at_limit = client.post(REGISTER, content=_registration(LIMIT), headers=headers)
        assert at_limit.status_code == 201, at_limit.text
        over = client.post(REGISTER, content=_registration(LIMIT + 1), headers=headers)
        assert over.status_code == 413
        assert over.json()["maxBodyBytes"] == LIMIT


def test_a_trickled_rest_of_a_refused_body_cannot_hold_the_connection(server: LiveServer) -> None:
    """After the 413, the server drops what is left of the body, for at most the body deadline
    (5 s here): a client that keeps sending a chunk now and then is disconnected."""
    piece = b'{"serverType": "paper", "serverName": "' + b"x" * 1024
    with _connect(server) as sock:
        sock.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n")
        for _ in range(8):
            sock.sendall(b"%x\r\n%s\r\n" % (len(piece), piece))
        assert _response(sock) == (413, TOO_LARGE)
        sock.settimeout(0.5)  # between chunks: the trickle's pace, not a bound on the server
        deadline = time.monotonic() + PATIENCE
        closed = False
        while not closed and time.monotonic() < deadline:
            try:
                sock.sendall(b"1\r\nx\r\n")
                closed = sock.recv(1) == b""
            except TimeoutError:
                continue
            except OSError:  # reset: closed while we were writing
                closed = True
        assert closed, f"the connection was still open after {PATIENCE} s of trickling"
