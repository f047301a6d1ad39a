"""Minigames, their publishing, and the catalog (docs/games.md, "Minigames", "Catalog")."""

from __future__ import annotations

from typing import Annotated, Literal

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.games.area import Games
from application.games.minigames import MinigameView
from application.games.ports import CatalogQuery, CatalogSort
from application.identity.principal import Principal
from domain.games.minigame import Action, Content
from domain.games.nodes import GAMES_CREATE, GAMES_PUBLISH, GAMES_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.games import (
    CatalogOut,
    MinigameEnvelope,
    MinigameIn,
    MinigameReplace,
    catalog_item_out,
    minigame_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


def _tagged(view: MinigameView, status_code: int = 200) -> Response[MinigameEnvelope]:
    return Response(
        MinigameEnvelope(minigame_out(view)),
        status_code=status_code,
        headers={"ETag": etag(view.minigame.revision)},
    )


class GameMinigamesController(Controller):
    path = "/v1/games/minigames"
    tags = ["games"]
    security = SECURITY

    @post(
        "/",
        summary="Create a minigame from a template",
        description="Owner or editor of the template, with games:create. `values` must fit "
        "the template's settings schema (400 `connect.schema_mismatch` naming the key); "
        "`networkId` is a Connect network you own, whose servers host it and may submit its "
        "scores. Starts as a draft (revision 1). 404 when the template is not yours to "
        "read.",
        status_code=201,
        responses=problems(404),
        request_max_body_size=DOCUMENT,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def create_minigame(
        self, data: JSONBody[MinigameIn], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[MinigameEnvelope]:
        view = await games.minigames.create(principal, data.draft())
        return _tagged(view, 201)

    @get(
        "/{minigame_id:str}",
        summary="One minigame, draft and published revisions",
        description="For its owner and the template's owner and collaborators (players read "
        "the catalog). The draft revision is the `ETag`.",
        access=scope(GAMES_READ),
        response_headers=[ETAG],
    )
    async def get_minigame(
        self, minigame_id: FromPath[ObjectIdStr], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[MinigameEnvelope]:
        return _tagged(await games.minigames.get(principal, minigame_id))

    @put(
        "/{minigame_id:str}",
        summary="Edit a minigame (a new draft revision)",
        description="Owner or editor. Makes a new revision of the draft; players keep seeing "
        "the published revision until it is published again. `If-Match` with the ETag read: "
        "412 `games.stale_revision` when stale; 409 `games.minigame_archived` once archived.",
        responses=problems(409, 412),
        request_max_body_size=DOCUMENT,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def replace_minigame(
        self,
        minigame_id: FromPath[ObjectIdStr],
        data: JSONBody[MinigameReplace],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> Response[MinigameEnvelope]:
        view = await games.minigames.replace(
            principal,
            minigame_id,
            Content(data.name, data.values),
            data.network_id,
            expected_revision(if_match),
        )
        return _tagged(view)

    @delete(
        "/{minigame_id:str}",
        summary="Archive a minigame",
        description="Owner or editor. Archived is final: it leaves the catalog and cannot "
        "change again (its leaderboards stay readable).",
        responses=problems(409, 412),
        access=scope(GAMES_CREATE),
    )
    async def archive_minigame(
        self,
        minigame_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> None:
        await games.minigames.act(
            principal, minigame_id, Action.ARCHIVE, expected_revision(if_match)
        )

    @post(
        "/{minigame_id:str}/publish",
        summary="Publish the draft revision",
        description="Owner or editor, with games:publish. Players see this revision in the "
        "catalog from now on. From draft, published (publishes a newer revision) or "
        "unpublished; 409 `games.invalid_transition` otherwise. `If-Match` names the "
        "revision you mean to publish.",
        status_code=200,
        responses=problems(409, 412),
        access=scope(GAMES_PUBLISH),
        response_headers=[ETAG],
    )
    async def publish_minigame(
        self,
        minigame_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> Response[MinigameEnvelope]:
        view = await games.minigames.act(
            principal, minigame_id, Action.PUBLISH, expected_revision(if_match)
        )
        return _tagged(view)

    @delete(
        "/{minigame_id:str}/publish",
        summary="Unpublish",
        description="Owner or editor, with games:publish: the minigame leaves the catalog "
        "(state unpublished) and keeps its revisions; publish brings it back.",
        status_code=200,
        responses=problems(409, 412),
        access=scope(GAMES_PUBLISH),
        response_headers=[ETAG],
    )
    async def unpublish_minigame(
        self,
        minigame_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> Response[MinigameEnvelope]:
        view = await games.minigames.act(
            principal, minigame_id, Action.UNPUBLISH, expected_revision(if_match)
        )
        return _tagged(view)


class GameCatalogController(Controller):
    path = "/v1/games/catalog"
    tags = ["games"]
    security = SECURITY

    @get(
        "/",
        summary="Published minigames, for players",
        description="Each with its published revision and live player count. `q` matches a "
        "part of the name (any case), `mode` the template's mode; `sort` is `newest` "
        "(default: latest published first) or `popularity` (most live players first). "
        "Cursor pages of up to 100 (default 24).",
        access=scope(GAMES_READ),
    )
    async def get_games_catalog(
        self,
        principal: Inject[Principal],
        games: Inject[Games],
        q: Annotated[str | None, QueryParameter(min_length=1, max_length=80)] = None,
        mode: Annotated[str | None, QueryParameter(min_length=1, max_length=32)] = None,
        sort: Annotated[Literal["newest", "popularity"], QueryParameter()] = "newest",
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 24, max 100")
        ] = None,
        cursor: CursorParam = None,
    ) -> CatalogOut:
        page = await games.minigames.catalog(
            principal, CatalogQuery(q, mode, CatalogSort(sort)), limit, cursor
        )
        return CatalogOut([catalog_item_out(i) for i in page.items], page.next_cursor)
