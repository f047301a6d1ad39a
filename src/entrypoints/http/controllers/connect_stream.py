"""The settings stream: ``GET /v1/connect/servers/{serverId}/stream`` upgraded to a WebSocket.

Servers authenticate by headers (secret + X-Server-Id); dash users by their platform token.
Browsers cannot set headers on a WebSocket, so a browser offers the subprotocols
``svc.bearer`` and the token (``new WebSocket(url, ["svc.bearer", token])``) and the server
accepts ``svc.bearer``: the token travels in the ``Sec-WebSocket-Protocol`` header, never in
a URL that proxies and servers log. The query parameter ``token`` still works but is
discouraged (the logs redact it); the usual header or cookie work too. Credentials are checked
after the upgrade so the refusal can carry a close code: 4401 unauthorized, 4403 forbidden
(including a server the user may not see).

Then: ``hello`` (current settings of every source; for the server also its pending
commands), ``settings.updated`` and ``command.created`` as they happen, ``ping`` every
SVC_STREAM_PING_SECONDS. What the client sends is ignored.

Before each ping the listener's credentials and access are checked again (through the same
cached checks as a request): a token expired or revoked, a secret rotated, a member removed or
a node taken away closes the stream with 4401 or 4403 within one ping interval; a change to
what the listener may hear (command read) closes it with 1012 so the client reopens it.

Open streams are capped per server credential, per user and per address (and per process):
past a cap the stream closes with 1013 and the reason ``sockets.too_many.<scope>``
(docs/security.md, "Limits").
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.params import FromPath

from application.connect.area import Connect
from application.connect.stream import StreamSession
from application.identity.area import Identity
from application.identity.principal import Principal
from application.platform.area import Platform
from application.ports import Clock
from bootstrap.channels import commands_channel, settings_channel
from bootstrap.settings import Settings
from domain.connect.nodes import SETTINGS_READ
from domain.shared.errors import Forbidden, NotFound, RateLimited, Unauthorized
from entrypoints.http.auth import SERVER_ID_HEADER, TOKEN_FAILURES
from entrypoints.http.client_ip import request_ip
from entrypoints.http.connect_auth import (
    SERVER_AUTH_FAILURES,
    bearer_secret,
    is_server_call,
)
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.stream import encode_hello, encode_ping
from entrypoints.http.request_plumbing import checks_as_guard
from entrypoints.http.route_access import check_token, scope
from entrypoints.http.sockets import (
    BEARER_SUBPROTOCOL,
    FORBIDDEN,
    RECONNECT,
    TRY_AGAIN_LATER,
    UNAUTHORIZED,
    Outbox,
    listener_token,
    socket_slots,
    subprotocol_token,
    until_disconnect,
)

log = logging.getLogger("svc.connect.stream")


@dataclass(frozen=True, slots=True)
class _Parts:
    """What the stream uses: the handler's dependencies."""

    connect: Connect
    identity: Identity
    platform: Platform
    settings: Settings
    clock: Clock


@websocket(
    "/v1/connect/servers/{server_id:uuid}/stream",
    access=scope(SETTINGS_READ, servers_too=True),
    guards=[checks_as_guard],  # the app's checks (request_plumbing.py)
)
async def connect_stream(
    socket: WebSocket[Any, Any, Any],
    server_id: FromPath[UUID],
    connect: Inject[Connect],
    identity: Inject[Identity],
    platform: Inject[Platform],
    settings: Inject[Settings],
    clock: Inject[Clock],
    channels: Inject[ChannelsPlugin],
) -> None:
    parts = _Parts(connect, identity, platform, settings, clock)
    await socket.accept(
        subprotocols=BEARER_SUBPROTOCOL if subprotocol_token(socket) is not None else None
    )
    ip = request_ip(socket, settings.server.trusted_proxies)
    try:
        session, user = await _open(socket, server_id, parts, ip)
    except Unauthorized as error:
        await socket.close(UNAUTHORIZED, error.code)
        return
    except (Forbidden, NotFound) as error:
        await socket.close(FORBIDDEN, error.code)
        return
    except RateLimited as error:
        await socket.close(TRY_AGAIN_LATER, error.code)
        return
    server = session.server_id if session.is_server else None
    async with socket_slots(
        socket, platform.socket_slots, ip, kind="connect_settings", user=user, server=server
    ) as held:
        if held:
            await _serve(socket, session, parts, channels)


async def _serve(
    socket: WebSocket[Any, Any, Any],
    session: StreamSession,
    parts: _Parts,
    channels: ChannelsPlugin,
) -> None:
    out = Outbox(socket)
    connect = parts.connect
    async with channels.start_subscription(_channels(session, parts.settings)) as subscriber:
        hello = await connect.stream.hello(session)
        await out.send(encode_hello(hello, parts.clock.now(), connect.commands.ttl))
        async with subscriber.run_in_background(out.send, join=False):
            tasks = {
                asyncio.create_task(_watch(socket, out, session, parts)),
                asyncio.create_task(until_disconnect(socket)),
            }
            try:
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)


async def _open(
    socket: WebSocket[Any, Any, Any], server_id: UUID, parts: _Parts, ip: str
) -> tuple[StreamSession, UUID | None]:
    """The listener's session and user (None for the server itself); refused credentials
    count against the address, as on every other route (an address that spent its budget is
    closed with 1013, try again later)."""
    policy = SERVER_AUTH_FAILURES if is_server_call(socket) else TOKEN_FAILURES
    failures = parts.platform.failed_attempts
    failures.refuse_if_spent(policy, ip)
    try:
        return await _session(socket, server_id, parts, ip)
    except Unauthorized:
        await failures.failed(policy, ip)
        raise


async def _session(
    socket: WebSocket[Any, Any, Any], server_id: UUID, parts: _Parts, ip: str
) -> tuple[StreamSession, UUID | None]:
    stream = parts.connect.stream
    if is_server_call(socket):
        session = await stream.for_server(
            server_id, socket.headers.get(SERVER_ID_HEADER), bearer_secret(socket), ip
        )
        return session, None
    token = listener_token(socket, query=True)
    if not token:
        raise Unauthorized(
            "offer the subprotocols svc.bearer and <platform token>, or send server credentials "
            "as headers"
        )
    claims = await parts.identity.tokens.authenticate(token)
    check_token(socket, claims)
    parts.identity.presence.seen(claims.sub, parts.clock.now())
    return await stream.for_user(Principal(claims), server_id), claims.sub


def _channels(session: StreamSession, settings: Settings) -> list[str]:
    prefix = settings.redis.redis_prefix
    names = [settings_channel(prefix, session.server_id)]
    if session.wants_commands:
        names.append(commands_channel(prefix, session.server_id))
    return names


async def _watch(
    socket: WebSocket[Any, Any, Any], out: Outbox, session: StreamSession, parts: _Parts
) -> None:
    """Every SVC_STREAM_PING_SECONDS: the listener's access again, then a ping."""
    while True:
        await asyncio.sleep(parts.settings.http.stream_ping_seconds)
        refusal = await _refusal(socket, session, parts)
        if refusal is not None:
            await out.close(*refusal)
            return
        await out.send(encode_ping(session.server_id, parts.clock.now()))


async def _refusal(
    socket: WebSocket[Any, Any, Any], session: StreamSession, parts: _Parts
) -> tuple[int, str] | None:
    """Why the listener may no longer hear this stream (a close code and reason), or None."""
    try:
        again, _ = await _open(
            socket,
            session.server_id,
            parts,
            request_ip(socket, parts.settings.server.trusted_proxies),
        )
    except Unauthorized as error:
        return UNAUTHORIZED, error.code
    except (Forbidden, NotFound) as error:
        return FORBIDDEN, error.code
    except Exception:
        # The check itself failed (e.g. the database is away): what was allowed stays allowed
        # until a check can answer, rather than every stream dropping at once.
        log.warning("stream access re-check failed; keeping the listener", exc_info=True)
        return None
    return None if again == session else (RECONNECT, "access changed; reconnect")
