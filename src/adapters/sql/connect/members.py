from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.connect import connect_members
from adapters.sql.tables.identity import users
from adapters.sql.upsert import upsert
from domain.connect.member import Member, MemberRole

members = connect_members
_SELECT = sa.select(
    members.c.server_id, members.c.user_id, members.c.role, members.c.created_at,
    members.c.updated_at, users.c.name,
).select_from(members.outerjoin(users, users.c.id == members.c.user_id))  # fmt: skip


def _member(row: Sequence[Any]) -> Member:
    server_id, user_id, role, created_at, updated_at, name = row
    return Member(
        as_uuid(server_id),
        as_uuid(user_id),
        MemberRole(role),
        dt_required(created_at),
        dt_required(updated_at),
        name,
    )


class SqlMemberRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(self, member: Member) -> None:
        statement = (
            upsert(self._db, members)
            .values(
                server_id=member.server_id,
                user_id=member.user_id,
                role=str(member.role),
                created_at=ms(member.created_at),
                updated_at=ms(member.updated_at),
            )
            .on_conflict_do_update(
                index_elements=[members.c.server_id, members.c.user_id],
                set_={"role": str(member.role), "updated_at": ms(member.updated_at)},
            )
        )
        await self._db.execute(statement)

    async def get(self, server_id: UUID, user_id: UUID) -> Member | None:
        statement = _SELECT.where(members.c.server_id == server_id, members.c.user_id == user_id)
        row = (await self._db.execute(statement)).first()
        return _member(row) if row else None

    async def remove(self, server_id: UUID, user_id: UUID) -> bool:
        result = await self._db.execute(
            members.delete().where(members.c.server_id == server_id, members.c.user_id == user_id)
        )
        return result.rowcount > 0

    async def list(self, server_id: UUID) -> list[Member]:
        statement = _SELECT.where(members.c.server_id == server_id).order_by(
            members.c.created_at, members.c.user_id
        )
        return [_member(row) for row in await self._db.execute(statement)]
