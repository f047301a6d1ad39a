from __future__ import annotations

import hashlib
from collections.abc import Sequence
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.rows import ms
from adapters.sql.social.rows import LINK_COLUMNS, link_from
from adapters.sql.tables.social import friend_links as links
from adapters.sql.upsert import upsert
from domain.social.links import FriendLink

_SELECT = sa.select(*(links.c[name] for name in LINK_COLUMNS))


def lock_key(user_id: UUID) -> int:
    """A signed 64-bit advisory-lock key for one user's friendships."""
    digest = hashlib.blake2b(b"svc.social.friends:" + user_id.bytes, digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _pair(a: UUID, b: UUID) -> sa.ColumnElement[bool]:
    return sa.or_(
        sa.and_(links.c.owner_id == a, links.c.friend_id == b),
        sa.and_(links.c.owner_id == b, links.c.friend_id == a),
    )


class SqlFriendLinkRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def lock_pair(self, a: UUID, b: UUID) -> None:
        """PostgreSQL: transaction-scoped advisory locks on both users, always taken in key
        order (no deadlock). SQLite: nothing to do, BEGIN IMMEDIATE serializes writers."""
        if self._db.dialect.name != "postgresql":
            return
        for key in sorted({lock_key(a), lock_key(b)}):
            await self._db.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})

    async def between(self, a: UUID, b: UUID) -> list[FriendLink]:
        rows = await self._db.execute(_SELECT.where(_pair(a, b)))
        return [link_from(row) for row in rows]

    async def add(self, new_links: Sequence[FriendLink]) -> None:
        if not new_links:
            return
        values = [
            {
                "owner_id": x.owner_id,
                "friend_id": x.friend_id,
                "favorite": x.favorite,
                "visibility": str(x.visibility),
                "note": x.note,
                "created_at": ms(x.created_at),
                "accepted_at": ms(x.accepted_at),
                "updated_at": ms(x.updated_at),
            }
            for x in new_links
        ]
        statement = upsert(self._db, links).on_conflict_do_nothing(
            index_elements=["owner_id", "friend_id"]
        )
        await self._db.execute(statement, values)

    async def update(self, link: FriendLink) -> None:
        await self._db.execute(
            links.update()
            .where(links.c.owner_id == link.owner_id, links.c.friend_id == link.friend_id)
            .values(
                favorite=link.favorite,
                visibility=str(link.visibility),
                note=link.note,
                updated_at=ms(link.updated_at),
            )
        )

    async def remove_between(self, a: UUID, b: UUID) -> int:
        result = await self._db.execute(links.delete().where(_pair(a, b)))
        return result.rowcount

    async def count(self, user: UUID) -> int:
        linked = sa.union(
            sa.select(links.c.friend_id).where(links.c.owner_id == user),
            sa.select(links.c.owner_id).where(links.c.friend_id == user),
        ).subquery()
        statement = sa.select(sa.func.count()).select_from(linked)
        return int((await self._db.execute(statement)).scalar_one())

    async def one_way(self, user: UUID) -> list[tuple[UUID, UUID]]:
        reverse = links.alias("r")
        statement = (
            sa.select(links.c.owner_id, links.c.friend_id)
            .outerjoin(
                reverse,
                sa.and_(
                    reverse.c.owner_id == links.c.friend_id,
                    reverse.c.friend_id == links.c.owner_id,
                ),
            )
            .where(sa.or_(links.c.owner_id == user, links.c.friend_id == user))
            .where(reverse.c.owner_id.is_(None))
        )
        return [(row[0], row[1]) for row in await self._db.execute(statement)]
