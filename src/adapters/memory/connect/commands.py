from __future__ import annotations

import copy
from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table
from application.connect.ports import CommandCursor
from domain.connect.command import Acknowledgement, Command

COMMANDS = Table[str, Command]("connect_commands")


def _pending(commands: dict[str, Command], server_id: UUID, not_before: datetime) -> list[Command]:
    found = [
        c
        for c in commands.values()
        if c.server_id == server_id and c.ack is None and c.created_at > not_before
    ]
    return sorted(found, key=lambda c: (c.created_at, c.id))


class MemoryCommandRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, command: Command) -> None:
        self._tx.write(COMMANDS)[command.id] = copy.deepcopy(command)

    async def get(self, server_id: UUID, command_id: str) -> Command | None:
        found = self._tx.read(COMMANDS).get(command_id)
        return copy.deepcopy(found) if found and found.server_id == server_id else None

    async def acknowledge(
        self, server_id: UUID, command_id: str, ack: Acknowledgement, not_before: datetime
    ) -> bool:
        found = self._tx.read(COMMANDS).get(command_id)
        if (
            found is None
            or found.server_id != server_id
            or found.ack is not None
            or found.created_at <= not_before
        ):
            return False
        self._tx.write(COMMANDS)[command_id] = replace(found, ack=copy.deepcopy(ack))
        return True

    async def count_pending(self, server_id: UUID, not_before: datetime, cap: int) -> int:
        return min(cap, len(_pending(self._tx.read(COMMANDS), server_id, not_before)))


class MemoryCommandReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def pending(self, server_id: UUID, not_before: datetime, limit: int) -> list[Command]:
        found = _pending(self._tables[COMMANDS], server_id, not_before)[:limit]
        return copy.deepcopy(found)

    async def recent(
        self, server_id: UUID, before: CommandCursor | None, limit: int
    ) -> list[Command]:
        found = [
            c
            for c in self._tables[COMMANDS].values()
            if c.server_id == server_id
            and (before is None or (c.created_at, c.id) < (before.created_at, before.command_id))
        ]
        found.sort(key=lambda c: (c.created_at, c.id), reverse=True)
        return copy.deepcopy(found[:limit])
