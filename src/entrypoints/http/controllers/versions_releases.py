"""Releases of services and extensions (docs/versions.md, "Releases")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, delete, get, patch, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.versions.area import Versions
from domain.versions.nodes import VERSIONS_READ, VERSIONS_WRITE
from domain.versions.release import QUERY_FIELDS, ReleaseStatus, release_scope
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.versions import (
    ReleaseEnvelope,
    ReleaseIn,
    ReleasePatch,
    ReleasesOut,
    ScopeType,
    StatusName,
    release_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]
ScopeTypeParam = Annotated[ScopeType | None, QueryParameter(name="scopeType")]
ScopeIdParam = Annotated[str | None, QueryParameter(name="scopeId", min_length=1, max_length=128)]
ChannelParam = Annotated[str | None, QueryParameter(min_length=1, max_length=32)]


def _tagged(envelope: ReleaseEnvelope, status_code: int = 200) -> Response[ReleaseEnvelope]:
    return Response(
        envelope, status_code=status_code, headers={"ETag": etag(envelope.release.revision)}
    )


class ReleasesController(Controller):
    path = "/v1/versions/releases"
    tags = ["versions"]
    security = SECURITY

    @get(
        "/",
        summary="Releases, newest first",
        description="Filter by scope (`scopeType` and `scopeId` together), by `channel` "
        "(releases that channel ever pointed at) and by `status`. Needs versions:read in the "
        "scope, or globally without one.",
        access=scope(VERSIONS_READ),
    )
    async def list_releases(
        self,
        principal: Inject[Principal],
        versions: Inject[Versions],
        scope_type: ScopeTypeParam = None,
        scope_id: ScopeIdParam = None,
        channel: ChannelParam = None,
        status: Annotated[StatusName | None, QueryParameter()] = None,
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> ReleasesOut:
        scope = None
        if scope_type is not None or scope_id is not None:
            scope = release_scope(scope_type or "", scope_id or "", QUERY_FIELDS)
        page = await versions.releases.page(
            principal,
            scope,
            channel,
            ReleaseStatus(status) if status else None,
            limit,
            cursor,
        )
        return ReleasesOut([release_out(r) for r in page.items], page.next_cursor)

    @post(
        "/",
        summary="Create a release",
        description="Needs versions:write in the scope (and versions:publish to create it "
        "published). The scope must be a registered service or a catalogued extension "
        "(else 400 `versions.unknown_scope`); the build id is unique per scope (409 "
        "`versions.build_id_taken`). Answers the release's revision as `ETag`.",
        status_code=201,
        responses=problems(409),
        request_max_body_size=LARGE,
        access=scope(VERSIONS_WRITE),
        response_headers=[ETAG],
    )
    async def create_release(
        self, data: JSONBody[ReleaseIn], principal: Inject[Principal], versions: Inject[Versions]
    ) -> Response[ReleaseEnvelope]:
        release = await versions.releases.create(principal, data.draft())
        return _tagged(ReleaseEnvelope(release_out(release)), 201)

    @get(
        "/{release_id:str}",
        summary="One release",
        description="Needs versions:read in its scope. Its revision is the `ETag`.",
        access=scope(VERSIONS_READ),
        response_headers=[ETAG],
    )
    async def get_release(
        self,
        release_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        versions: Inject[Versions],
    ) -> Response[ReleaseEnvelope]:
        release = await versions.releases.get(principal, release_id)
        return _tagged(ReleaseEnvelope(release_out(release)))

    @patch(
        "/{release_id:str}",
        summary="Change a release (merge patch)",
        description="Notes, build id and artifacts (these two while a draft), minimum "
        "supported build (needs versions:write); `status` (needs versions:publish): draft -> "
        "published -> deprecated (and back) or revoked. Revoking moves every channel "
        "pointing at it back (docs/versions.md). `If-Match` with the ETag read: 412 when "
        "stale.",
        responses=problems(409, 412),
        request_max_body_size=LARGE,
        access=scope(VERSIONS_WRITE),  # status: publish too
        response_headers=[ETAG],
    )
    async def patch_release(
        self,
        release_id: FromPath[ObjectIdStr],
        data: JSONBody[ReleasePatch],
        principal: Inject[Principal],
        versions: Inject[Versions],
        if_match: IfMatch = None,
    ) -> Response[ReleaseEnvelope]:
        release = await versions.releases.update(
            principal, release_id, data.changes(), expected_revision(if_match)
        )
        return _tagged(ReleaseEnvelope(release_out(release)))

    @delete(
        "/{release_id:str}",
        summary="Delete a draft release",
        description="Needs versions:write; only drafts (else 409 `versions.not_draft`).",
        responses=problems(409, 412),
        access=scope(VERSIONS_WRITE),
    )
    async def delete_release(
        self,
        release_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        versions: Inject[Versions],
        if_match: IfMatch = None,
    ) -> None:
        await versions.releases.delete(principal, release_id, expected_revision(if_match))
