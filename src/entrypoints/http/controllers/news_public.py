"""Published, released news for anyone (docs/news.md, "Lists")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.params import QueryParameter

from application.news.area import News
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor
from entrypoints.http.dto.news import Feed, NewsListOut, news_list_out
from entrypoints.http.route_access import PUBLIC


class PublicNewsController(Controller):
    path = "/v1/public/news"
    tags = ["news"]

    @get(
        "/",
        summary="Published, released news",
        description="No sign-in. Latest release first, one feed (`feed`) or all; polls show "
        "their counts (no viewer selection).",
        access=PUBLIC,
    )
    async def list_public_news(
        self,
        news: Inject[News],
        feed: Annotated[
            Feed | None, QueryParameter(description="platform, service:<id> ...")
        ] = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> NewsListOut:
        return news_list_out(await news.items.public(feed, limit, cursor))
