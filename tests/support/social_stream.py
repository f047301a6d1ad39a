"""The social stream from a client's side, for the live suites: open ``/v1/social/stream``
the way a browser does (subprotocols ``svc.bearer`` and the token), read its frames (pings
skipped), and make friends, conversations and messages over HTTP."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from tests.conftest import bearer
from tests.support.waiting import OUTBOUND, PATIENCE


def open_stream(ws_url: str, token: str, since: int | None = None) -> connect:
    query = f"?since={since}" if since is not None else ""
    return connect(
        f"{ws_url}/v1/social/stream{query}",
        subprotocols=[Subprotocol("svc.bearer"), Subprotocol(token)],
        open_timeout=OUTBOUND,
    )


class Frames:
    """A connected listener's frames, pings skipped unless asked for."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket

    async def next(self, pings: bool = False) -> dict[str, Any]:
        async with asyncio.timeout(PATIENCE):
            while True:
                frame: dict[str, Any] = json.loads(await self.socket.recv())
                if pings or frame["type"] != "ping":
                    return frame

    async def next_of(self, kind: str) -> dict[str, Any]:
        """The next frame of ``kind``, skipping any other."""
        while True:
            frame = await self.next()
            if frame["type"] == kind:
                return frame

    async def closed(self) -> tuple[int, str]:
        """Read until the server closes; its close code and reason."""
        try:
            async with asyncio.timeout(PATIENCE):
                while True:
                    await self.socket.recv()
        except ConnectionClosed as closed:
            assert closed.rcvd is not None, "closed without a close frame"
            return closed.rcvd.code, closed.rcvd.reason


async def befriend(
    first: httpx.AsyncClient, second: httpx.AsyncClient, a: tuple[Any, str], b: tuple[Any, str]
) -> None:
    """``a`` asks ``b`` (through ``first``), ``b`` accepts (through ``second``)."""
    (_, a_token), (b_id, b_token) = a, b
    sent = await first.post(
        "/v1/social/friends/requests",
        json={"targetId": str(b_id), "targetName": "Friend"},
        headers=bearer(a_token),
    )
    assert sent.status_code == 201, sent.text
    accepted = await second.post(
        f"/v1/social/friends/requests/{sent.json()['request']['id']}/accept",
        headers=bearer(b_token),
    )
    assert accepted.status_code == 200, accepted.text


async def conversation(client: httpx.AsyncClient, token: str, kind: str, *others: Any) -> str:
    made = await client.post(
        "/v1/social/chat/conversations",
        json={"kind": kind, "participantIds": [str(o) for o in others]},
        headers=bearer(token),
    )
    assert made.status_code in (200, 201), made.text
    conversation_id: str = made.json()["conversation"]["id"]
    return conversation_id


async def say(client: httpx.AsyncClient, token: str, conversation_id: str, text: str) -> str:
    posted = await client.post(
        f"/v1/social/chat/conversations/{conversation_id}/messages",
        json={"text": text},
        headers=bearer(token),
    )
    assert posted.status_code == 201, posted.text
    message_id: str = posted.json()["message"]["id"]
    return message_id
