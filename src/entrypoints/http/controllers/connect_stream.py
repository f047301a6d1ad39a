"""The settings stream: ``GET /v1/connect/servers/{serverId}/stream`` upgraded to a WebSocket.

Servers authenticate by headers (secret + X-Server-Id); dash users by their platform token,
as the query parameter ``token`` (browsers cannot set headers on a WebSocket) or the usual
header or cookie. Credentials are checked after the upgrade so the refusal can carry a close
code: 4401 unauthorized, 4403 forbidden (including a server the user may not see).

Then: ``hello`` (current settings of every source; for the server also its pending
commands), ``settings.updated`` and ``command.created`` as they happen, ``ping`` every
SVC_STREAM_PING_SECONDS. What the client sends is ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from uuid import UUID

from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.params import FromPath

from adapters.channels.connect import commands_channel, settings_channel
from application.connect.stream import StreamSession
from application.identity.principal import Principal
from bootstrap.core import Core
from domain.shared.errors import Forbidden, NotFound, Unauthorized
from entrypoints.http.client_ip import request_ip
from entrypoints.http.connect_auth import SERVER_ID_HEADER, bearer_secret, is_server_call
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.stream import encode_hello, encode_ping

log = logging.getLogger("svc.connect.stream")
UNAUTHORIZED = 4401
FORBIDDEN = 4403
Send = Callable[[bytes], Awaitable[None]]


@websocket("/v1/connect/servers/{server_id:uuid}/stream")
async def connect_stream(
    socket: WebSocket,
    server_id: FromPath[UUID],
    core: Inject[Core],
    channels: Inject[ChannelsPlugin],
) -> None:
    await socket.accept()
    try:
        session = await _open(socket, server_id, core)
    except Unauthorized as error:
        await socket.close(UNAUTHORIZED, error.code)
        return
    except (Forbidden, NotFound) as error:
        await socket.close(FORBIDDEN, error.code)
        return
    send = _sender(socket)
    async with channels.start_subscription(_channels(session, core)) as subscriber:
        hello = await core.connect.stream.hello(session)
        await send(encode_hello(hello, core.clock.now(), core.connect.commands.ttl))
        async with subscriber.run_in_background(send, join=False):
            pinger = asyncio.create_task(_ping(send, server_id, core))
            try:
                await _until_disconnect(socket)
            finally:
                pinger.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await pinger


async def _open(socket: WebSocket, server_id: UUID, core: Core) -> StreamSession:
    stream = core.connect.stream
    if is_server_call(socket):
        ip = request_ip(socket, core.settings.trusted_proxies)
        return await stream.for_server(
            server_id, socket.headers.get(SERVER_ID_HEADER), bearer_secret(socket), ip
        )
    token = socket.query_params.get("token") or bearer_secret(socket)
    token = token or socket.cookies.get("svc_token") or socket.cookies.get("auth_token")
    if not token:
        raise Unauthorized("send ?token=<platform token>, or server credentials as headers")
    claims = core.tokens.verify(token)
    core.presence.seen(claims.sub, core.clock.now())
    return await stream.for_user(Principal(claims), server_id)


def _channels(session: StreamSession, core: Core) -> list[str]:
    prefix = core.settings.redis_prefix
    names = [settings_channel(prefix, session.server_id)]
    if session.wants_commands:
        names.append(commands_channel(prefix, session.server_id))
    return names


def _sender(socket: WebSocket) -> Send:
    """Sends one text frame at a time; a closed socket just stops receiving."""
    lock = asyncio.Lock()

    async def send(data: bytes) -> None:
        async with lock:
            try:
                await socket.send_text(data.decode())
            except Exception:
                log.debug("stream listener went away", exc_info=True)

    return send


async def _ping(send: Send, server_id: UUID, core: Core) -> None:
    while True:
        await asyncio.sleep(core.settings.stream_ping_seconds)
        await send(encode_ping(server_id, core.clock.now()))


async def _until_disconnect(socket: WebSocket) -> None:
    with contextlib.suppress(Exception):
        while (await socket.receive())["type"] != "websocket.disconnect":
            continue
