"""Commands: dash creates them, servers poll and acknowledge them (docs/connect.md,
sections 4-5)."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any
from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.callers import same_server
from application.connect.ports import (
    CommandCursor,
    CommandReader,
    EventPublisher,
    ServerCredentials,
)
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.connect.command import (
    MAX_PAYLOAD_BYTES,
    MAX_PENDING_PER_SERVER,
    MAX_RESULT_BYTES,
    Acknowledgement,
    AckStatus,
    Command,
    ExtensionActionRef,
    extension_action,
    validate_action,
)
from domain.connect.documents import check_document
from domain.connect.errors import CommandNotFound, TooManyPendingCommands, invalid
from domain.connect.events import CommandCreated
from domain.connect.nodes import COMMANDS_READ, COMMANDS_WRITE
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import from_millis, to_millis

COMMAND_LIMIT = LimitRule(default=50, maximum=200)
_CURSOR = re.compile(r"(\d{1,15})-([0-9a-f]{24})")


def encode_cursor(command: Command) -> str:
    return f"{to_millis(command.created_at)}-{command.id}"


def decode_cursor(raw: str | None) -> CommandCursor | None:
    if raw is None:
        return None
    match = _CURSOR.fullmatch(raw)
    if match is None:
        raise InvalidInput("not a cursor this API gave out", field="cursor")
    return CommandCursor(from_millis(int(match.group(1))), match.group(2))


class Commands:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: CommandReader,
        access: ServerAccess,
        events: EventPublisher,
        clock: Clock,
        ids: IdGenerator,
        ttl: timedelta,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._events = events
        self._clock = clock
        self._ids = ids
        self.ttl = ttl

    async def create(
        self, principal: Principal, server_id: UUID, action: str, payload: dict[str, Any]
    ) -> Command:
        validate_action(action)
        check_document(payload, "payload", MAX_PAYLOAD_BYTES)
        server = await self._access.require(principal, server_id, COMMANDS_WRITE)
        ref = extension_action(action)
        if ref is not None:
            await self._access.require_extension(principal, server, ref.extension_id)
        now = self._clock.now()
        command = Command(
            id=self._ids.new_object_id(),
            server_id=server_id,
            action=action,
            payload=payload,
            created_at=now,
            created_by=principal.user_id,
        )
        async with self._uow() as uow:
            if ref is not None:
                await _check_extension_payload(uow, server_id, ref, payload)
            pending = await uow.connect.commands.count_pending(
                server_id, now - self.ttl, MAX_PENDING_PER_SERVER
            )
            if pending >= MAX_PENDING_PER_SERVER:
                raise TooManyPendingCommands()
            await uow.connect.commands.add(command)
            await uow.commit()
        await self._events.publish(CommandCreated(command))
        return command

    async def pending(
        self, server: ServerCredentials, server_id: UUID, limit: int | None
    ) -> list[Command]:
        """The server's poll (of ``server_id``, its own: else 404): pending, unexpired
        commands, oldest first (one indexed read)."""
        same_server(server, server_id)
        not_before = self._clock.now() - self.ttl
        return await self._reader.pending(server.server_id, not_before, COMMAND_LIMIT.apply(limit))

    async def recent(
        self, principal: Principal, server_id: UUID, limit: int | None, cursor: str | None
    ) -> tuple[list[Command], str | None]:
        """For dash: commands of every status, newest first, and the next page's cursor."""
        limit = COMMAND_LIMIT.apply(limit)
        before = decode_cursor(cursor)
        await self._access.require(principal, server_id, COMMANDS_READ)
        page = await self._reader.recent(server_id, before, limit + 1)
        more = len(page) > limit
        page = page[:limit]
        return page, encode_cursor(page[-1]) if more else None

    async def acknowledge(
        self,
        server: ServerCredentials,
        server_id: UUID,
        command_id: str,
        status: AckStatus,
        result: dict[str, Any],
    ) -> Command:
        """Once per command, by the server it was sent to (``server_id``, its own: else 404),
        before it expires."""
        same_server(server, server_id)
        check_document(result, "result", MAX_RESULT_BYTES)
        now = self._clock.now()
        ack = Acknowledgement(AckStatus(status), result, now)
        commands_of = server.server_id
        async with self._uow() as uow:
            repo = uow.connect.commands
            if not await repo.acknowledge(commands_of, command_id, ack, now - self.ttl):
                command = await repo.get(commands_of, command_id)
                if command is None:
                    raise CommandNotFound()
                raise command.ack_refusal(now, self.ttl)
            command = await repo.get(commands_of, command_id)
            await uow.commit()
        assert command is not None
        return command


async def _check_extension_payload(
    uow: UnitOfWork, server_id: UUID, ref: ExtensionActionRef, payload: dict[str, Any]
) -> None:
    published = await uow.connect.server_extensions.get(server_id, ref.extension_id)
    action = published.action(ref.action_id) if published else None
    if action is None:
        raise invalid(
            "the server has not published this extension action",
            "action",
            "connect.unknown_extension_action",
        )
    if action.schema is not None:
        action.schema.validate(payload, "payload")
