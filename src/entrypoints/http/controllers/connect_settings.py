"""Settings of a server per source: read, write or merge-patch (a new revision each time,
with optimistic concurrency: ETag and If-Match), history."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Response, get, patch, put
from litestar.openapi.spec import Example
from litestar.params import Body, FromPath, HeaderParameter, JSONBody, QueryParameter

from application.connect.area import Connect
from application.connect.settings import KEEP
from application.shared.sentinels import Keep
from domain.connect.nodes import SETTINGS_READ, SETTINGS_WRITE
from domain.connect.schema import Schema
from domain.connect.settings import SettingsEntry
from entrypoints.http.body_limits import SETTINGS
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, EITHER_SECURITY, AnyCaller
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.schema import schema_in
from entrypoints.http.dto.connect.settings import (
    SettingsEnvelope,
    SettingsListOut,
    SettingsPut,
    settings_entry_out,
)
from entrypoints.http.etags import if_match_revision, revision_etag
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG
from entrypoints.http.route_access import scope

MERGE_PATCH = "application/merge-patch+json"
MERGE_PATCH_EXAMPLES = [
    Example(
        summary="Turn PvP off and drop the MOTD",
        value={"pvp": False, "motd": None},
    )
]
IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        max_length=64,
        description='the ETag you read (`"<revision>"`): store only onto that revision',
    ),
]
SourceQuery = Annotated[
    str | None,
    QueryParameter(min_length=1, max_length=64, description="an extension id, or 'connect'"),
]


class ConnectSettingsController(Controller):
    path = "/v1/connect/servers/{server_id:uuid}/settings"
    tags = ["connect: settings"]
    dependencies = CONNECT_DEPENDENCIES

    @get(
        "",
        summary="Current settings of every source, or of one",
        description="Server auth, or a platform token with connect:settings:read.",
        security=EITHER_SECURITY,
        access=scope(SETTINGS_READ, servers_too=True),
        response_headers=[ETAG],
    )
    async def get_server_settings(
        self,
        server_id: FromPath[UUID],
        caller: Inject[AnyCaller],
        connect: Inject[Connect],
        source: SourceQuery = None,
    ) -> Response[SettingsListOut]:
        entries = await connect.settings.current(caller, server_id, source)
        headers = {"ETag": revision_etag(entries[0].revision)} if source and entries else {}
        return Response(SettingsListOut([settings_entry_out(e) for e in entries]), headers=headers)

    @put(
        "",
        summary="Store settings of a source (a new revision)",
        description="Server auth, or a platform token with connect:settings:write. Replaces "
        "the source's `data` (use PATCH to change some members). Without `schema` the "
        "source's current schema stays; `schema: null` removes it. Data must fit the schema "
        'in effect. `If-Match: "<revision>"` (the ETag you read) stores only if that is '
        "still the current revision, else 412 `connect.settings_changed`. Answers the new "
        "revision as `ETag`. Published on the server's stream as settings.updated.",
        security=EITHER_SECURITY,
        responses=problems(412),
        request_max_body_size=SETTINGS,
        access=scope(SETTINGS_WRITE, servers_too=True),
        response_headers=[ETAG],
    )
    async def put_server_settings(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[SettingsPut],
        caller: Inject[AnyCaller],
        connect: Inject[Connect],
        if_match: IfMatch = None,
    ) -> Response[SettingsEnvelope]:
        schema: Schema | Keep | None
        if data.schema is msgspec.UNSET:
            schema = KEEP
        else:
            schema = schema_in(data.schema) if data.schema is not None else None
        entry = await connect.settings.put(
            caller,
            server_id,
            data.source,
            data.data,
            schema,
            None if data.schema_version is msgspec.UNSET else data.schema_version,
            if_match_revision(if_match),
        )
        return _answer(entry)

    @patch(
        "",
        summary="Change some members of a source's settings (JSON Merge Patch)",
        description="Server auth, or a platform token with connect:settings:write. The body "
        "is a JSON Merge Patch (RFC 7396) of the source's `data`: members it names change, "
        '`null` removes one, the rest stay (`{"pvp": false}` keeps `mode`). The schema '
        "stays and checks the result. With `If-Match` only onto that revision (else 412); "
        "without it, onto whatever is current. A new revision, answered as `ETag`, and one "
        "settings.updated on the stream.",
        security=EITHER_SECURITY,
        responses=problems(412),
        request_max_body_size=SETTINGS,
        access=scope(SETTINGS_WRITE, servers_too=True),
        response_headers=[ETAG],
    )
    async def patch_server_settings(
        self,
        server_id: FromPath[UUID],
        data: Annotated[
            dict[str, Any], Body(media_type=MERGE_PATCH, examples=MERGE_PATCH_EXAMPLES)
        ],
        caller: Inject[AnyCaller],
        connect: Inject[Connect],
        source: Annotated[
            str, QueryParameter(min_length=1, max_length=64, description="the source to patch")
        ],
        if_match: IfMatch = None,
    ) -> Response[SettingsEnvelope]:
        entry = await connect.settings.patch(
            caller, server_id, source, data, if_match_revision(if_match)
        )
        return _answer(entry)

    @get(
        "/history",
        summary="Earlier revisions, newest first",
        description="Earlier revisions of the server's settings, newest first, for one source or "
        "all; up to `limit`.",
        security=EITHER_SECURITY,
        access=scope(SETTINGS_READ, servers_too=True),
    )
    async def list_settings_history(
        self,
        server_id: FromPath[UUID],
        caller: Inject[AnyCaller],
        connect: Inject[Connect],
        source: SourceQuery = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 is clamped")
        ] = None,
    ) -> SettingsListOut:
        entries = await connect.settings.history(caller, server_id, source, limit)
        return SettingsListOut([settings_entry_out(e) for e in entries])


def _answer(entry: SettingsEntry) -> Response[SettingsEnvelope]:
    return Response(
        SettingsEnvelope(settings_entry_out(entry)), headers={"ETag": revision_etag(entry.revision)}
    )
