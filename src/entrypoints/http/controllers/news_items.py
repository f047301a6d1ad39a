"""News items: writing, publishing, reading, voting (docs/news.md)."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, get, patch, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.news.area import News
from domain.news.item import NewsStatus
from domain.news.nodes import NEWS_INTERACT, NEWS_READ, NEWS_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE, SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.news import (
    Feed,
    FeedOut,
    FollowsIn,
    FollowsOut,
    NewsEnvelope,
    NewsIn,
    NewsListOut,
    NewsPatch,
    StatusName,
    feed_out,
    follows_out,
    news_list_out,
    news_out,
)
from entrypoints.http.dto.polls import VoteIn
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 20, above 100 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]
FeedParam = Annotated[Feed | None, QueryParameter(description="platform, service:<id> ...")]
MAX_MS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z


def _tagged(envelope: NewsEnvelope, status_code: int = 200) -> Response[NewsEnvelope]:
    return Response(
        envelope, status_code=status_code, headers={"ETag": etag(envelope.news.revision)}
    )


class NewsController(Controller):
    path = "/v1/news"
    tags = ["news"]
    security = SECURITY

    @post(
        "/",
        summary="Write a news item",
        description="Needs news:write in the feed (and news:publish to publish it at once). "
        "The feed is `platform`, `service:<id>` or `extension:<id>` of an existing service "
        "or extension (else 400 `news.unknown_feed`). An optional poll follows the shared "
        "poll rules with `durationMs` required.",
        status_code=201,
        request_max_body_size=LARGE,
        access=scope(NEWS_WRITE),
        response_headers=[ETAG],
    )
    async def create_news(
        self, data: JSONBody[NewsIn], principal: Inject[Principal], news: Inject[News]
    ) -> Response[NewsEnvelope]:
        view = await news.items.create(principal, data.draft())
        return _tagged(NewsEnvelope(news_out(view)), 201)

    @get(
        "/",
        summary="News as I may see it",
        description="Needs news:read. A writer of the feed (news:write in it, or globally "
        "without `feed`) sees every item, drafts and scheduled ones too, newest first "
        "(`status` filters); anyone else the published, released items, latest release "
        "first. Polls show per-option counts and my own vote.",
        access=scope(NEWS_READ),
    )
    async def list_news(
        self,
        principal: Inject[Principal],
        news: Inject[News],
        feed: FeedParam = None,
        status: Annotated[StatusName | None, QueryParameter()] = None,
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> NewsListOut:
        page = await news.items.page(
            principal, feed, NewsStatus(status) if status else None, limit, cursor
        )
        return news_list_out(page)

    @get(
        "/feed",
        summary="Released news of the feeds I follow",
        description="Needs news:read. Latest release first. With `sinceMs` (the `stampMs` "
        "of your last answer) and no cursor, an unchanged feed answers `{notModified: "
        "true, items: []}` cheaply. Changes are items published, edited, unpublished or "
        "released in a followed feed, and changes of the follows; votes are not.",
        access=scope(NEWS_READ),
    )
    async def get_news_feed(
        self,
        principal: Inject[Principal],
        news: Inject[News],
        since_ms: Annotated[int | None, QueryParameter(name="sinceMs", ge=0, le=MAX_MS)] = None,
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> FeedOut:
        return feed_out(await news.feed.page(principal, since_ms, limit, cursor))

    @get(
        "/follows",
        summary="The feeds I follow",
        description="Needs news:read.",
        access=scope(NEWS_READ),
    )
    async def get_news_follows(
        self, principal: Inject[Principal], news: Inject[News]
    ) -> FollowsOut:
        return follows_out(await news.follows.get(principal))

    @put(
        "/follows",
        summary="Replace the feeds I follow",
        description="Needs news:interact. At most 50 feeds, each `platform` or an existing "
        "`service:<id>` / `extension:<id>` (else 400 `news.unknown_feed` naming it).",
        request_max_body_size=TEXT,
        access=scope(NEWS_INTERACT),
    )
    async def set_news_follows(
        self, data: JSONBody[FollowsIn], principal: Inject[Principal], news: Inject[News]
    ) -> FollowsOut:
        return follows_out(await news.follows.put(principal, data.feeds))

    @get(
        "/{news_id:str}",
        summary="One news item",
        description="Needs news:read. Released items to anyone; drafts and scheduled ones to "
        "the feed's writers (404 to others). Its revision is the `ETag`.",
        access=scope(NEWS_READ),
        response_headers=[ETAG],
    )
    async def get_news(
        self, news_id: FromPath[ObjectIdStr], principal: Inject[Principal], news: Inject[News]
    ) -> Response[NewsEnvelope]:
        return _tagged(NewsEnvelope(news_out(await news.items.get(principal, news_id))))

    @patch(
        "/{news_id:str}",
        summary="Change a news item (merge patch)",
        description="Needs news:write in its feed; `status` and, once published, `releaseAt` "
        "need news:publish. A released item keeps its feed and release time (409 "
        "`news.already_released`); a poll changes only on a draft (409 `news.poll_locked`), "
        "and replacing it drops its votes. `If-Match` with the ETag read: 412 when stale.",
        responses=problems(409, 412),
        request_max_body_size=LARGE,
        access=scope(NEWS_WRITE),  # status: publish too
        response_headers=[ETAG],
    )
    async def patch_news(
        self,
        news_id: FromPath[ObjectIdStr],
        data: JSONBody[NewsPatch],
        principal: Inject[Principal],
        news: Inject[News],
        if_match: IfMatch = None,
    ) -> Response[NewsEnvelope]:
        view = await news.items.update(
            principal, news_id, data.changes(), expected_revision(if_match)
        )
        return _tagged(NewsEnvelope(news_out(view)))

    @post(
        "/{news_id:str}/poll/vote",
        summary="Vote on a news item's poll (or change my vote)",
        description="Needs news:interact. Only on published, released items whose poll is "
        "open (409 `polls.closed` after `expiresAt`); one vote per user, and voting again "
        "changes it. Answers the item with the exact counts.",
        status_code=200,
        responses=problems(409),
        request_max_body_size=SMALL,
        access=scope(NEWS_INTERACT),
    )
    async def vote_news_poll(
        self,
        news_id: FromPath[ObjectIdStr],
        data: JSONBody[VoteIn],
        principal: Inject[Principal],
        news: Inject[News],
    ) -> NewsEnvelope:
        return NewsEnvelope(news_out(await news.polls.vote(principal, news_id, data.option)))
