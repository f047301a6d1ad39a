"""Extensions: the catalog (dash) and what each server publishes about its extensions."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec
from litestar import Controller, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.connect.area import Connect
from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from domain.connect.nodes import COMMANDS_READ, CONNECT_SERVERS_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE, TEXT
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, SERVER_SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.extensions import (
    ExtensionEnvelope,
    ExtensionId,
    ExtensionIn,
    ExtensionPatch,
    ExtensionsOut,
    ServerExtensionEnvelope,
    ServerExtensionIn,
    ServerExtensionsOut,
    extension_out,
    server_extension_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import SERVER, UNSCOPED, scope


class ConnectExtensionsController(Controller):
    path = "/v1/connect"
    tags = ["connect: extensions"]
    dependencies = CONNECT_DEPENDENCIES

    @get(
        "/extensions",
        summary="The extension catalog, by id",
        description="Every extension in the catalog, ordered by id, cursor-paged. Servers publish "
        "the extensions they run against these ids.",
        security=SECURITY,
        access=scope(CONNECT_SERVERS_READ),
    )
    async def list_extensions(
        self,
        principal: Inject[Principal],
        connect: Inject[Connect],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 100, above 500 is clamped")
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(max_length=64, description="nextCursor of a page")
        ] = None,
    ) -> ExtensionsOut:
        page, next_cursor = await connect.extensions.catalog(cursor, limit)
        return ExtensionsOut([extension_out(e) for e in page], next_cursor)

    @post(
        "/extensions",
        summary="Add an extension to the catalog",
        description="Adds an extension id with a name and description to the catalog; the caller "
        "becomes its creator. An id already taken is 409.",
        status_code=201,
        security=SECURITY,
        responses=problems(409),
        request_max_body_size=TEXT,
        access=UNSCOPED,
    )
    async def create_extension(
        self, data: JSONBody[ExtensionIn], principal: Inject[Principal], connect: Inject[Connect]
    ) -> ExtensionEnvelope:
        extension = await connect.extensions.create(
            principal, data.extension_id, data.name, data.description
        )
        return ExtensionEnvelope(extension_out(extension))

    @put(
        "/extensions/{extension_id:str}",
        summary="Change a catalog entry's name or description (its creator)",
        description="Changes the name and/or description of a catalog entry; only its creator "
        "may. Members left out stay as they are.",
        security=SECURITY,
        request_max_body_size=TEXT,
        access=UNSCOPED,
    )
    async def update_extension(
        self,
        extension_id: FromPath[ExtensionId],
        data: JSONBody[ExtensionPatch],
        principal: Inject[Principal],
        connect: Inject[Connect],
    ) -> ExtensionEnvelope:
        extension = await connect.extensions.update(
            principal,
            extension_id,
            name=None if data.name is msgspec.UNSET else data.name,
            description=None if data.description is msgspec.UNSET else data.description,
        )
        return ExtensionEnvelope(extension_out(extension))

    @get(
        "/servers/{server_id:uuid}/extensions",
        summary="Extensions the server published, with their actions (dash)",
        description="Needs connect:commands:read on the server.",
        security=SECURITY,
        access=scope(COMMANDS_READ),
    )
    async def list_server_extensions(
        self, server_id: FromPath[UUID], principal: Inject[Principal], connect: Inject[Connect]
    ) -> ServerExtensionsOut:
        published = await connect.extensions.of_server(principal, server_id)
        return ServerExtensionsOut([server_extension_out(p) for p in published])

    @put(
        "/servers/{server_id:uuid}/extensions/{extension_id:str}",
        summary="Publish an extension this server runs, with its actions (server auth)",
        description="A server (server auth) tells which catalog extension it runs and the actions "
        "the dash may send it as commands; publishing again replaces them.",
        security=SERVER_SECURITY,
        request_max_body_size=LARGE,
        access=SERVER,
    )
    async def publish_server_extension(
        self,
        server_id: FromPath[UUID],
        extension_id: FromPath[ExtensionId],
        data: JSONBody[ServerExtensionIn],
        server: Inject[ServerCredentials],
        connect: Inject[Connect],
    ) -> ServerExtensionEnvelope:
        published = await connect.extensions.publish(
            server, server_id, extension_id, data.name, data.description, data.domain_actions()
        )
        return ServerExtensionEnvelope(server_extension_out(published))
