"""The social stream: ``GET /v1/social/stream`` upgraded to a WebSocket, one per signed-in
user and device (docs/social.md, "The social stream").

Credentials as on the settings stream: the subprotocols ``svc.bearer`` and the token (browsers),
``Authorization: Bearer``, or the session cookie under the origin rule; checked after the
upgrade so a refusal carries a close code (4401, 4403; 1013 for a spent failure budget or a cap
on open sockets, per user and per address). Then ``hello`` (unread counts and the user's latest
sequence number); with ``?since=<seq>``, the events numbered after it from the replay window, or
``reset`` when some left it; then every event for the user as it happens, each once and in
order (``domain/social/replay.py``), and ``ping`` every SVC_STREAM_PING_SECONDS. The client
may send ``typing`` and ``read`` frames (``application/social/chat_signals.py``); a refused one
is answered with an ``error`` frame.

The session's revocation (here or on any instance) sends ``session.revoked`` and closes with
4401 at once; an expired token or a node taken away closes it at the next ping (4401/4403).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec
from litestar import WebSocket, websocket
from litestar.channels import ChannelsPlugin
from litestar.exceptions import WebSocketDisconnect
from litestar.params import QueryParameter

from application.identity.area import Identity
from application.identity.principal import Principal
from application.platform.area import Platform
from application.ports import Clock
from application.social.area import Social
from bootstrap.channels import EPHEMERAL, parse_message, social_channel
from bootstrap.settings import Settings
from domain.identity.claims import TokenClaims
from domain.shared.errors import DomainError, Forbidden, NotFound, RateLimited, Unauthorized
from domain.social.nodes import FRIENDS_READ
from domain.social.replay import Entry, Follower, Reset, Take
from entrypoints.http.auth import TOKEN_FAILURES
from entrypoints.http.client_ip import request_ip
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.social.stream import (
    TypingFrame,
    decode_client_frame,
    encode_error,
    encode_hello,
    encode_ping,
    encode_reset,
    encode_revoked,
    numbered,
)
from entrypoints.http.request_plumbing import checks_as_guard
from entrypoints.http.route_access import check_token, scope
from entrypoints.http.sockets import (
    BEARER_SUBPROTOCOL,
    FORBIDDEN,
    INVALID,
    TRY_AGAIN_LATER,
    UNAUTHORIZED,
    Outbox,
    listener_token,
    socket_slots,
    subprotocol_token,
)

log = logging.getLogger("svc.social.stream")
SESSION_REVOKED = "auth.session_revoked"
"""The close reason after ``session.revoked``."""

SinceParam = Annotated[
    str | None,
    QueryParameter(
        name="since",
        description="the last `seq` this client received: replay what came after it",
    ),
]
"""Read as text and checked here, so that a malformed one closes the socket with 4400 rather
than failing the upgrade's validation (which a browser cannot read)."""
SINCE_MAX = 2**63 - 1


@dataclass(frozen=True, slots=True)
class _Parts:
    social: Social
    identity: Identity
    platform: Platform
    settings: Settings
    clock: Clock


@websocket(
    "/v1/social/stream",
    access=scope(FRIENDS_READ),
    guards=[checks_as_guard],  # the app's checks (request_plumbing.py)
)
async def social_stream(
    socket: WebSocket[Any, Any, Any],
    social: Inject[Social],
    identity: Inject[Identity],
    platform: Inject[Platform],
    settings: Inject[Settings],
    clock: Inject[Clock],
    channels: Inject[ChannelsPlugin],
    since: SinceParam = None,
) -> None:
    parts = _Parts(social, identity, platform, settings, clock)
    await socket.accept(
        subprotocols=BEARER_SUBPROTOCOL if subprotocol_token(socket) is not None else None
    )
    resume = _since(since)
    if resume is False:
        await socket.close(INVALID, "validation")
        return
    ip = request_ip(socket, settings.server.trusted_proxies)
    try:
        claims = await _open(socket, parts, ip)
    except Unauthorized as error:
        await socket.close(UNAUTHORIZED, error.code)
        return
    except (Forbidden, NotFound) as error:
        await socket.close(FORBIDDEN, error.code)
        return
    except RateLimited as error:
        await socket.close(TRY_AGAIN_LATER, error.code)
        return
    async with socket_slots(
        socket, platform.socket_slots, ip, kind="social", user=claims.sub
    ) as held:
        if held:
            await social.stream.opened(claims.sub)
            try:
                await _serve(socket, parts, claims, resume, channels)
            finally:
                social.stream.closed(claims.sub)


def _since(raw: str | None) -> int | Literal[False] | None:
    """The ``since`` asked for (None: none), or False when it is not a number 0..2^63-1."""
    if raw is None:
        return None
    if len(raw) > len(str(SINCE_MAX)) or not raw.isascii() or not raw.isdigit():
        return False
    if int(raw) > SINCE_MAX:
        return False
    return int(raw)


async def _open(socket: WebSocket[Any, Any, Any], parts: _Parts, ip: str) -> TokenClaims:
    """The listener's verified claims; refused tokens count against the address."""
    failures = parts.platform.failed_attempts
    failures.refuse_if_spent(TOKEN_FAILURES, ip)
    try:
        token = listener_token(socket)
        if not token:
            raise Unauthorized("offer the subprotocols svc.bearer and <platform token>")
        claims = parts.identity.tokens.verify(token)
    except Unauthorized:
        await failures.failed(TOKEN_FAILURES, ip)
        raise
    check_token(socket, claims)
    await parts.social.stream.admit(Principal(claims))
    return claims


class _Listener:
    """Sends the user's events once each and in order: a number already sent is skipped; a
    gap is filled from the replay window (or answered with ``reset``)."""

    def __init__(self, out: Outbox, social: Social, user: UUID) -> None:
        self._out = out
        self._social = social
        self._user = user
        self.follower = Follower(0)

    async def catch_up(self, since: int) -> None:
        self.follower.last = since
        await self._send_missed()

    async def deliver(self, data: bytes) -> None:
        seq, body = parse_message(data)
        if seq == EPHEMERAL:
            await self._out.send(body.encode())
            return
        take = self.follower.take(seq)
        if take is Take.DELIVER:
            await self._send(Entry(seq, body))
        elif take is Take.GAP:
            await self._send_missed()

    async def _send_missed(self) -> None:
        try:
            missed = await self._social.stream.since(self._user, self.follower.last)
        except Exception:
            # The window cannot be read (Redis away): the client reloads, and the next gap
            # is filled from where it stands.
            log.warning("social stream: replay window unreadable; sending reset", exc_info=True)
            missed = Reset(self.follower.last)
        if isinstance(missed, Reset):
            self.follower.reset(missed)
            await self._out.send(encode_reset(missed.latest).encode())
            return
        for entry in missed:
            if self.follower.take(entry.seq) is Take.DELIVER:
                await self._send(entry)

    async def _send(self, entry: Entry) -> None:
        self.follower.delivered(entry.seq)
        await self._out.send(numbered(entry.seq, entry.body).encode())


async def _serve(
    socket: WebSocket[Any, Any, Any],
    parts: _Parts,
    claims: TokenClaims,
    since: int | None,
    channels: ChannelsPlugin,
) -> None:
    out = Outbox(socket)
    user = claims.sub
    listener = _Listener(out, parts.social, user)
    channel = social_channel(parts.settings.redis.redis_prefix, user)
    with parts.identity.revocations.watch(claims.sid) as revoked:
        async with channels.start_subscription([channel]) as subscriber:
            hello = await parts.social.stream.hello(user)
            await out.send(encode_hello(hello).encode())
            await listener.catch_up(hello.seq if since is None else since)
            async with subscriber.run_in_background(listener.deliver, join=False):
                tasks = {
                    asyncio.create_task(_watch(socket, out, parts, claims, revoked)),
                    asyncio.create_task(_receive(socket, out, parts.social, claims)),
                }
                try:
                    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for task in tasks:
                        task.cancel()
                    await asyncio.gather(*tasks, return_exceptions=True)


async def _receive(
    socket: WebSocket[Any, Any, Any], out: Outbox, social: Social, claims: TokenClaims
) -> None:
    """The client's frames (``typing``, ``read``) until it leaves; a refused one is answered
    with an ``error`` frame and changes nothing."""
    principal = Principal(claims)
    with contextlib.suppress(WebSocketDisconnect):
        while True:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                return
            data = message.get("text") or message.get("bytes") or b""
            if not isinstance(data, str | bytes):
                data = b""
            try:
                frame = decode_client_frame(data)
            except (msgspec.ValidationError, msgspec.DecodeError) as error:
                await out.send(encode_error("validation", str(error)).encode())
                continue
            try:
                if isinstance(frame, TypingFrame):
                    await social.signals.typing(principal, frame.conversation_id)
                else:
                    await social.signals.read(principal, frame.conversation_id, frame.message_id)
            except DomainError as error:
                await out.send(encode_error(error.code, error.detail).encode())


async def _watch(
    socket: WebSocket[Any, Any, Any],
    out: Outbox,
    parts: _Parts,
    claims: TokenClaims,
    revoked: asyncio.Event,
) -> None:
    """Close at once when the session is revoked; before each ping, check the token and the
    listener's access again."""
    while True:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(revoked.wait(), parts.settings.http.stream_ping_seconds)
        if revoked.is_set():
            await out.send(encode_revoked(parts.clock.now()).encode())
            await out.close(UNAUTHORIZED, SESSION_REVOKED)
            return
        refusal = await _refusal(socket, parts)
        if refusal is not None:
            await out.close(*refusal)
            return
        parts.identity.presence.seen(claims.sub, parts.clock.now())  # online while listening
        await out.send(encode_ping(parts.clock.now()).encode())


async def _refusal(socket: WebSocket[Any, Any, Any], parts: _Parts) -> tuple[int, str] | None:
    try:
        await _open(socket, parts, request_ip(socket, parts.settings.server.trusted_proxies))
    except Unauthorized as error:
        return UNAUTHORIZED, error.code
    except (Forbidden, NotFound) as error:
        return FORBIDDEN, error.code
    except Exception:
        log.warning("social stream access re-check failed; keeping the listener", exc_info=True)
    return None
