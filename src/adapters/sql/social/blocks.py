from __future__ import annotations

from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.social import blocks
from adapters.sql.upsert import upsert
from domain.social.blocks import Block


class SqlBlockRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def between(self, a: UUID, b: UUID) -> list[Block]:
        statement = sa.select(blocks.c.blocker_id, blocks.c.blocked_id, blocks.c.created_at).where(
            sa.or_(
                sa.and_(blocks.c.blocker_id == a, blocks.c.blocked_id == b),
                sa.and_(blocks.c.blocker_id == b, blocks.c.blocked_id == a),
            )
        )
        return [
            Block(as_uuid(row[0]), as_uuid(row[1]), dt_required(row[2]))
            for row in await self._db.execute(statement)
        ]

    async def add(self, block: Block) -> None:
        statement = upsert(self._db, blocks).values(
            blocker_id=block.blocker_id,
            blocked_id=block.blocked_id,
            created_at=ms(block.created_at),
        )
        await self._db.execute(statement.on_conflict_do_nothing())

    async def remove(self, blocker: UUID, blocked: UUID) -> bool:
        result = await self._db.execute(
            blocks.delete().where(blocks.c.blocker_id == blocker, blocks.c.blocked_id == blocked)
        )
        return result.rowcount > 0
