"""Leaderboards and their scores (docs/games.md, "Leaderboards", "Scores")."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.games.area import Games
from application.identity.principal import Principal
from domain.games.nodes import GAMES_CREATE, GAMES_MANAGE, GAMES_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL, TEXT
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, EITHER_SECURITY, AnyCaller
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr, TimestampIn, ts
from entrypoints.http.dto.games import (
    AroundOut,
    EntriesOut,
    LeaderboardEnvelope,
    LeaderboardIn,
    LeaderboardReplace,
    LeaderboardsOut,
    PeriodsOut,
    ScoreIn,
    SubmittedOut,
    entry_out,
    leaderboard_out,
    period_out,
    submitted_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]
Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
PeriodsLimit = Annotated[int | None, QueryParameter(ge=1, description="default 20, max 100")]
PeriodParam = Annotated[
    TimestampIn | None,
    QueryParameter(description="the start of an archived reset period (default: the current)"),
]


def _tagged(envelope: LeaderboardEnvelope, status_code: int = 200) -> Response[LeaderboardEnvelope]:
    return Response(
        envelope, status_code=status_code, headers={"ETag": etag(envelope.leaderboard.revision)}
    )


class GameLeaderboardsController(Controller):
    path = "/v1/games/leaderboards"
    tags = ["games"]
    security = SECURITY
    dependencies = CONNECT_DEPENDENCIES

    @get(
        "/",
        summary="Leaderboards, newest first",
        description="Every board, or those of one minigame (`minigameId`), in cursor pages.",
        access=scope(GAMES_READ),
    )
    async def list_boards(
        self,
        principal: Inject[Principal],
        games: Inject[Games],
        minigame_id: Annotated[ObjectIdStr | None, QueryParameter(name="minigameId")] = None,
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> LeaderboardsOut:
        page = await games.leaderboards.page(principal, minigame_id, limit, cursor)
        return LeaderboardsOut([leaderboard_out(b) for b in page.items], page.next_cursor)

    @post(
        "/",
        summary="Create a leaderboard",
        description="`order` desc|asc, `operator` best|set|incr|decr (both fixed for the "
        "board's life). With `minigameId`: the minigame's owner or an editor, with "
        "games:create; without: games:manage. `submitters: network` lets the servers of the "
        "minigame's network submit (400 `games.needs_minigame` without a minigame). 404 when "
        "the minigame is not yours to know.",
        status_code=201,
        responses=problems(404),
        request_max_body_size=SMALL,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def create_board(
        self, data: JSONBody[LeaderboardIn], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[LeaderboardEnvelope]:
        board = await games.leaderboards.create(principal, data.draft())
        return _tagged(LeaderboardEnvelope(leaderboard_out(board)), 201)

    @get(
        "/{board_id:str}",
        summary="One leaderboard",
        description="Readable by everyone with games:read. The revision is the `ETag`.",
        access=scope(GAMES_READ),
        response_headers=[ETAG],
    )
    async def get_board(
        self, board_id: FromPath[ObjectIdStr], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[LeaderboardEnvelope]:
        board = await games.leaderboards.get(principal, board_id)
        return _tagged(LeaderboardEnvelope(leaderboard_out(board)))

    @put(
        "/{board_id:str}",
        summary="Rename a leaderboard or change who submits",
        description="Who may create it may change it. `If-Match` with the ETag read: 412 "
        "`games.stale_revision` when stale.",
        responses=problems(412),
        request_max_body_size=SMALL,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def replace_board(
        self,
        board_id: FromPath[ObjectIdStr],
        data: JSONBody[LeaderboardReplace],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> Response[LeaderboardEnvelope]:
        board = await games.leaderboards.replace(
            principal, board_id, data.changes(), expected_revision(if_match)
        )
        return _tagged(LeaderboardEnvelope(leaderboard_out(board)))

    @delete(
        "/{board_id:str}",
        summary="Delete a leaderboard",
        description="Who may create it may delete it, with every score on it.",
        responses=problems(412),
        access=scope(GAMES_CREATE),
    )
    async def delete_board(
        self,
        board_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> None:
        await games.leaderboards.delete(principal, board_id, expected_revision(if_match))

    @get(
        "/{board_id:str}/entries",
        summary="The top of a leaderboard",
        description="Best first with exact ranks (ties: earlier submission first), in cursor "
        "pages (default 50, at most 200). On a board with a reset schedule: the current "
        "period, or the archived one starting at `period`.",
        access=scope(GAMES_READ),
    )
    async def list_top_entries(
        self,
        board_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        limit: Limit = None,
        cursor: CursorParam = None,
        period: PeriodParam = None,
    ) -> EntriesOut:
        page = await games.scores.top(principal, board_id, limit, cursor, period)
        return EntriesOut(
            [entry_out(r) for r in page.items], page.next_cursor, period_out(page.period)
        )

    @post(
        "/{board_id:str}/entries",
        summary="Submit a score",
        description="A server of the minigame's network (server auth: its secret as bearer "
        "and `X-Server-Id`) when the board's submitters are `network`, or an admin "
        "(games:manage); else 403 `games.submit_refused`. The board's operator decides the "
        "stored score; `submissionId` makes the call idempotent (a replay answers "
        "`duplicate: true` and changes nothing). Answers the player's entry; its rank with "
        "`?rank=true` (counting it costs what the entries above the player cost).",
        security=EITHER_SECURITY,
        status_code=200,
        responses=problems(409),
        request_max_body_size=TEXT,
        access=scope(GAMES_MANAGE, servers_too=True),
    )
    async def submit_entry(
        self,
        board_id: FromPath[ObjectIdStr],
        data: JSONBody[ScoreIn],
        caller: Inject[AnyCaller],
        games: Inject[Games],
        rank: Annotated[bool, QueryParameter(description="count the player's rank too")] = False,
    ) -> SubmittedOut:
        submitted = await games.scores.submit(
            caller, board_id, data.player_id, data.submission(), data.submission_id,
            with_rank=rank,
        )  # fmt: skip
        return submitted_out(submitted)

    @get(
        "/{board_id:str}/periods",
        summary="Reset periods of a leaderboard",
        description="The current period (null without a reset schedule) and the starts of "
        "the periods that have scores, newest first: pass one as `period` to read its "
        "archived top.",
        access=scope(GAMES_READ),
    )
    async def list_periods(
        self,
        board_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        limit: PeriodsLimit = None,
        cursor: CursorParam = None,
    ) -> PeriodsOut:
        page = await games.scores.periods(principal, board_id, limit, cursor)
        return PeriodsOut(period_out(page.current), [ts(s) for s in page.starts], page.next_cursor)

    @get(
        "/{board_id:str}/entries/{player_id:uuid}",
        summary="A player's rank, and the entries around it",
        description="The player's entry with up to `around` entries above and below it "
        "(default 5, at most 50; 0 for the rank only). 404 `games.entry_not_found` when the "
        "player has no score here.",
        access=scope(GAMES_READ),
    )
    async def list_entries_around(
        self,
        board_id: FromPath[ObjectIdStr],
        player_id: FromPath[UUID],
        principal: Inject[Principal],
        games: Inject[Games],
        around: Annotated[int | None, QueryParameter(ge=0, le=50)] = None,
        period: PeriodParam = None,
    ) -> AroundOut:
        ranked = await games.scores.around(principal, board_id, player_id, around, period)
        own = next(r for r in ranked if r.entry.player_id == player_id)
        return AroundOut(entry_out(own), [entry_out(r) for r in ranked])
