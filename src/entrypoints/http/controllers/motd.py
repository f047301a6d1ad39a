"""Messages of the day: the public read, and their management by admins and by owners of a
network or server (docs/shop.md, "Messages of the day")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, delete, get, post, put
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.motd.messages import Messages
from domain.motd.message import motd_scope, parse_locale
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.motd import (
    CurrentOut,
    MotdIn,
    MotdListOut,
    MotdOut,
    ScopeName,
    motd_list_out,
    motd_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, IfNoneMatch, etag, expected_revision, matches
from entrypoints.http.route_access import PUBLIC, UNSCOPED

MAX_AGE = 60
ScopeParam = Annotated[ScopeName, QueryParameter(name="scope")]
ScopeIdParam = Annotated[str | None, QueryParameter(name="scopeId", max_length=64)]


def _tagged(out: MotdOut, status_code: int = 200) -> Response[MotdOut]:
    return Response(out, status_code=status_code, headers={"ETag": etag(out.revision)})


class MotdController(Controller):
    path = "/v1/motd"
    tags = ["motd"]

    @get(
        "/",
        summary="The message of the day",
        description="Public and cacheable (`ETag`, `Cache-Control: public, max-age=60`; 304 "
        "when `If-None-Match` names the current answer). The active message of the most "
        "specific scope that has one (a server, then its network, then global), in "
        "`locale` (`pt-br`, then `pt`, then the default). `message` is null when none is "
        "active.",
        responses={304: ResponseSpec(None, description="Not modified: the answer you have")},
        access=PUBLIC,
        response_headers=[ETAG],
    )
    async def get_motd(
        self,
        motd: Inject[Messages],
        scope_name: ScopeParam = "global",
        scope_id: ScopeIdParam = None,
        locale: Annotated[str | None, QueryParameter(max_length=16)] = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[CurrentOut]:
        found = await motd.current(motd_scope(scope_name, scope_id), parse_locale(locale))
        tag = f'"{found.etag}"'
        headers = {"ETag": tag, "Cache-Control": f"public, max-age={MAX_AGE}"}
        if matches(if_none_match, tag):
            return Response(None, status_code=304, headers=headers)  # type: ignore[arg-type]
        out = CurrentOut(motd_out(found.motd) if found.motd else None)
        return Response(out, headers=headers)

    @get(
        "/messages",
        summary="Messages of a scope, newest first",
        description="Needs admin:motd:manage, or owning the network or server of the scope.",
        security=SECURITY,
        access=UNSCOPED,
    )
    async def list_motd_messages(
        self,
        principal: Inject[Principal],
        motd: Inject[Messages],
        scope_name: ScopeParam = "global",
        scope_id: ScopeIdParam = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> MotdListOut:
        page = await motd.page(principal, motd_scope(scope_name, scope_id), limit, cursor)
        return motd_list_out(page)

    @post(
        "/messages",
        summary="Create a message of the day",
        description="Needs admin:motd:manage, or owning the network or server of `scope` "
        "(`global` is for admins). `text` is formatted text (the game's color codes or "
        "Markdown, shown as given), at most 1000 characters on 10 lines; `startsAt` "
        "defaults to now, `endsAt` to never.",
        status_code=201,
        security=SECURITY,
        request_max_body_size=TEXT,
        responses=problems(413),
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def create_motd_message(
        self, data: JSONBody[MotdIn], principal: Inject[Principal], motd: Inject[Messages]
    ) -> Response[MotdOut]:
        draft = data.draft(motd_scope(data.scope, data.scope_id))
        return _tagged(motd_out(await motd.create(principal, draft)), 201)

    @get(
        "/messages/{motd_id:str}",
        summary="One message of the day",
        description="For those who may manage it (else 404). Its revision is the `ETag`.",
        security=SECURITY,
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def get_motd_message(
        self, motd_id: FromPath[ObjectIdStr], principal: Inject[Principal], motd: Inject[Messages]
    ) -> Response[MotdOut]:
        return _tagged(motd_out(await motd.get(principal, motd_id)))

    @put(
        "/messages/{motd_id:str}",
        summary="Replace a message of the day",
        description="Text, locale and window (the scope stays). `If-Match` with the ETag "
        "read: 412 when stale.",
        security=SECURITY,
        request_max_body_size=TEXT,
        responses=problems(412, 413),
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def replace_motd_message(
        self,
        motd_id: FromPath[ObjectIdStr],
        data: JSONBody[MotdIn],
        principal: Inject[Principal],
        motd: Inject[Messages],
        if_match: IfMatch = None,
    ) -> Response[MotdOut]:
        current = await motd.get(principal, motd_id)
        changed = await motd.replace(
            principal, motd_id, data.draft(current.scope), expected_revision(if_match)
        )
        return _tagged(motd_out(changed))

    @delete(
        "/messages/{motd_id:str}",
        summary="Delete a message of the day",
        description="For those who may manage it. `If-Match` optional (412 when stale).",
        security=SECURITY,
        responses=problems(412),
        access=UNSCOPED,
    )
    async def delete_motd_message(
        self,
        motd_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        motd: Inject[Messages],
        if_match: IfMatch = None,
    ) -> None:
        await motd.delete(principal, motd_id, expected_revision(if_match))
