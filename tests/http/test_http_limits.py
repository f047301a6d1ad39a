"""Slow and oversized requests against a real `svc serve`, over raw sockets.

The server runs with a 1 s head deadline and a 1 s body deadline. Each test checks what
happens (the connection is closed, the answer is 408 or 431), never how fast: the bounds
(PATIENCE) only stop a test that would otherwise hang.
"""

from __future__ import annotations

import json
import select
import socket
import time
from collections.abc import Iterator

import pytest

from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.waiting import OUTBOUND, PATIENCE, POLL, wait_until

pytestmark = pytest.mark.slow

HEAD = b"GET /health HTTP/1.1\r\nHost: svc\r\n"
REGISTER = (
    b"POST /v1/connect/servers/register HTTP/1.1\r\nHost: svc\r\n"
    b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n"
)


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[LiveServer]:
    directory = tmp_path_factory.mktemp("limits-live")
    env = server_env(
        sqlite_template.fresh(directory),
        directory / "var",
        SVC_HTTP_HEADER_TIMEOUT="1",
        SVC_HTTP_BODY_TIMEOUT="1",
        SVC_RATE_LIMIT_SCALE="0",
    )
    with LiveServer(env) as live:
        yield live


def _connect(server: LiveServer) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=OUTBOUND)


def _send(sock: socket.socket, data: bytes) -> bool:
    """Send ``data``; False when the server has already closed the connection."""
    try:
        sock.sendall(data)
    except (BrokenPipeError, ConnectionResetError):
        return False
    return True


def _until_closed(sock: socket.socket) -> bytes:
    """What the server sends until it closes the connection (failing after PATIENCE s)."""
    sock.settimeout(PATIENCE)
    received = b""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            return received
        except TimeoutError:
            raise AssertionError(f"still open after {PATIENCE:.0f} s; got {received!r}") from None
        if not chunk:
            return received
        received += chunk


def _drip(socks: list[socket.socket], byte: bytes) -> dict[socket.socket, bytes]:
    """Send one byte at a time on every connection until the server closes each one.

    Between two bytes it waits at most POLL seconds for the server to answer or close.
    """
    answers: dict[socket.socket, bytes] = {sock: b"" for sock in socks}
    open_ = set(socks)
    deadline = time.monotonic() + PATIENCE
    while open_:
        assert time.monotonic() < deadline, f"{len(open_)} connections still open"
        for sock in list(open_):
            if not _send(sock, byte):
                open_.discard(sock)
        readable, _, _ = select.select(list(open_), [], [], POLL)
        for sock in readable:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                chunk = b""
            answers[sock] += chunk
            if not chunk:
                open_.discard(sock)
    return answers


def _problem(answer: bytes) -> tuple[int, dict[str, object]]:
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    assert b"connection: close" in head.lower()
    return status, json.loads(body)


def test_twenty_connections_sending_their_head_a_byte_at_a_time_are_closed(
    server: LiveServer,
) -> None:
    socks = [_connect(server) for _ in range(20)]
    try:
        for sock in socks:
            assert _send(sock, HEAD + b"X-Slow: ")
        answers = _drip(socks, b"a")
    finally:
        for sock in socks:
            sock.close()
    for answer in answers.values():
        assert answer == b"" or _problem(answer) == (
            408,
            {
                "type": "urn:svc:problem:request_timeout",
                "title": "Request Timeout",
                "status": 408,
                "code": "request_timeout",
                "detail": "The request head did not arrive in time.",
            },
        )


def test_a_connection_that_sends_nothing_is_closed(server: LiveServer) -> None:
    with _connect(server) as sock:
        assert _until_closed(sock) == b""


@pytest.mark.parametrize("pipelined", [False, True], ids=["after-the-answer", "pipelined"])
def test_a_later_request_whose_head_stalls_is_answered_408(
    server: LiveServer, pipelined: bool
) -> None:
    """The deadline of a kept-alive connection's next head runs from its first byte, whether
    that byte came alone or in the same packet as the request before it."""
    whole = HEAD + b"\r\n"
    first = b""
    with _connect(server) as sock:
        if pipelined:
            assert _send(sock, whole + HEAD)  # a whole request, then half of the next head
        else:
            assert _send(sock, whole)
            sock.settimeout(PATIENCE)
            while b"\r\n\r\n" not in first:
                first += sock.recv(65536)
            assert _send(sock, HEAD)
        answer = first + _until_closed(sock)
    assert answer.startswith(b"HTTP/1.1 200 ")
    assert answer.count(b"HTTP/1.1 ") == 2  # then the 408 of the stalled head
    assert b"urn:svc:problem:request_timeout" in answer


def test_two_thousand_headers_are_refused_with_431(server: LiveServer) -> None:
    headers = b"".join(b"X-Header-%d: value\r\n" % n for n in range(2000))
    with _connect(server) as sock:
        _send(sock, HEAD + headers + b"\r\n")
        status, problem = _problem(_until_closed(sock))
    assert (status, problem["code"]) == (431, "headers_too_large")
    assert problem["detail"] == (
        "The request head may have at most 100 header fields and 16384 bytes."
    )


def test_a_one_megabyte_header_is_refused_with_431(server: LiveServer) -> None:
    with _connect(server) as sock:
        _send(sock, HEAD + b"X-Big: " + b"a" * (1024 * 1024) + b"\r\n\r\n")
        status, problem = _problem(_until_closed(sock))
    assert (status, problem["code"]) == (431, "headers_too_large")


def test_a_long_request_target_is_refused_with_431(server: LiveServer) -> None:
    with _connect(server) as sock:
        _send(sock, b"GET /health?" + b"q" * 20_000 + b" HTTP/1.1\r\nHost: svc\r\n\r\n")
        status, _ = _problem(_until_closed(sock))
    assert status == 431


def test_requests_within_the_limits_are_served_on_a_kept_alive_connection(
    server: LiveServer,
) -> None:
    headers = b"".join(b"X-Header-%d: %s\r\n" % (n, b"v" * 100) for n in range(95))
    with _connect(server) as sock:
        for _ in range(3):
            assert _send(sock, HEAD + headers + b"\r\n")
            answer = b""
            while b'"status":"ok"' not in answer:
                chunk = sock.recv(65536)
                assert chunk, f"closed after {answer!r}"
                answer += chunk
            assert answer.startswith(b"HTTP/1.1 200 ")


def test_a_stalled_body_is_answered_408(server: LiveServer) -> None:
    with _connect(server) as sock:
        assert _send(sock, REGISTER % 100 + b'{"serverType"')
        status, problem = _problem(_until_closed(sock))
    assert (status, problem["code"]) == (408, "request_timeout")
    assert problem["detail"] == "The request body did not arrive in time."


def test_a_body_sent_a_byte_at_a_time_is_answered_408(server: LiveServer) -> None:
    with _connect(server) as sock:
        assert _send(sock, REGISTER % 4000)  # within the registration's 4 KiB
        answers = _drip([sock], b" ")
    status, problem = _problem(answers[sock])
    assert (status, problem["code"]) == (408, "request_timeout")


def test_a_client_gone_mid_body_is_one_info_line_not_an_error(server: LiveServer) -> None:
    with _connect(server) as sock:
        assert _send(sock, REGISTER % 1000 + b'{"serverType": "paper"')
    # the socket is closed: the server reads the end of the connection in the middle of the body
    wait_until(
        lambda: "went away before the end of its body" in server.output(),
        "the server notes the client that went away",
    )
    log = server.output()
    assert "INFO svc.http: the client went away before the end of its body: POST " in log
    assert "unhandled error" not in log and "Traceback" not in log
