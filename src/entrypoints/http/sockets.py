"""What the WebSocket streams share (the Connect settings stream, the games live stream): the
close codes, the listener's token (offered as a subprotocol; the cookie only under the origin
rule), the caps on open sockets, one frame at a time, waiting for the client to leave."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

from litestar import WebSocket

from application.shared.socket_slots import Scope, SocketsFull, SocketSlots
from entrypoints.http.auth import check_cookie_origin, cookie_token
from entrypoints.http.connect_auth import bearer_secret
from entrypoints.http.metrics import HttpMetrics

log = logging.getLogger("svc.streams")
INVALID = 4400  # a query parameter the socket reads is malformed (reason ``validation``)
UNAUTHORIZED = 4401
FORBIDDEN = 4403
TRY_AGAIN_LATER = 1013
"""RFC 6455 "Try Again Later": too many failed attempts from this address (reason
``rate_limited``), or a cap on open sockets reached (reason ``sockets.too_many.<scope>``)."""
RECONNECT = 1012  # "service restart": what the listener may hear changed; open it again
BEARER_SUBPROTOCOL = "svc.bearer"
"""Offered first, the next offered subprotocol is the token; the server accepts this one."""


def subprotocol_token(socket: WebSocket[Any, Any, Any]) -> str | None:
    """The token offered after ``svc.bearer`` in Sec-WebSocket-Protocol, if any."""
    offered = [
        part.strip()
        for value in socket.headers.getall("sec-websocket-protocol", [])
        for part in value.split(",")
    ]
    if BEARER_SUBPROTOCOL not in offered:
        return None
    rest = offered[offered.index(BEARER_SUBPROTOCOL) + 1 :]
    return rest[0] if rest and rest[0] else ""


def too_many_reason(scope: Scope) -> str:
    """The close reason of a socket refused by a cap: ``sockets.too_many.server``, ``.user``,
    ``.address`` or ``.process``."""
    return f"sockets.too_many.{scope}"


@contextlib.asynccontextmanager
async def socket_slots(
    socket: WebSocket[Any, Any, Any],
    slots: SocketSlots,
    address: str,
    *,
    kind: str,
    user: UUID | None = None,
    server: UUID | None = None,
) -> AsyncIterator[bool]:
    """Hold the socket's slots under the caps (docs/security.md, "Limits") while the block
    runs, and give them back after: ``True``; or ``False`` once the socket was closed with 1013
    because a cap is reached (it holds nothing then). Open sockets are counted by ``kind``
    (``svc_open_streams``)."""
    taken = await slots.acquire(address=address, user=user, server=server)
    if isinstance(taken, SocketsFull):
        await socket.close(TRY_AGAIN_LATER, too_many_reason(taken.scope))
        yield False
        return
    metrics: HttpMetrics = socket.app.state.metrics
    try:
        with metrics.stream_open(kind):
            yield True
    finally:
        await slots.release(taken)


def listener_token(socket: WebSocket[Any, Any, Any], *, query: bool = False) -> str | None:
    """The platform token a listener presents: offered as a subprotocol, in the query
    parameter ``token`` (where ``query``), as ``Authorization: Bearer``, else the session
    cookie, which only our own pages may send (the origin rule, ``auth.check_cookie_origin``:
    403 ``auth.origin_refused``)."""
    token = subprotocol_token(socket)
    token = token or (socket.query_params.get("token") if query else None) or bearer_secret(socket)
    if token:
        return token
    cookie = cookie_token(socket)
    if cookie is not None:
        check_cookie_origin(socket, socket.app.state.core)
    return cookie


class Outbox:
    """Sends one text frame at a time, and closes after the frame being sent; a listener
    that went away just stops receiving."""

    def __init__(self, socket: WebSocket[Any, Any, Any]) -> None:
        self._socket = socket
        self._lock = asyncio.Lock()

    async def send(self, data: bytes) -> None:
        async with self._lock:
            try:
                await self._socket.send_text(data.decode())
            except Exception:
                log.debug("stream listener went away", exc_info=True)

    async def close(self, code: int, reason: str) -> None:
        async with self._lock:
            with contextlib.suppress(Exception):
                await self._socket.close(code, reason)


async def until_disconnect(socket: WebSocket[Any, Any, Any]) -> None:
    with contextlib.suppress(Exception):
        while (await socket.receive())["type"] != "websocket.disconnect":
            continue
