"""Channels: the active release pointer per scope and channel, and its moves
(docs/versions.md, "Channels, rollout and rollback")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, get, post
from litestar.params import JSONBody, QueryParameter

from application.identity.principal import Principal
from application.versions.area import Versions
from domain.versions.nodes import VERSIONS_PUBLISH, VERSIONS_READ
from domain.versions.release import QUERY_FIELDS, release_scope
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor
from entrypoints.http.dto.versions import (
    ChannelsOut,
    MoveIn,
    MoveResult,
    MovesOut,
    ScopeType,
    move_out,
    pointer_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

ScopeTypeParam = Annotated[ScopeType, QueryParameter(name="scopeType")]
ScopeIdParam = Annotated[str, QueryParameter(name="scopeId", min_length=1, max_length=128)]
ChannelParam = Annotated[str | None, QueryParameter(min_length=1, max_length=32)]


class ChannelsController(Controller):
    path = "/v1/versions/channels"
    tags = ["versions"]
    security = SECURITY

    @get(
        "/active",
        summary="The active release of a scope's channels",
        description="Every channel of the scope (or `channel`), by name, with the release "
        "it points at and, during a staged rollout, the release the other clients keep. "
        "Needs versions:read in the scope.",
        access=scope(VERSIONS_READ),
    )
    async def get_active_versions(
        self,
        principal: Inject[Principal],
        versions: Inject[Versions],
        scope_type: ScopeTypeParam,
        scope_id: ScopeIdParam,
        channel: ChannelParam = None,
    ) -> ChannelsOut:
        scope = release_scope(scope_type, scope_id, QUERY_FIELDS)
        views = await versions.channels.active(principal, scope, channel)
        return ChannelsOut([pointer_out(v) for v in views])

    @post(
        "/active",
        summary="Move a channel's active release (roll forward, roll back, stage)",
        description="Needs versions:publish in the scope. The release must be published or "
        "deprecated and of the scope (409 `versions.release_not_activatable`). An older "
        "release than the current one is a rollback, a newer one a roll-forward; every move "
        "is kept. `rolloutPercent` below 100 gives the release to that share of clients (by "
        "a stable hash of their id), the others keep the current one. `If-Match` with the "
        "channel's `ETag` (its revision): 412 when stale. Answers 200 whether or not a "
        "move was needed (`move` null when the channel already pointed there).",
        status_code=200,
        responses=problems(404, 409, 412),
        request_max_body_size=TEXT,
        access=scope(VERSIONS_PUBLISH),
        response_headers=[ETAG],
    )
    async def move_channel(
        self,
        data: JSONBody[MoveIn],
        principal: Inject[Principal],
        versions: Inject[Versions],
        if_match: IfMatch = None,
    ) -> Response[MoveResult]:
        view, move = await versions.channels.move(
            principal,
            data.scope.domain(),
            data.channel,
            data.release_id,
            data.rollout_percent,
            data.reason,
            expected_revision(if_match),
        )
        result = MoveResult(pointer_out(view), move_out(move) if move else None)
        return Response(result, headers={"ETag": etag(view.pointer.revision)})

    @get(
        "/moves",
        summary="Every move of a scope's channels, newest first",
        description="Who moved which channel when, from which release to which, how "
        "(initial, roll-forward, rollback, rollout, revoked) and why. Needs versions:read "
        "in the scope.",
        access=scope(VERSIONS_READ),
    )
    async def list_channel_moves(
        self,
        principal: Inject[Principal],
        versions: Inject[Versions],
        scope_type: ScopeTypeParam,
        scope_id: ScopeIdParam,
        channel: ChannelParam = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> MovesOut:
        scope = release_scope(scope_type, scope_id, QUERY_FIELDS)
        page = await versions.channels.moves(principal, scope, channel, limit, cursor)
        return MovesOut([move_out(m) for m in page.items], page.next_cursor)
