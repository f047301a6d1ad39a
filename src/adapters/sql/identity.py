from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_json, as_uuid, uuid_or_none
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.identity import (
    auth_sessions,
    game_join_tokens,
    identity_links,
    idp_login_attempts,
    users,
)
from adapters.sql.upsert import upsert
from domain.identity.auth_session import AuthSession, SessionKind
from domain.identity.game_session import GameJoinToken
from domain.identity.idp import IdentityLink, LoginAttempt, Platform
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


def _session_from_row(row: sa.Row[Any]) -> AuthSession:
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
        service_id=row.service_id,
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
                service_id=session.service_id,
            )
        )

    async def get(self, session_id: str) -> AuthSession | None:
        statement = auth_sessions.select().where(auth_sessions.c.id == session_id)
        row = (await self._db.execute(statement)).first()
        return _session_from_row(row) if row else None

    async def list_for_user(
        self, user_id: UUID, limit: int, before: tuple[datetime, str] | None = None
    ) -> list[AuthSession]:
        statement = auth_sessions.select().where(auth_sessions.c.user_id == user_id)
        if before is not None:
            created, session_id = ms(before[0]), before[1]
            statement = statement.where(
                sa.or_(
                    auth_sessions.c.created_at < created,
                    sa.and_(auth_sessions.c.created_at == created, auth_sessions.c.id < session_id),
                )
            )
        statement = statement.order_by(
            auth_sessions.c.created_at.desc(), auth_sessions.c.id.desc()
        ).limit(limit)
        return [_session_from_row(row) for row in await self._db.execute(statement)]

    async def revoke(self, session_id: str, user_id: UUID, now: datetime) -> AuthSession | None:
        await self._db.execute(
            auth_sessions.update()
            .where(auth_sessions.c.id == session_id)
            .where(auth_sessions.c.user_id == user_id)
            .where(auth_sessions.c.revoked_at.is_(None))
            .values(revoked_at=ms(now))
        )
        session = await self.get(session_id)
        return session if session is not None and session.user_id == user_id else None

    async def revoke_for_service(self, service_id: str, now: datetime) -> list[AuthSession]:
        statement = (
            auth_sessions.update()
            .where(auth_sessions.c.service_id == service_id)
            .where(auth_sessions.c.revoked_at.is_(None))
            .values(revoked_at=ms(now))
            .returning(*auth_sessions.c)
        )
        return [_session_from_row(row) for row in await self._db.execute(statement)]


_JOIN_COLUMNS = tuple(game_join_tokens.c)


def _join_token_from_row(row: sa.Row[Any]) -> GameJoinToken:
    return GameJoinToken(
        id=row.id,
        token_hash=row.token_hash,
        server_id=row.server_id,
        scopes=tuple(row.scopes.split()),
        created_at=dt_required(row.created_at),
        expires_at=dt_required(row.expires_at),
        user_id=uuid_or_none(row.user_id),
        name=row.name,
        used_at=dt(row.used_at),
    )


class SqlGameJoinTokenRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, token: GameJoinToken) -> None:
        await self._db.execute(
            game_join_tokens.insert().values(
                id=token.id,
                token_hash=token.token_hash,
                server_id=token.server_id,
                user_id=token.user_id,
                name=token.name,
                scopes=" ".join(token.scopes),
                created_at=ms(token.created_at),
                expires_at=ms(token.expires_at),
                used_at=ms(token.used_at),
            )
        )

    async def find(self, token_hash: str) -> GameJoinToken | None:
        statement = game_join_tokens.select().where(game_join_tokens.c.token_hash == token_hash)
        row = (await self._db.execute(statement)).first()
        return _join_token_from_row(row) if row else None

    async def consume(self, token_hash: str, server_id: str, now: datetime) -> GameJoinToken | None:
        t = game_join_tokens.c
        statement = (
            game_join_tokens.update()
            .where(t.token_hash == token_hash)
            .where(t.server_id == server_id)
            .where(t.used_at.is_(None))
            .where(t.expires_at > ms(now))
            .values(used_at=ms(now))
            .returning(*_JOIN_COLUMNS)
        )
        row = (await self._db.execute(statement)).first()
        return _join_token_from_row(row) if row else None

    async def purge_expired(self, before: datetime) -> int:
        statement = game_join_tokens.delete().where(game_join_tokens.c.expires_at < ms(before))
        return (await self._db.execute(statement)).rowcount or 0


def _attempt_from_row(row: sa.Row[Any]) -> LoginAttempt:
    return LoginAttempt(
        id=row.id,
        browser_hash=row.browser_hash,
        nonce=row.nonce,
        verifier_sealed=row.verifier_sealed,
        platform=Platform(row.platform),
        redirect=row.redirect,
        created_at=dt_required(row.created_at),
        expires_at=dt_required(row.expires_at),
        used_at=dt(row.used_at),
    )


class SqlLoginAttemptRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, attempt: LoginAttempt) -> None:
        await self._db.execute(
            idp_login_attempts.insert().values(
                id=attempt.id,
                browser_hash=attempt.browser_hash,
                nonce=attempt.nonce,
                verifier_sealed=attempt.verifier_sealed,
                platform=str(attempt.platform),
                redirect=attempt.redirect,
                created_at=ms(attempt.created_at),
                expires_at=ms(attempt.expires_at),
                used_at=ms(attempt.used_at),
            )
        )

    async def get(self, attempt_id: str) -> LoginAttempt | None:
        statement = idp_login_attempts.select().where(idp_login_attempts.c.id == attempt_id)
        row = (await self._db.execute(statement)).first()
        return _attempt_from_row(row) if row else None

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LoginAttempt | None:
        a = idp_login_attempts.c
        statement = (
            idp_login_attempts.update()
            .where(a.id == attempt_id)
            .where(a.browser_hash == browser_hash)
            .where(a.used_at.is_(None))
            .where(a.expires_at > ms(now))
            .values(used_at=ms(now))
            .returning(*idp_login_attempts.c)
        )
        row = (await self._db.execute(statement)).first()
        return _attempt_from_row(row) if row else None

    async def purge_expired(self, before: datetime) -> int:
        statement = idp_login_attempts.delete().where(idp_login_attempts.c.expires_at < ms(before))
        return (await self._db.execute(statement)).rowcount or 0


class SqlIdentityLinkRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, provider: str, subject: str) -> IdentityLink | None:
        statement = identity_links.select().where(
            identity_links.c.provider == provider, identity_links.c.subject == subject
        )
        row = (await self._db.execute(statement)).first()
        if row is None:
            return None
        return IdentityLink(
            row.provider, row.subject, as_uuid(row.user_id), dt_required(row.created_at)
        )

    async def add_if_absent(self, link: IdentityLink) -> IdentityLink:
        insert = upsert(self._db, identity_links).values(
            provider=link.provider,
            subject=link.subject,
            user_id=link.user_id,
            created_at=ms(link.created_at),
        )
        await self._db.execute(insert.on_conflict_do_nothing())
        stored = await self.get(link.provider, link.subject)
        assert stored is not None
        return stored


class SqlRevokedSessionReader:
    _SINCE = Query(
        "SELECT id, expires_at FROM auth_sessions WHERE revoked_at >= :since AND expires_at > :now"
    )

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def revoked_since(self, since: datetime, now: datetime) -> list[tuple[str, datetime]]:
        rows = await self._reader.all(self._SINCE, since=ms(since), now=ms(now))
        return [(row[0], dt_required(row[1])) for row in rows]


class SqlUserReader:
    _GET = Query(f"SELECT {', '.join(_USER_COLUMNS)} FROM users WHERE id = :id")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def get(self, user_id: UUID) -> User | None:
        row = await self._reader.one(self._GET, id=user_id)
        return user_from_row(row) if row else None
