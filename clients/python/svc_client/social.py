"""The social stream of a signed-in user (docs/social.md, "The social stream"), over
WebSockets: chat messages, notifications, friend requests and presence as they happen.

    async with open_social_stream(base_url, token) as stream:
        async for frame in stream:        # hello, chat.message, notification, presence ...
            ...
    # dropped? open it again from where it stood: what was missed comes after the hello
    async with open_social_stream(base_url, token, since=stream.seq) as stream:
        ...

``stream.seq`` is the last event number received (a ``reset`` frame moves it too: reload what
you show, then go on). ``await stream.typing(conversation_id)`` and ``await stream.read(...)``
send the client's frames. A refused stream raises ``StreamRefused`` with the close code (4401,
4403, 1013); a revoked session yields its ``session.revoked`` frame, then raises
``StreamRefused(4401)``.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import InvalidStatus
from websockets.typing import Subprotocol

from svc_client.session import USER_AGENT
from svc_client.stream import Stream, StreamRefused


class SocialStream(Stream):
    """The frames as dicts (pings skipped unless asked for), following ``seq``."""

    def __init__(self, socket: ClientConnection, since: int | None, pings: bool) -> None:
        super().__init__(socket, pings)
        self.seq = since
        """The number of the last event received (None until the hello when not resuming)."""

    async def _messages(self) -> AsyncIterator[dict[str, Any]]:
        async for frame in super()._messages():
            self._follow(frame)
            yield frame

    def _follow(self, frame: dict[str, Any]) -> None:
        """A numbered event or a reset moves ``seq``; a hello only starts it (when resuming,
        the replayed events that follow it move it)."""
        number = frame.get("seq")
        if not isinstance(number, int):
            return
        if frame.get("type") != "hello" or self.seq is None:
            self.seq = number

    async def typing(self, conversation_id: str) -> None:
        await self.socket.send(json.dumps({"type": "typing", "conversationId": conversation_id}))

    async def read(self, conversation_id: str, message_id: str) -> None:
        frame = {"type": "read", "conversationId": conversation_id, "messageId": message_id}
        await self.socket.send(json.dumps(frame))


def social_stream_url(base_url: str, since: int | None = None) -> str:
    base = base_url.rstrip("/").replace("https://", "wss://", 1).replace("http://", "ws://", 1)
    return f"{base}/v1/social/stream" + (f"?since={since}" if since is not None else "")


@asynccontextmanager
async def open_social_stream(
    base_url: str,
    token: str,
    *,
    since: int | None = None,
    pings: bool = False,
    open_timeout: float = 10.0,
) -> AsyncIterator[SocialStream]:
    """The token travels as the ``svc.bearer`` subprotocol, never in the URL."""
    try:
        async with ws_connect(
            social_stream_url(base_url, since),
            additional_headers={"User-Agent": USER_AGENT},
            subprotocols=[Subprotocol("svc.bearer"), Subprotocol(token)],
            open_timeout=open_timeout,
        ) as socket:
            yield SocialStream(socket, since, pings)
    except InvalidStatus as refused:
        raise StreamRefused(refused.response.status_code) from None
