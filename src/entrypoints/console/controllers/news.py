"""News: the items a writer may see (drafts too), create, edit and publish, with the
revision rule of the API's If-Match (a stale edit changes nothing and shows the conflict).
The same use cases as /v1/news (news:write, news:publish in the feed)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.news.items import NewsChanges, NewsDraft
from domain.news.errors import StaleNews
from domain.news.item import NewsStatus
from domain.shared.errors import InvalidInput
from entrypoints.console.forms import Form, moment, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import DOCUMENT
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=80)]
NOTICES = {"created": "The item is created.", "saved": "The item is saved."}


def _status(form: Form) -> NewsStatus:
    try:
        return NewsStatus(form.text("status") or "draft")
    except ValueError:
        raise InvalidInput("draft or published", field="status") from None


class ConsoleNewsController(Controller):
    path = "/console/news"

    @get("/", access=PUBLIC)
    async def console_news(
        self,
        request: Request[Any, Any, Any],
        feed: Text = None,
        notice: Text = None,
        cursor: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        items = await core_of(request).news.items.page(
            me.principal, feed or None, None, 50, cursor or None
        )
        return render(
            "news.html",
            me=me,
            section="news",
            feed=feed or "",
            items=items.items,
            next_cursor=items.next_cursor,
            notice=NOTICES.get(notice or ""),
        )

    @post("/", access=PUBLIC, request_max_body_size=DOCUMENT, status_code=303)
    async def console_create_news(self, request: Request[Any, Any, Any]) -> Response[str]:
        form = await submitted(request)
        draft = NewsDraft(
            feed=form.text("feed") or "platform",
            title=form.text("title"),
            body=form.fields.get("body", ""),
            release_at=moment(form, "release_at"),
            status=_status(form),
        )
        view = await core_of(request).news.items.create(form.operator.principal, draft)
        return see_other(f"{self.path}/{view.item.id}?notice=created")

    @get("/{news_id:str}", access=PUBLIC)
    async def console_news_item(
        self, request: Request[Any, Any, Any], news_id: FromPath[str], notice: Text = None
    ) -> Response[str]:
        me = await operator_of(request)
        view = await core_of(request).news.items.get(me.principal, news_id)
        return render(
            "news_item.html",
            me=me,
            section="news",
            view=view,
            conflict=None,
            notice=NOTICES.get(notice or ""),
        )

    @post("/{news_id:str}", access=PUBLIC, request_max_body_size=DOCUMENT, status_code=303)
    async def console_edit_news(
        self, request: Request[Any, Any, Any], news_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        items = core_of(request).news.items
        release_at = moment(form, "release_at")
        changes = NewsChanges(
            title=form.text("title"),
            body=form.fields.get("body", ""),
            release_at=release_at,
            clear_release_at=release_at is None and form.checked("had_release"),
            status=_status(form),
        )
        revision = form.text("revision")
        try:
            await items.update(
                form.operator.principal,
                news_id,
                changes,
                int(revision) if revision.isdigit() else None,
            )
        except StaleNews:
            latest = await items.get(form.operator.principal, news_id)
            return render(
                "news_item.html", 409, me=form.operator, section="news", view=latest,
                conflict=changes, notice=None,
            )  # fmt: skip
        return see_other(f"{self.path}/{news_id}?notice=saved")
