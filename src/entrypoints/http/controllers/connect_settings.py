"""Settings of a server per source: read, write (a new revision each time), history."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec
from litestar import Controller, get, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.connect.settings import KEEP
from application.shared.sentinels import Keep
from bootstrap.core import Core
from domain.connect.schema import Schema
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, EITHER_SECURITY, AnyCaller
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.schema import schema_in
from entrypoints.http.dto.connect.settings import (
    SettingsEnvelope,
    SettingsListOut,
    SettingsPut,
    settings_entry_out,
)

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
    )
    async def current(
        self,
        server_id: FromPath[UUID],
        caller: Inject[AnyCaller],
        core: Inject[Core],
        source: SourceQuery = None,
    ) -> SettingsListOut:
        entries = await core.connect.settings.current(caller, server_id, source)
        return SettingsListOut([settings_entry_out(e) for e in entries])

    @put(
        "",
        summary="Store settings of a source (a new revision)",
        description="Server auth, or a platform token with connect:settings:write. Without "
        "`schema` the source's current schema stays; `schema: null` removes it. Data must fit "
        "the schema in effect. Published on the server's stream as settings.updated.",
        security=EITHER_SECURITY,
    )
    async def put_settings(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[SettingsPut],
        caller: Inject[AnyCaller],
        core: Inject[Core],
    ) -> SettingsEnvelope:
        schema: Schema | Keep | None
        if data.schema is msgspec.UNSET:
            schema = KEEP
        else:
            schema = schema_in(data.schema) if data.schema is not None else None
        entry = await core.connect.settings.put(
            caller,
            server_id,
            data.source,
            data.data,
            schema,
            None if data.schema_version is msgspec.UNSET else data.schema_version,
        )
        return SettingsEnvelope(settings_entry_out(entry))

    @get(
        "/history",
        summary="Earlier revisions, newest first",
        security=EITHER_SECURITY,
    )
    async def history(
        self,
        server_id: FromPath[UUID],
        caller: Inject[AnyCaller],
        core: Inject[Core],
        source: SourceQuery = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 is clamped")
        ] = None,
    ) -> SettingsListOut:
        entries = await core.connect.settings.history(caller, server_id, source, limit)
        return SettingsListOut([settings_entry_out(e) for e in entries])
