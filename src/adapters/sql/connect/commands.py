from __future__ import annotations

from datetime import datetime
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.connect.rows import COMMAND_COLUMNS, command_from_row, command_values
from adapters.sql.rows import ms
from adapters.sql.tables.connect import connect_commands
from domain.connect.command import Acknowledgement, Command

commands = connect_commands
_SELECT = sa.select(*(commands.c[c] for c in COMMAND_COLUMNS))


class SqlCommandRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, command: Command) -> None:
        await self._db.execute(commands.insert().values(command_values(command)))

    async def get(self, server_id: UUID, command_id: str) -> Command | None:
        statement = _SELECT.where(commands.c.id == command_id, commands.c.server_id == server_id)
        row = (await self._db.execute(statement)).first()
        return command_from_row(row) if row else None

    async def acknowledge(
        self, server_id: UUID, command_id: str, ack: Acknowledgement, not_before: datetime
    ) -> bool:
        """One conditional UPDATE: of concurrent acknowledgements exactly one applies."""
        result = await self._db.execute(
            commands.update()
            .where(
                commands.c.id == command_id,
                commands.c.server_id == server_id,
                commands.c.status == "pending",
                commands.c.created_at > ms(not_before),
            )
            .values(
                status="acknowledged",
                ack_status=str(ack.status),
                result=ack.result,
                acknowledged_at=ms(ack.at),
            )
        )
        return result.rowcount == 1

    async def count_pending(self, server_id: UUID, not_before: datetime, cap: int) -> int:
        bounded = (
            sa.select(commands.c.id)
            .where(
                commands.c.server_id == server_id,
                commands.c.status == "pending",
                commands.c.created_at > ms(not_before),
            )
            .limit(cap)
            .subquery()
        )
        statement = sa.select(sa.func.count()).select_from(bounded)
        return int((await self._db.execute(statement)).scalar_one())
