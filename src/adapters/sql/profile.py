"""SQL adapters of the profile area's documents: game options, profile shares, public
profiles (the readers run on the fast read path)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_json, as_uuid
from adapters.sql.rows import dt, ms
from adapters.sql.tables.identity import users
from adapters.sql.tables.profile import game_options, profile_shares
from application.profile.ports import ProfileReaders, PublicProfileRow
from domain.profile.game_options import GameOptionsDocument
from domain.profile.shares import ProfileShare
from domain.shared.time import from_millis
from domain.totem.model import Content, Rating

SHARE_COLUMNS = ("id", "user_id", "code", "created_at", "label", "expires_at", "revoked_at")


def share_from(row: Sequence[Any]) -> ProfileShare:
    share_id, user_id, code, created, label, expires, revoked = row
    return ProfileShare(
        share_id, as_uuid(user_id), code, from_millis(created), label, dt(expires), dt(revoked)
    )


class SqlGameOptionsRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, user_id: UUID) -> GameOptionsDocument | None:
        statement = sa.select(
            game_options.c.document, game_options.c.revision, game_options.c.updated_at
        ).where(game_options.c.user_id == user_id)
        row = (await self._db.execute(statement)).first()
        if row is None:
            return None
        return GameOptionsDocument(user_id, as_json(row[0]), int(row[1]), from_millis(row[2]))

    async def put(self, options: GameOptionsDocument) -> bool:
        values = {
            "document": options.document,
            "revision": options.revision,
            "updated_at": ms(options.updated_at),
        }
        if options.revision == 1:
            try:
                async with self._db.begin_nested():
                    await self._db.execute(
                        game_options.insert().values(user_id=options.user_id, **values)
                    )
            except IntegrityError:
                return False
            return True
        result = await self._db.execute(
            game_options.update()
            .where(
                game_options.c.user_id == options.user_id,
                game_options.c.revision == options.revision - 1,
            )
            .values(**values)
        )
        return result.rowcount == 1


class SqlProfileShareRepository:
    _SELECT = sa.select(*(profile_shares.c[name] for name in SHARE_COLUMNS))

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def lock_user(self, user_id: UUID) -> None:
        """PostgreSQL: lock the user's row until the transaction ends. SQLite: nothing to do,
        BEGIN IMMEDIATE serializes writers."""
        if self._db.dialect.name == "postgresql":
            await self._db.execute(
                sa.select(users.c.id).where(users.c.id == user_id).with_for_update()
            )

    async def count_active(self, user_id: UUID, now: datetime) -> int:
        at = ms(now)
        statement = sa.select(sa.func.count()).where(
            profile_shares.c.user_id == user_id,
            profile_shares.c.revoked_at.is_(None),
            sa.or_(profile_shares.c.expires_at.is_(None), profile_shares.c.expires_at > at),
        )
        return int((await self._db.execute(statement)).scalar_one())

    async def add(self, share: ProfileShare) -> None:
        await self._db.execute(
            profile_shares.insert().values(
                id=share.id,
                user_id=share.user_id,
                code=share.code,
                label=share.label,
                created_at=ms(share.created_at),
                expires_at=ms(share.expires_at),
                revoked_at=ms(share.revoked_at),
            )
        )

    async def get(self, share_id: str) -> ProfileShare | None:
        row = (await self._db.execute(self._SELECT.where(profile_shares.c.id == share_id))).first()
        return share_from(row) if row else None

    async def revoke(self, share_id: str, at: datetime) -> None:
        await self._db.execute(
            profile_shares.update()
            .where(profile_shares.c.id == share_id, profile_shares.c.revoked_at.is_(None))
            .values(revoked_at=ms(at))
        )

    async def revoke_live(self, user_id: UUID, at: datetime) -> list[str]:
        moment = ms(at)
        statement = (
            profile_shares.update()
            .where(
                profile_shares.c.user_id == user_id,
                profile_shares.c.revoked_at.is_(None),
                sa.or_(profile_shares.c.expires_at.is_(None), profile_shares.c.expires_at > moment),
            )
            .values(revoked_at=moment)
            .returning(profile_shares.c.id)
        )
        return sorted(str(row[0]) for row in await self._db.execute(statement))


class SqlProfileRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.game_options = SqlGameOptionsRepository(connection)
        self.shares = SqlProfileShareRepository(connection)


_PUBLIC = """SELECT u.id, u.name, u.last_seen_at, m.id, m.content, m.age FROM users u
LEFT JOIN totem_active a ON a.user_id = u.id
LEFT JOIN totem_models m ON m.id = a.model_id"""
_BY_ID = Query(_PUBLIC + "\nWHERE u.id = :id")
_BY_NAME = Query(
    _PUBLIC + "\nWHERE u.name_lower = :name ORDER BY u.updated_at DESC, u.id DESC LIMIT 1"
)
_S = ", ".join(f"s.{name}" for name in SHARE_COLUMNS)
_BY_CODE = Query(f"SELECT {_S} FROM profile_shares s WHERE s.code = :code")


def shares_sql(user: bool, before: bool) -> str:
    where = [c for c, on in (("s.user_id = :user", user), ("s.id < :before", before)) if on]
    condition = f" WHERE {' AND '.join(where)}" if where else ""
    return f"SELECT {_S} FROM profile_shares s{condition} ORDER BY s.id DESC LIMIT :limit"


_SHARES = {(u, b): Query(shares_sql(u, b)) for u in (False, True) for b in (False, True)}


def _public(row: Sequence[Any]) -> PublicProfileRow:
    user_id, name, last_seen, model_id, content, age = row
    rating = Rating(Content(content), int(age)) if model_id is not None else None
    return PublicProfileRow(as_uuid(user_id), name, dt(last_seen), model_id, rating)


class SqlPublicProfileReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def by_id(self, user_id: UUID) -> PublicProfileRow | None:
        row = await self._reader.one(_BY_ID, id=user_id)
        return _public(row) if row else None

    async def by_name(self, name: str) -> PublicProfileRow | None:
        row = await self._reader.one(_BY_NAME, name=name)
        return _public(row) if row else None


class SqlShareReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def by_code(self, code: str) -> ProfileShare | None:
        row = await self._reader.one(_BY_CODE, code=code)
        return share_from(row) if row else None

    async def page(
        self, user_id: UUID | None, before: str | None, limit: int
    ) -> list[ProfileShare]:
        params: dict[str, Any] = {"limit": limit}
        if user_id is not None:
            params["user"] = user_id
        if before is not None:
            params["before"] = before
        rows = await self._reader.all(_SHARES[user_id is not None, before is not None], **params)
        return [share_from(row) for row in rows]


def sql_profile_readers(reader: FastReader) -> ProfileReaders:
    return ProfileReaders(public=SqlPublicProfileReader(reader), shares=SqlShareReader(reader))
