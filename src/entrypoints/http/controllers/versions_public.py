"""What clients call without signing in: resolve, and reporting events (docs/versions.md,
"Resolve" and "Client events")."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import JSONBody, QueryParameter

from application.versions.area import Versions
from bootstrap.settings import Settings
from domain.versions.release import QUERY_FIELDS, release_scope
from entrypoints.http.client_ip import request_ip
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.versions import (
    EventsIn,
    IngestOut,
    ResolveOut,
    ScopeType,
    ingest_out,
    resolve_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfNoneMatch, matches
from entrypoints.http.route_access import PUBLIC

EVENTS_BODY_MAX = 512 * 1024  # 100 events of at most 2 KiB of data each, and their fields


class PublicVersionsController(Controller):
    path = "/v1/public/versions"
    tags = ["versions"]

    @get(
        "/resolve",
        summary="What this client should run",
        description="The release active on the channel of the scope, or, during a staged "
        "rollout, the release kept for clients outside it (by a stable hash of `clientId`; "
        "without one, the kept release). `mustUpdate`: `current` is below the release's "
        "minimum supported build. Public and cacheable: `ETag` and `Cache-Control`; 304 "
        "when `If-None-Match` names the current answer. 404 `versions.not_resolved` when "
        "the channel has no active release.",
        responses={
            304: ResponseSpec(None, description="Not modified: the answer you have"),
            **problems(404),
        },
        access=PUBLIC,
        response_headers=[ETAG],
    )
    async def resolve_version(
        self,
        settings: Inject[Settings],
        versions: Inject[Versions],
        scope_type: Annotated[ScopeType, QueryParameter(name="scopeType")],
        scope_id: Annotated[str, QueryParameter(name="scopeId", min_length=1, max_length=128)],
        channel: Annotated[str, QueryParameter(min_length=1, max_length=32)],
        current: Annotated[
            str | None,
            QueryParameter(max_length=60, description="the build id the client runs"),
        ] = None,
        client_id: Annotated[
            str | None,
            QueryParameter(
                name="clientId", max_length=128, description="a stable id of this install"
            ),
        ] = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[ResolveOut]:
        resolution = await versions.resolver.resolve(
            release_scope(scope_type, scope_id, QUERY_FIELDS), channel, current, client_id
        )
        tag = f'"{resolution.tag}"'
        headers = {
            "ETag": tag,
            "Cache-Control": f"public, max-age={settings.versions.versions_resolve_max_age}",
        }
        if matches(if_none_match, tag):
            return Response(None, status_code=304, headers=headers)  # type: ignore[arg-type]
        return Response(resolve_out(resolution), headers=headers)

    @post(
        "/events",
        summary="Report what happened to releases (install, start, crash ...)",
        description="No sign-in. 1..100 events a request (the body at most 512 KiB, else "
        "413), each naming its scope and build; `data` at most 2 KiB. Idempotent: an event "
        "whose `eventId` this `clientId` sent before is counted as a duplicate, not stored "
        "again. Events naming a build that is no published release of that scope are "
        "dropped (`unknown`). Rate limited per address (policy `version_events`, 429).",
        status_code=202,
        request_max_body_size=EVENTS_BODY_MAX,
        responses=problems(413, 429),
        access=PUBLIC,  # rate limited per address
    )
    async def report_version_event(
        self,
        data: JSONBody[EventsIn],
        request: Request[Any, Any, Any],
        settings: Inject[Settings],
        versions: Inject[Versions],
    ) -> IngestOut:
        result = await versions.events.ingest(
            request_ip(request, settings.server.trusted_proxies),
            data.client_id,
            [event.domain() for event in data.events],
        )
        return ingest_out(result)
