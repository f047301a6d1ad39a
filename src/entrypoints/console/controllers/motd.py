"""Messages of the day: a scope's messages, create and edit (a stale edit shows the conflict),
and the preview of what a locale is shown now. The same use cases as /v1/motd and
/v1/motd/messages (admin:motd:manage)."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.motd.messages import MotdDraft
from domain.motd.message import motd_scope, parse_locale
from domain.shared.errors import PreconditionFailed
from entrypoints.console.forms import moment, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import TEXT
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=64)]
NOTICES = {"created": "The message is created.", "saved": "The message is saved."}


def _list_url(scope: str, scope_id: str, **more: str) -> str:
    return "/console/motd?" + urlencode({"scope": scope, "scope_id": scope_id, **more})


class ConsoleMotdController(Controller):
    path = "/console/motd"

    @get("/", access=PUBLIC)
    async def console_motd(
        self,
        request: Request[Any, Any, Any],
        scope_name: Annotated[str, QueryParameter(name="scope", max_length=16)] = "global",
        scope_id: Text = None,
        locale: Annotated[str | None, QueryParameter(max_length=35)] = None,
        notice: Text = None,
        cursor: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        motd = core_of(request).motd
        where = motd_scope(scope_name, scope_id)
        messages = await motd.page(me.principal, where, 50, cursor or None)
        preview = None
        if locale is not None:
            preview = await motd.current(where, parse_locale(locale))
        return render(
            "motd.html",
            me=me,
            section="motd",
            scope=scope_name,
            scope_id=scope_id or "",
            messages=messages.items,
            next_cursor=messages.next_cursor,
            locale=locale or "",
            preview=preview,
            notice=NOTICES.get(notice or ""),
        )

    @post("/", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_create_motd(self, request: Request[Any, Any, Any]) -> Response[str]:
        form = await submitted(request)
        where = motd_scope(form.text("scope") or "global", form.optional("scope_id"))
        draft = MotdDraft(
            where,
            parse_locale(form.optional("locale")),
            form.fields.get("text", ""),
            moment(form, "starts_at"),
            moment(form, "ends_at"),
        )
        await core_of(request).motd.create(form.operator.principal, draft)
        return see_other(
            _list_url(form.text("scope") or "global", form.text("scope_id"), notice="created")
        )

    @get("/{motd_id:str}", access=PUBLIC)
    async def console_motd_message(
        self, request: Request[Any, Any, Any], motd_id: FromPath[str]
    ) -> Response[str]:
        me = await operator_of(request)
        message = await core_of(request).motd.get(me.principal, motd_id)
        return render("motd_edit.html", me=me, section="motd", message=message, conflict=None)

    @post("/{motd_id:str}", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_edit_motd(
        self, request: Request[Any, Any, Any], motd_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        motd = core_of(request).motd
        principal = form.operator.principal
        current = await motd.get(principal, motd_id)
        revision = form.text("revision")
        draft = MotdDraft(
            current.scope,
            parse_locale(form.optional("locale")),
            form.fields.get("text", ""),
            moment(form, "starts_at"),
            moment(form, "ends_at"),
        )
        try:
            await motd.replace(
                principal, motd_id, draft, int(revision) if revision.isdigit() else None
            )
        except PreconditionFailed:
            latest = await motd.get(principal, motd_id)
            return render(
                "motd_edit.html", 409, me=form.operator, section="motd", message=latest,
                conflict=draft.text,
            )  # fmt: skip
        return see_other(_list_url(current.scope.type.value, current.scope.id, notice="saved"))
