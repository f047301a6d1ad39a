"""Opening our WebSockets the way a client does, and seeing whether they stay open: the first
message, or the close code and reason a refusal carries."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from tests.support.waiting import OUTBOUND, PATIENCE


@dataclass(frozen=True)
class Knock:
    """An opened socket (``first``: the type of its first message) or a refused one."""

    socket: ClientConnection | None
    first: str | None = None
    code: int | None = None
    reason: str = ""

    @property
    def refused(self) -> tuple[int | None, str]:
        return self.code, self.reason


async def knock(
    stack: AsyncExitStack,
    url: str,
    headers: dict[str, str] | None = None,
    subprotocols: Sequence[str] | None = None,
) -> Knock:
    """Open ``url`` (closed with ``stack``) and read its first message."""
    socket = await stack.enter_async_context(
        connect(
            url,
            additional_headers=headers or {},
            subprotocols=[Subprotocol(p) for p in subprotocols] if subprotocols else None,
            open_timeout=OUTBOUND,
        )
    )
    try:
        async with asyncio.timeout(PATIENCE):
            first = json.loads(await socket.recv())
    except ConnectionClosed as closed:
        assert closed.rcvd is not None, "the server closed without a close frame"
        return Knock(None, code=closed.rcvd.code, reason=closed.rcvd.reason)
    return Knock(socket, first=first["type"])


def forwarded(address: str) -> dict[str, str]:
    """Speak for ``address`` (the server trusts 127.0.0.1 as a proxy in these tests)."""
    return {"X-Forwarded-For": address}
