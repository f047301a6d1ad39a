from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_json, as_uuid
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.identity import auth_sessions, users
from domain.identity.auth_session import AuthSession, SessionKind
from domain.identity.user import User

_USER_COLUMNS = (
    "id",
    "name",
    "created_at",
    "updated_at",
    "last_seen_at",
    "home_region",
    "last_region",
    "last_region_at",
    "first_joined_at",
    "allow_friend_requests",
    "ui_style",
    "settings_updated_at",
)
_SELECT_USER = sa.select(*(users.c[name] for name in _USER_COLUMNS))


def user_from_row(row: Sequence[Any]) -> User:
    return User(
        id=as_uuid(row[0]),
        name=row[1],
        created_at=dt_required(row[2]),
        updated_at=dt_required(row[3]),
        last_seen_at=dt(row[4]),
        home_region=row[5],
        last_region=row[6],
        last_region_at=dt(row[7]),
        first_joined_at=dt(row[8]),
        allow_friend_requests=flag(row[9]),
        ui_style=as_json(row[10]),
        settings_updated_at=dt(row[11]),
    )


def _user_values(user: User) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "name_lower": user.name.lower(),
        "created_at": ms(user.created_at),
        "updated_at": ms(user.updated_at),
        "last_seen_at": ms(user.last_seen_at),
        "home_region": user.home_region,
        "last_region": user.last_region,
        "last_region_at": ms(user.last_region_at),
        "first_joined_at": ms(user.first_joined_at),
        "allow_friend_requests": user.allow_friend_requests,
        "ui_style": user.ui_style,
        "settings_updated_at": ms(user.settings_updated_at),
    }


class SqlUserRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, user_id: UUID) -> User | None:
        row = (await self._db.execute(_SELECT_USER.where(users.c.id == user_id))).first()
        return user_from_row(row) if row else None

    async def add(self, user: User) -> None:
        await self._db.execute(users.insert().values(_user_values(user)))

    async def update(self, user: User) -> None:
        values = _user_values(user)
        del values["id"]
        await self._db.execute(users.update().where(users.c.id == user.id).values(values))

    async def lookup(self, name_prefix: str, limit: int) -> list[User]:
        prefix = name_prefix.lower()
        statement = (
            _SELECT_USER.where(users.c.name_lower >= prefix)
            .where(users.c.name_lower < prefix + "\U0010ffff")
            .order_by(users.c.name_lower, users.c.id)
            .limit(limit)
        )
        return [user_from_row(row) for row in await self._db.execute(statement)]

    async def record_last_seen(self, seen: Mapping[UUID, datetime]) -> None:
        if not seen:
            return
        statement = (
            users.update()
            .where(users.c.id == sa.bindparam("uid"))
            .where(
                sa.or_(
                    users.c.last_seen_at.is_(None),
                    users.c.last_seen_at < sa.bindparam("seen"),
                )
            )
            .values(last_seen_at=sa.bindparam("seen"))
        )
        rows = [{"uid": uid, "seen": ms(moment)} for uid, moment in seen.items()]
        await self._db.execute(statement, rows)


def _session_from_row(row: Sequence[Any]) -> AuthSession:
    return AuthSession(
        id=row.id,
        user_id=as_uuid(row.user_id),
        kind=SessionKind(row.kind),
        created_at=dt_required(row.created_at),
        expires_at=dt_required(row.expires_at),
        scopes=tuple(row.scopes.split()) if row.scopes else (),
        ip=row.ip,
        user_agent=row.user_agent,
        profile_name=row.profile_name,
        server_id=row.server_id,
        revoked_at=dt(row.revoked_at),
    )


class SqlAuthSessionRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, session: AuthSession) -> None:
        await self._db.execute(
            auth_sessions.insert().values(
                id=session.id,
                user_id=session.user_id,
                kind=str(session.kind),
                created_at=ms(session.created_at),
                expires_at=ms(session.expires_at),
                scopes=" ".join(session.scopes),
                ip=session.ip,
                user_agent=session.user_agent,
                profile_name=session.profile_name,
                server_id=session.server_id,
                revoked_at=ms(session.revoked_at),
            )
        )

    async def get(self, session_id: str) -> AuthSession | None:
        statement = auth_sessions.select().where(auth_sessions.c.id == session_id)
        row = (await self._db.execute(statement)).first()
        return _session_from_row(row) if row else None

    async def list_for_user(self, user_id: UUID, limit: int) -> list[AuthSession]:
        statement = (
            auth_sessions.select()
            .where(auth_sessions.c.user_id == user_id)
            .order_by(auth_sessions.c.created_at.desc(), auth_sessions.c.id.desc())
            .limit(limit)
        )
        return [_session_from_row(row) for row in await self._db.execute(statement)]


class SqlUserReader:
    _GET = Query(f"SELECT {', '.join(_USER_COLUMNS)} FROM users WHERE id = :id")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def get(self, user_id: UUID) -> User | None:
        row = await self._reader.one(self._GET, id=user_id)
        return user_from_row(row) if row else None
