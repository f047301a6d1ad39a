"""Opening a server's settings stream: who is listening, and the ``hello`` snapshot."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.callers import same_server
from application.connect.commands import COMMAND_LIMIT
from application.connect.ports import CommandReader, SettingsReader
from application.connect.server_auth import ServerAuthenticator
from application.identity.principal import Principal
from application.ports import Clock
from domain.connect.command import Command
from domain.connect.nodes import COMMANDS_READ, SETTINGS_READ
from domain.connect.settings import SettingsEntry


@dataclass(frozen=True, slots=True)
class StreamSession:
    server_id: UUID
    is_server: bool
    """True for the server itself, False for a dash user."""
    wants_commands: bool


@dataclass(frozen=True, slots=True)
class Hello:
    server_id: UUID
    settings: list[SettingsEntry]
    commands: list[Command] | None
    """The server's pending commands (for the server only): those created while it was away."""


class SettingsStream:
    def __init__(
        self,
        auth: ServerAuthenticator,
        access: ServerAccess,
        settings: SettingsReader,
        commands: CommandReader,
        clock: Clock,
        command_ttl: timedelta,
    ) -> None:
        self._auth = auth
        self._access = access
        self._settings = settings
        self._commands = commands
        self._clock = clock
        self._ttl = command_ttl

    async def for_server(
        self, server_id: UUID, presented_id: str | None, secret: str | None, ip: str
    ) -> StreamSession:
        same_server(await self._auth.authenticate(presented_id, secret, ip), server_id)
        return StreamSession(server_id, is_server=True, wants_commands=True)

    async def for_user(self, principal: Principal, server_id: UUID) -> StreamSession:
        """Dash needs settings read; command events come too when it may read commands."""
        server = await self._access.require(principal, server_id, SETTINGS_READ)
        commands = await self._access.may(principal, server, COMMANDS_READ)
        return StreamSession(server_id, False, wants_commands=commands)

    async def hello(self, session: StreamSession) -> Hello:
        settings = await self._settings.current(session.server_id)
        commands = None
        if session.is_server:
            not_before = self._clock.now() - self._ttl
            commands = await self._commands.pending(
                session.server_id, not_before, COMMAND_LIMIT.maximum
            )
        return Hello(session.server_id, settings, commands)
