"""Connect's hot reads on the fast read path: one indexed statement each.

- credentials: primary key of connect_servers (every server-authenticated request on a
  cache miss);
- member role: primary key of connect_members (dash requests of non-owners);
- the command poll: ix_connect_commands_server_id_status_created_at_id, a range scan that
  returns pending, unexpired commands already in order;
- dash command pages: ix_connect_commands_server_id_created_at_id, backwards;
- current settings: primary key (server_id, source) of connect_settings.
"""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from adapters.sql.connect.rows import (
    COMMAND_COLUMNS,
    SETTINGS_COLUMNS,
    command_from_row,
    settings_from_row,
)
from adapters.sql.fast_read import FastReader, Query, as_uuid, uuid_or_none
from adapters.sql.rows import flag, ms
from application.connect.ports import CommandCursor, ConnectReaders, ServerCredentials
from domain.connect.command import Command
from domain.connect.member import MemberRole
from domain.connect.server import ServerKind
from domain.connect.settings import SettingsEntry

_COMMANDS = ", ".join(COMMAND_COLUMNS)
_SETTINGS = ", ".join(SETTINGS_COLUMNS)


class SqlServerReader:
    _CREDENTIALS = Query(
        "SELECT server_id, secret_digest, kind, owner_id, network_id, is_template "
        "FROM connect_servers WHERE server_id = :server_id"
    )
    _ROLE = Query(
        "SELECT role FROM connect_members WHERE server_id = :server_id AND user_id = :user_id"
    )

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def credentials(self, server_id: UUID) -> ServerCredentials | None:
        row = await self._reader.one(self._CREDENTIALS, server_id=server_id)
        if row is None:
            return None
        found_id, digest, kind, owner_id, network_id, is_template = row
        return ServerCredentials(
            as_uuid(found_id),
            digest,
            ServerKind(kind),
            uuid_or_none(owner_id),
            uuid_or_none(network_id),
            flag(is_template),
        )

    async def member_role(self, server_id: UUID, user_id: UUID) -> MemberRole | None:
        row = await self._reader.one(self._ROLE, server_id=server_id, user_id=user_id)
        return MemberRole(row[0]) if row else None


class SqlCommandReader:
    _PENDING = Query(
        f"SELECT {_COMMANDS} FROM connect_commands "
        "WHERE server_id = :server_id AND status = 'pending' AND created_at > :not_before "
        "ORDER BY created_at, id LIMIT :limit"
    )
    _RECENT = Query(
        f"SELECT {_COMMANDS} FROM connect_commands WHERE server_id = :server_id "
        "ORDER BY created_at DESC, id DESC LIMIT :limit"
    )
    _RECENT_BEFORE = Query(
        f"SELECT {_COMMANDS} FROM connect_commands WHERE server_id = :server_id "
        "AND (created_at, id) < (:created_at, :id) "
        "ORDER BY created_at DESC, id DESC LIMIT :limit"
    )

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def pending(self, server_id: UUID, not_before: datetime, limit: int) -> list[Command]:
        rows = await self._reader.all(
            self._PENDING, server_id=server_id, not_before=ms(not_before), limit=limit
        )
        return [command_from_row(row) for row in rows]

    async def recent(
        self, server_id: UUID, before: CommandCursor | None, limit: int
    ) -> list[Command]:
        if before is None:
            rows = await self._reader.all(self._RECENT, server_id=server_id, limit=limit)
        else:
            rows = await self._reader.all(
                self._RECENT_BEFORE,
                server_id=server_id,
                created_at=ms(before.created_at),
                id=before.command_id,
                limit=limit,
            )
        return [command_from_row(row) for row in rows]


class SqlSettingsReader:
    _ALL = Query(f"SELECT {_SETTINGS} FROM connect_settings WHERE server_id = :server_id "
                 "ORDER BY source")  # fmt: skip
    _ONE = Query(
        f"SELECT {_SETTINGS} FROM connect_settings "
        "WHERE server_id = :server_id AND source = :source"
    )

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        if source is None:
            rows = await self._reader.all(self._ALL, server_id=server_id)
        else:
            rows = await self._reader.all(self._ONE, server_id=server_id, source=source)
        return [settings_from_row(row) for row in rows]


def sql_connect_readers(reader: FastReader) -> ConnectReaders:
    return ConnectReaders(
        servers=SqlServerReader(reader),
        commands=SqlCommandReader(reader),
        settings=SqlSettingsReader(reader),
    )
