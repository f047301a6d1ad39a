"""Releases: a scope's channels with their active release, and a rollback to the release a
channel had before its last move, after a confirmation step. The same use cases as
/v1/versions/channels/active and /v1/versions/channels/moves (versions:read and
versions:publish in the scope)."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode

from litestar import Controller, Request, Response, get, post
from litestar.params import QueryParameter

from domain.shared.errors import InvalidInput
from domain.versions.channel import FULL
from domain.versions.release import release_scope
from entrypoints.console.forms import submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import SMALL
from entrypoints.http.route_access import PUBLIC

FIELDS = ("type", "id")
Text = Annotated[str | None, QueryParameter(max_length=64)]
Notice = Annotated[str | None, QueryParameter(max_length=32)]
NOTICES = {"rolled-back": "The channel is rolled back.", "moved": "The channel is moved."}


def _page(scope_type: str, scope_id: str, **more: str) -> str:
    return "/console/releases?" + urlencode({"type": scope_type, "id": scope_id, **more})


class ConsoleReleasesController(Controller):
    path = "/console/releases"

    @get("/", access=PUBLIC)
    async def console_releases(
        self,
        request: Request[Any, Any, Any],
        scope_type: Annotated[str | None, QueryParameter(name="type", max_length=16)] = None,
        scope_id: Annotated[str | None, QueryParameter(name="id", max_length=64)] = None,
        notice: Notice = None,
    ) -> Response[str]:
        me = await operator_of(request)
        versions = core_of(request).versions
        rows = releases = None
        if scope_type and scope_id:
            scope = release_scope(scope_type, scope_id, FIELDS)
            found = await versions.releases.page(me.principal, scope, None, None, 50, None)
            releases = [r for r in found.items if r.status.activatable]
            rows = []
            for view in await versions.channels.active(me.principal, scope, None):
                last = await versions.channels.moves(
                    me.principal, scope, view.pointer.channel, 1, None
                )
                back_to = last.items[0].from_release_id if last.items else None
                rows.append((view, back_to))
        return render(
            "releases.html",
            me=me,
            section="releases",
            scope_type=scope_type or "service",
            scope_id=scope_id or "",
            rows=rows,
            releases=releases,
            notice=NOTICES.get(notice or ""),
        )

    @get("/rollback", access=PUBLIC)
    async def console_confirm_rollback(
        self,
        request: Request[Any, Any, Any],
        scope_type: Annotated[str, QueryParameter(name="type", max_length=16)],
        scope_id: Annotated[str, QueryParameter(name="id", max_length=64)],
        channel: Annotated[str, QueryParameter(max_length=64)],
        release: Annotated[str, QueryParameter(max_length=64)],
    ) -> Response[str]:
        me = await operator_of(request)
        versions = core_of(request).versions
        scope = release_scope(scope_type, scope_id, FIELDS)
        views = await versions.channels.active(me.principal, scope, channel)
        if not views:
            raise InvalidInput("no such channel in this scope", field="channel")
        target = await versions.releases.get(me.principal, release)
        return render(
            "rollback.html",
            me=me,
            section="releases",
            view=views[0],
            target=target,
            scope_type=scope_type,
            scope_id=scope_id,
        )

    @post("/rollback", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_rollback(self, request: Request[Any, Any, Any]) -> Response[str]:
        form = await submitted(request)
        scope = release_scope(form.text("type"), form.text("id"), FIELDS)
        revision = form.text("revision")
        await core_of(request).versions.channels.move(
            form.operator.principal,
            scope,
            form.text("channel"),
            form.text("release"),
            FULL,
            form.optional("reason"),
            int(revision) if revision.isdigit() else None,
        )
        return see_other(_page(form.text("type"), form.text("id"), notice="rolled-back"))

    @post("/move", access=PUBLIC, request_max_body_size=SMALL, status_code=303)
    async def console_move_channel(self, request: Request[Any, Any, Any]) -> Response[str]:
        """A channel to a release, for a share of the clients (a staged rollout) or all."""
        form = await submitted(request)
        scope = release_scope(form.text("type"), form.text("id"), FIELDS)
        percent = form.text("percent") or str(FULL)
        if not percent.isdigit():
            raise InvalidInput("a whole percentage, 1 to 100", field="percent")
        await core_of(request).versions.channels.move(
            form.operator.principal,
            scope,
            form.text("channel"),
            form.text("release"),
            int(percent),
            form.optional("reason"),
        )
        return see_other(_page(form.text("type"), form.text("id"), notice="moved"))
