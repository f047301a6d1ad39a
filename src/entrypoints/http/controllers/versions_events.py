"""The events clients reported, and their counts per release and kind (docs/versions.md,
"Client events")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.params import QueryParameter

from application.identity.principal import Principal
from application.versions.area import Versions
from application.versions.ports import EventFilter
from domain.shared.time import from_millis
from domain.versions.events import EventKind
from domain.versions.nodes import VERSIONS_TRACK
from domain.versions.release import QUERY_FIELDS, release_scope
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.versions import EventKindName, EventsOut, ScopeType, events_out
from entrypoints.http.route_access import scope

MAX_MS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z


class VersionEventsController(Controller):
    path = "/v1/versions/events"
    tags = ["versions"]
    security = SECURITY

    @get(
        "/",
        summary="Client events of a scope, newest first, with their counts",
        description="Needs versions:track in the scope. Filter by `releaseId`, `kind` and "
        "`sinceMs` (received since; counts from the start of that hour). `counts`: per "
        "release and kind; `hours` (with `byHour=true`): the same per hour, so a crash spike "
        "after a roll-forward shows.",
        access=scope(VERSIONS_TRACK),
    )
    async def list_version_events(
        self,
        principal: Inject[Principal],
        versions: Inject[Versions],
        scope_type: Annotated[ScopeType, QueryParameter(name="scopeType")],
        scope_id: Annotated[str, QueryParameter(name="scopeId", min_length=1, max_length=128)],
        release_id: Annotated[ObjectIdStr | None, QueryParameter(name="releaseId")] = None,
        kind: Annotated[EventKindName | None, QueryParameter()] = None,
        since_ms: Annotated[int | None, QueryParameter(name="sinceMs", ge=0, le=MAX_MS)] = None,
        by_hour: Annotated[bool, QueryParameter(name="byHour")] = False,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> EventsOut:
        where = EventFilter(
            scope=release_scope(scope_type, scope_id, QUERY_FIELDS),
            release_id=release_id,
            kind=EventKind(kind) if kind else None,
            since=from_millis(since_ms) if since_ms is not None else None,
        )
        page = await versions.events.page(principal, where, by_hour, limit, cursor)
        return events_out(page)
