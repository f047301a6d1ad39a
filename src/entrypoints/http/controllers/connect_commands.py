"""Commands: dash creates and lists them; the server polls and acknowledges them."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.connect.area import Connect
from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from application.ports import Clock
from domain.connect.command import AckStatus
from domain.connect.nodes import COMMANDS_READ, COMMANDS_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE
from entrypoints.http.connect_auth import (
    CONNECT_DEPENDENCIES,
    EITHER_SECURITY,
    SERVER_SECURITY,
    AnyCaller,
)
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.connect.commands import (
    AckIn,
    CommandEnvelope,
    CommandIn,
    CommandsOut,
    command_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import SERVER, scope


class ConnectCommandsController(Controller):
    path = "/v1/connect/servers/{server_id:uuid}/commands"
    tags = ["connect: commands"]
    dependencies = CONNECT_DEPENDENCIES

    @post(
        "",
        summary="Send a command to the server (dash)",
        description="Needs connect:commands:write; an action extension:<extensionId>:<actionId> "
        "also needs svc.connect.extensions.<extensionId>, must be published by the server, "
        "and its payload must fit the action's schema.",
        status_code=201,
        security=SECURITY,
        responses=problems(409),
        request_max_body_size=LARGE,
        access=scope(COMMANDS_WRITE),
    )
    async def create_command(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[CommandIn],
        principal: Inject[Principal],
        clock: Inject[Clock],
        connect: Inject[Connect],
    ) -> CommandEnvelope:
        commands = connect.commands
        command = await commands.create(principal, server_id, data.action, data.payload)
        return CommandEnvelope(command_out(command, clock.now(), commands.ttl))

    @get(
        "",
        summary="The server's pending commands (server auth), or recent commands (dash)",
        description="With server auth: pending, unexpired commands, oldest first. With a "
        "platform token (connect:commands:read): every status, newest first, paged by "
        "nextCursor.",
        security=EITHER_SECURITY,
        access=scope(COMMANDS_READ, servers_too=True),
    )
    async def list_commands(
        self,
        server_id: FromPath[UUID],
        caller: Inject[AnyCaller],
        clock: Inject[Clock],
        connect: Inject[Connect],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 is clamped")
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(max_length=64, description="nextCursor of a dash page")
        ] = None,
    ) -> CommandsOut:
        commands = connect.commands
        now = clock.now()
        if isinstance(caller, ServerCredentials):
            pending = await commands.pending(caller, server_id, limit)
            return CommandsOut([command_out(c, now, commands.ttl) for c in pending])
        page, next_cursor = await commands.recent(caller, server_id, limit, cursor)
        return CommandsOut([command_out(c, now, commands.ttl) for c in page], next_cursor)

    @post(
        "/{command_id:str}/ack",
        summary="Acknowledge a command (server auth)",
        description="Once: a second acknowledgement is 409, an expired command 410, another "
        "server's command 404.",
        status_code=200,
        security=SERVER_SECURITY,
        responses=problems(409, 410),
        request_max_body_size=LARGE,
        access=SERVER,
    )
    async def acknowledge_command(
        self,
        server_id: FromPath[UUID],
        command_id: FromPath[ObjectIdStr],
        data: JSONBody[AckIn],
        server: Inject[ServerCredentials],
        clock: Inject[Clock],
        connect: Inject[Connect],
    ) -> CommandEnvelope:
        commands = connect.commands
        command = await commands.acknowledge(
            server, server_id, command_id, AckStatus(data.status), data.result
        )
        return CommandEnvelope(command_out(command, clock.now(), commands.ttl))
