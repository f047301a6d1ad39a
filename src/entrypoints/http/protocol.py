"""The HTTP/1.1 protocol ``svc serve`` runs: uvicorn's httptools protocol with request-head limits.

uvicorn reads a request head for as long as the client takes and accepts any number and size
of headers. This subclass, passed as ``http=`` to uvicorn, adds (docs/operations.md):

- a deadline for the request head: a connection whose head (request line and headers) is not
  complete ``SVC_HTTP_HEADER_TIMEOUT`` seconds after the connection opened, or after the first
  byte of a later request on it, is closed (with a 408 if part of a head came). Sending one
  byte at a time does not move the deadline. Idle time between requests stays uvicorn's
  keep-alive timeout.
- at most ``SVC_HTTP_MAX_HEADERS`` header fields and ``SVC_HTTP_MAX_HEADER_BYTES`` bytes of
  head (request line and header fields); beyond either the answer is 431 and the connection
  closes. Bytes of a head still incomplete count as they arrive, so a client cannot make the
  parser buffer more than one network read past the limit.

- a deadline for what is left of a body after the answer: when the app answers before it has
  read the whole body (a 413, a 401 before the body mattered), uvicorn reads and drops the rest
  so that the connection can serve the next request. That rest must arrive within
  ``SVC_HTTP_BODY_TIMEOUT`` seconds of the answer and be at most DRAIN_BYTES, else the
  connection closes: a client trickling an endless chunked body cannot hold it open.

A refused connection is closed the way RFC 9112 section 9.6 advises: the answer is written and
the write side shut, then what the client still sends is read and dropped for a while (at most
LINGER_SECONDS and LINGER_BYTES), so that the client reads the answer instead of a reset.

- one write per short response: uvicorn writes a response's head and its body with two
  ``transport.write`` calls, two system calls and two TCP segments. The head is held
  (``HeadWithBody``) and written together with the first part of the body, which the app
  sends right after it; a head whose body does not follow in the same turn of the event loop
  is written at the end of that turn. Nothing is reordered: held bytes go out before any
  later ones, and before the connection closes.

Everything else (parsing, pipelining, upgrades to WebSocket, keep-alive) is uvicorn's.
The limits come from the ``SVC_*`` environment, read once per process (``svc serve`` sets it
in each worker).
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import os
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import ServerState

from bootstrap.settings import Settings

log = logging.getLogger("svc.http.protocol")
LINGER_SECONDS = 10.0
LINGER_BYTES = 4 * 1024 * 1024
DRAIN_BYTES = 64 * 1024 * 1024
"""What is read and dropped of a body answered early: twice the largest body an operation
takes (32 MiB), so a client that sends a whole oversized body before reading still gets its
413, while a client that streams without end is cut off."""


@dataclass(frozen=True, slots=True)
class HeadLimits:
    max_bytes: int
    max_headers: int
    timeout: float
    body_timeout: float = 30.0
    """For the rest of a body the app answered before reading it all."""

    @classmethod
    def of(cls, settings: Settings) -> HeadLimits:
        return cls(
            settings.http.http_max_header_bytes,
            settings.http.http_max_headers,
            settings.http.http_header_timeout,
            settings.http.http_body_timeout,
        )


@functools.cache
def _limits_from_env() -> HeadLimits:
    # A fixed build id: the limits do not need it, and deriving it would run git on the loop.
    return HeadLimits.of(Settings.from_env({**os.environ, "SVC_BUILD_ID": "2000.01.01"}))


def refusal(status: int, code: str, detail: str) -> bytes:
    """A whole HTTP/1.1 problem response that closes the connection."""
    phrase = HTTPStatus(status).phrase
    body = json.dumps(
        {
            "type": f"urn:svc:problem:{code}",
            "title": phrase,
            "status": status,
            "code": code,
            "detail": detail,
        },
        separators=(",", ":"),
    ).encode()
    return (
        f"HTTP/1.1 {status} {phrase}\r\n"
        "content-type: application/problem+json\r\n"
        f"content-length: {len(body)}\r\n"
        "connection: close\r\n\r\n"
    ).encode() + body


class LimitedHttpProtocol(HttpToolsProtocol):
    limits: HeadLimits | None = None
    """Set on a subclass to fix the limits (tests); otherwise read from the environment."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._limits = self.limits or _limits_from_env()
        self._head_timer: asyncio.TimerHandle | None = None
        self._in_head = True  # bytes arriving now belong to a request head
        self._head_begun = False  # a request's first byte came, its head is not complete
        self._head_bytes = 0  # raw bytes received while the head is incomplete
        self._head_size = 0  # request target and header fields parsed so far
        self._header_count = 0
        self._too_large = False
        self._refused = False
        self._lingering = 0  # bytes dropped since the refusal
        self._linger_timer: asyncio.TimerHandle | None = None
        self._drain_timer: asyncio.TimerHandle | None = None
        self._drained = 0  # body bytes dropped since the answer

    # Connection

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_head_timer()
        if self._linger_timer is not None:
            self._linger_timer.cancel()
            self._linger_timer = None
        self._end_drain()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            self._lingering += len(data)
            if self._lingering > LINGER_BYTES:
                self.transport.close()
            return
        if self._in_head:
            self._head_bytes += len(data)
        super().data_received(data)
        if self._head_begun and not self._refused:
            # A head began in these bytes and is not complete: its deadline runs from now. A
            # head that arrives whole (most do) never arms a timer it would cancel at once.
            self._arm_head_timer()
        if (
            self._in_head
            and not self._refused
            and (self._too_large or self._head_bytes > self._limits.max_bytes)
        ):
            self._refuse_head()

    def send_400_response(self, msg: str) -> None:
        if not self._refused:  # after a refusal, what is left of the head is not answered
            super().send_400_response(msg)

    # Parser callbacks

    def on_message_begin(self) -> None:
        if self._refused:
            return
        self._in_head = True
        self._head_size = 0
        self._header_count = 0
        self._head_begun = True  # the deadline is armed if the head is still incomplete
        super().on_message_begin()

    def on_url(self, url: bytes) -> None:
        if self._refused:
            return
        self._head_size += len(url)
        self._too_large |= self._head_size > self._limits.max_bytes
        if not self._too_large:
            super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        if self._refused:
            return
        self._header_count += 1
        self._head_size += len(name) + len(value) + 4  # ": " and CRLF
        self._too_large |= (
            self._header_count > self._limits.max_headers
            or self._head_size > self._limits.max_bytes
        )
        if not self._too_large:
            super().on_header(name, value)

    def on_headers_complete(self) -> None:
        if self._refused:
            return
        self._cancel_head_timer()
        self._head_begun = False
        self._in_head = False
        self._head_bytes = 0
        if self._too_large:
            self._refuse_head()
            return
        before = self.cycle
        super().on_headers_complete()
        if self.cycle is not None and self.cycle is not before:  # a new request (no upgrade)
            self.cycle.transport = HeadWithBody(self.transport, self.loop)  # type: ignore[assignment]

    def on_body(self, body: bytes) -> None:
        if self._refused:
            return
        if self._drain_timer is not None:
            self._drained += len(body)
            if self._drained > DRAIN_BYTES:
                self._drain_over(f"more than {DRAIN_BYTES} bytes")
            return  # uvicorn drops it too: the answer went out
        super().on_body(body)

    def on_message_complete(self) -> None:
        if self._refused:
            return
        self._end_drain()
        self._in_head = True  # what comes next is the head of the next request
        self._head_bytes = 0
        super().on_message_complete()

    def on_response_complete(self) -> None:
        cycle = self.cycle  # before uvicorn moves on to a pipelined request
        super().on_response_complete()
        if cycle is not None and cycle.more_body and not self.transport.is_closing():
            # answered before the whole body came: bound what is left of it
            self._drained = 0
            self._drain_timer = self.loop.call_later(
                self._limits.body_timeout,
                self._drain_over,
                f"not within {self._limits.body_timeout:g} s",
            )

    # Limits

    def _end_drain(self) -> None:
        if self._drain_timer is not None:
            self._drain_timer.cancel()
            self._drain_timer = None

    def _drain_over(self, why: str) -> None:
        self._end_drain()
        if self.transport.is_closing():
            return
        log.info(
            "closed a connection from %s: the rest of an answered request's body came %s",
            _peer(self.client),
            why,
        )
        self.transport.close()

    def _arm_head_timer(self) -> None:
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(self._limits.timeout, self._head_timed_out)

    def _cancel_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if not self._in_head or self._refused or self.transport.is_closing():
            return
        log.info(
            "closed a connection from %s: no complete request head within %g s",
            _peer(self.client),
            self._limits.timeout,
        )
        self._close(
            refusal(408, "request_timeout", "The request head did not arrive in time.")
            if self._head_bytes or self._head_size
            else b""
        )

    def _refuse_head(self) -> None:
        log.info(
            "refused a request head from %s: over %d header fields or %d bytes",
            _peer(self.client),
            self._limits.max_headers,
            self._limits.max_bytes,
        )
        self._close(
            refusal(
                431,
                "headers_too_large",
                f"The request head may have at most {self._limits.max_headers} header fields "
                f"and {self._limits.max_bytes} bytes.",
            )
        )

    def _close(self, response: bytes) -> None:
        self._refused = True
        self._cancel_head_timer()
        if self.transport.is_closing():
            return
        if not response or not self.transport.can_write_eof():
            if response:
                self.transport.write(response)
            self.transport.close()
            return
        self.transport.write(response)
        self.transport.write_eof()
        self.flow.resume_reading()
        self._linger_timer = self.loop.call_later(LINGER_SECONDS, self.transport.close)


class HeadWithBody:
    """A request's view of the connection's transport: a response head is written together
    with what comes next (its body), in one write; at the latest at the end of the event
    loop's turn. Only ``write``, ``close`` and ``is_closing`` are used by uvicorn's cycle."""

    __slots__ = ("_held", "_loop", "_soon", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._held: bytes | None = None
        self._soon: asyncio.Handle | None = None

    def write(self, data: bytes) -> None:
        held = self._held
        if held is not None:
            self._held = None
            if self._soon is not None:
                self._soon.cancel()
                self._soon = None
            self._transport.write(held + data)
        elif data.startswith(_FINAL_HEAD) and not data.startswith(_INTERIM_HEAD):
            self._held = data
            self._soon = self._loop.call_soon(self._release)
        else:
            self._transport.write(data)

    def _release(self) -> None:
        self._soon = None
        held, self._held = self._held, None
        if held is not None and not self._transport.is_closing():
            self._transport.write(held)

    def close(self) -> None:
        if self._soon is not None:
            self._soon.cancel()
        self._release()
        self._transport.close()

    def is_closing(self) -> bool:
        return self._transport.is_closing()


_FINAL_HEAD = b"HTTP/1.1 "
_INTERIM_HEAD = b"HTTP/1.1 1"


def _peer(client: tuple[str, int] | None) -> str:
    return f"{client[0]}:{client[1]}" if client else "unknown"
