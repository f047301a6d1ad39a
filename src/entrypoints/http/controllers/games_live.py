"""Live matches: servers report them over REST, anyone watches ``/v1/games/live``
(docs/games.md, "Live matches").

The WebSocket is read-only and open to everyone (signed in or not). Credentials, when sent
(the usual header or cookie, or the subprotocols ``svc.bearer`` and the token, as on the
settings stream), must be valid: else the socket closes with 4401; a token limited by scopes
needs ``games:read`` (else 4403). Then: a ``snapshot`` of the live matches the filter admits
(``minigameId`` and/or ``serverId`` in the query), ``match.started`` / ``match.updated`` /
``match.ended`` as they happen, ``ping`` every SVC_STREAM_PING_SECONDS. What the client sends
is ignored. Events travel through the channels backend of the settings stream (memory, or
Redis across instances). Opening the socket is rate limited per address (policy
``games_live``): past it, the socket closes with 1013 (try again later). Open sockets are
capped per address, per user (when signed in) and per process: past a cap the socket closes
with 1013 too, the reason ``sockets.too_many.<scope>`` (docs/security.md, "Limits").
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, WebSocket, get, post, websocket
from litestar.channels import ChannelsPlugin
from litestar.params import FromPath, JSONBody, QueryParameter

from application.connect.ports import ServerCredentials
from application.games.area import Games
from application.games.matches import LiveFilter
from application.identity.area import Identity
from application.identity.principal import Principal
from application.platform.area import Platform
from application.ports import Clock
from bootstrap.channels import live_channel
from bootstrap.settings import Settings
from domain.games.nodes import GAMES_READ
from domain.shared.errors import DomainError, Forbidden, RateLimited, Unauthorized
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT, LARGE
from entrypoints.http.client_ip import request_ip
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, SERVER_SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.games_live import (
    MatchEnd,
    MatchEnvelope,
    MatchesOut,
    MatchReport,
    MatchStart,
    encode_ping,
    encode_snapshot,
    match_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.rate_limit import spend_rate
from entrypoints.http.request_plumbing import checks_as_guard
from entrypoints.http.route_access import PUBLIC, SERVER, scope
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
    until_disconnect,
)

MinigameParam = Annotated[ObjectIdStr | None, QueryParameter(name="minigameId")]
ServerParam = Annotated[UUID | None, QueryParameter(name="serverId")]
LiveMinigameParam = Annotated[str | None, QueryParameter(name="minigameId", max_length=64)]
LiveServerParam = Annotated[str | None, QueryParameter(name="serverId", max_length=64)]
"""The socket's filters, read as text and checked in the handler: a malformed one closes the
socket with 4400 ``validation`` rather than failing the upgrade's validation (4500, which a
browser cannot tell from a crash)."""


class GameMatchesController(Controller):
    path = "/v1/games/live/matches"
    tags = ["games"]
    dependencies = CONNECT_DEPENDENCIES

    @get(
        "/",
        summary="Live matches now",
        description="The snapshot `/v1/games/live` starts with, over REST: live matches, "
        "oldest first, of a minigame and/or a server when given.",
        security=SECURITY,
        access=scope(GAMES_READ),
    )
    async def list_live_matches(
        self,
        games: Inject[Games],
        minigame_id: MinigameParam = None,
        server_id: ServerParam = None,
    ) -> MatchesOut:
        found = await games.matches.live(LiveFilter(minigame_id, server_id))
        return MatchesOut([match_out(m) for m in found])

    @post(
        "/",
        summary="Start a match (server auth)",
        description="A server of the minigame's network, while the minigame is published "
        "(else 403 `games.not_hosted`). `players` are those in it from the start. Report at "
        "least every SVC_GAMES_MATCH_TIMEOUT_SECONDS, or the match is ended for you.",
        security=SERVER_SECURITY,
        status_code=201,
        responses=problems(404),
        request_max_body_size=DOCUMENT,
        access=SERVER,
    )
    async def start_match(
        self, data: JSONBody[MatchStart], server: Inject[ServerCredentials], games: Inject[Games]
    ) -> MatchEnvelope:
        match = await games.matches.start(server, data.minigame_id, tuple(data.players))
        return MatchEnvelope(match_out(match))

    @post(
        "/{match_id:str}/players",
        summary="Players joined and left (server auth)",
        description="The server that started the match (else 404 `games.match_not_found`). "
        "Each report keeps the match alive; empty lists are a heartbeat. 409 "
        "`games.match_ended` once it has ended.",
        security=SERVER_SECURITY,
        status_code=200,
        responses=problems(409),
        request_max_body_size=LARGE,
        access=SERVER,
    )
    async def report_players(
        self,
        match_id: FromPath[ObjectIdStr],
        data: JSONBody[MatchReport],
        server: Inject[ServerCredentials],
        games: Inject[Games],
    ) -> MatchEnvelope:
        match = await games.matches.report(server, match_id, tuple(data.joined), tuple(data.left))
        return MatchEnvelope(match_out(match))

    @post(
        "/{match_id:str}/end",
        summary="End a match with its results (server auth)",
        description="The server that started it. `results` is a JSON object of at most "
        "16 KiB, 4 levels deep, kept with the match. 409 `games.match_ended` when it ended "
        "already (for instance by the timeout).",
        security=SERVER_SECURITY,
        status_code=200,
        responses=problems(409),
        request_max_body_size=DOCUMENT,
        access=SERVER,
    )
    async def end_match(
        self,
        match_id: FromPath[ObjectIdStr],
        data: JSONBody[MatchEnd],
        server: Inject[ServerCredentials],
        games: Inject[Games],
    ) -> MatchEnvelope:
        match = await games.matches.end(server, match_id, data.results)
        return MatchEnvelope(match_out(match))


@websocket(
    "/v1/games/live",
    access=PUBLIC,  # read-only WebSocket; credentials, when sent, must be valid
    rate="games_live",
    guards=[checks_as_guard],  # the app's checks (request_plumbing.py)
)
async def games_live(
    socket: WebSocket[Any, Any, Any],
    games: Inject[Games],
    identity: Inject[Identity],
    platform: Inject[Platform],
    settings: Inject[Settings],
    clock: Inject[Clock],
    channels: Inject[ChannelsPlugin],
    minigame_id: LiveMinigameParam = None,
    server_id: LiveServerParam = None,
) -> None:
    await socket.accept(
        subprotocols=BEARER_SUBPROTOCOL if subprotocol_token(socket) is not None else None
    )
    where = _live_filter(minigame_id, server_id)
    if where is None:
        await socket.close(INVALID, "validation")
        return
    ip = request_ip(socket, settings.server.trusted_proxies)
    try:
        await spend_rate(socket)
        user = await _admit(socket, identity, games)
    except RateLimited as error:
        await socket.close(TRY_AGAIN_LATER, error.code)
        return
    except Unauthorized as error:
        await socket.close(UNAUTHORIZED, error.code)
        return
    except Forbidden as error:
        await socket.close(FORBIDDEN, error.code)
        return
    async with socket_slots(
        socket, platform.socket_slots, ip, kind="games_live", user=user
    ) as held:
        if held:
            await _serve(socket, games, settings, clock, channels, where)


def _live_filter(minigame_id: str | None, server_id: str | None) -> LiveFilter | None:
    """The filter asked for, or None when a parameter is malformed (the same types as the
    HTTP route's ``MinigameParam`` and ``ServerParam``)."""
    try:
        return LiveFilter(
            msgspec.convert(minigame_id, ObjectIdStr | None),
            msgspec.convert(server_id, UUID | None),
        )
    except msgspec.ValidationError:
        return None


async def _serve(
    socket: WebSocket[Any, Any, Any],
    games: Games,
    settings: Settings,
    clock: Clock,
    channels: ChannelsPlugin,
    where: LiveFilter,
) -> None:
    minigame_id, server_id = where.minigame_id, where.server_id
    channel = live_channel(
        settings.redis.redis_prefix, minigame_id=minigame_id, server_id=server_id
    )
    out = Outbox(socket)

    async def deliver(data: bytes) -> None:
        both = minigame_id is not None and server_id is not None  # the minigame's channel
        if both and json.loads(data)["match"]["serverId"] != str(server_id):
            return
        await out.send(data)

    async with channels.start_subscription([channel]) as subscriber:
        snapshot = await games.matches.live(where)
        await out.send(encode_snapshot(snapshot, clock.now()))
        async with subscriber.run_in_background(deliver, join=False):
            tasks = {
                asyncio.create_task(_ping(out, settings, clock)),
                asyncio.create_task(until_disconnect(socket)),
            }
            try:
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)


async def _admit(socket: WebSocket[Any, Any, Any], identity: Identity, games: Games) -> UUID | None:
    """Anyone may listen; credentials that are sent must be valid (a cookie, from our own
    pages: the origin rule), and the use case decides whether their holder may watch. The
    user, if any."""
    token = listener_token(socket)
    principal = None
    if token is not None:
        try:
            principal = Principal(await identity.tokens.authenticate(token))
        except DomainError as error:
            raise Unauthorized(error.detail) from None
    games.matches.admit_watcher(principal)
    return principal.user_id if principal is not None else None


async def _ping(out: Outbox, settings: Settings, clock: Clock) -> None:
    while True:
        await asyncio.sleep(settings.http.stream_ping_seconds)
        with contextlib.suppress(Exception):
            await out.send(encode_ping(clock.now()))
