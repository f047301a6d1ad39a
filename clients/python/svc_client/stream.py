"""The settings stream of a Connect server (docs/connect.md, step 9), over WebSockets.

    async with open_stream(base_url, server_id, server=credentials) as stream:
        async for message in stream:      # hello, settings.updated, command.created
            ...

A person opens it with ``token=`` (sent as the ``svc.bearer`` subprotocol, never in the URL).
A refused stream raises ``StreamRefused`` with the close code (4401, 4403, 1013). Reconnecting
is the caller's business: the agent (``svc_client.agent``) shows how.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from uuid import UUID

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.typing import Subprotocol

from svc_client.session import USER_AGENT, ServerCredentials

REFUSALS = {4401: "bad credentials", 4403: "not allowed", 1013: "try again later"}


class StreamRefused(Exception):
    def __init__(self, code: int, reason: str = "") -> None:
        super().__init__(f"the stream was refused: {code} {reason or REFUSALS.get(code, '')}")
        self.code = code


class Stream:
    def __init__(self, socket: ClientConnection, pings: bool) -> None:
        self.socket = socket
        self.pings = pings

    def __aiter__(self) -> AsyncIterator[dict[str, Any]]:
        return self._messages()

    async def _messages(self) -> AsyncIterator[dict[str, Any]]:
        while True:
            try:
                text = await self.socket.recv()
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else 1006
                if code in REFUSALS:
                    raise StreamRefused(code, closed.rcvd.reason if closed.rcvd else "") from None
                return  # dropped or closed: reconnect, the next hello catches up
            message = json.loads(text)
            if isinstance(message, dict) and (self.pings or message.get("type") != "ping"):
                yield message


def stream_url(base_url: str, server_id: UUID | str) -> str:
    base = base_url.rstrip("/").replace("https://", "wss://", 1).replace("http://", "ws://", 1)
    return f"{base}/v1/connect/servers/{server_id}/stream"


@asynccontextmanager
async def open_stream(
    base_url: str,
    server_id: UUID | str,
    *,
    server: ServerCredentials | None = None,
    token: str | None = None,
    pings: bool = False,
    open_timeout: float = 10.0,
) -> AsyncIterator[Stream]:
    headers = {"User-Agent": USER_AGENT, **(server.headers() if server else {})}
    protocols = [Subprotocol("svc.bearer"), Subprotocol(token)] if token else None
    try:
        async with ws_connect(
            stream_url(base_url, server_id),
            additional_headers=headers,
            subprotocols=protocols,
            open_timeout=open_timeout,
        ) as socket:
            yield Stream(socket, pings)
    except InvalidStatus as refused:
        raise StreamRefused(refused.response.status_code) from None
