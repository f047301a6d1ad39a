from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from domain.identity.auth_session import AuthSession
from domain.identity.game_session import GameJoinToken
from domain.identity.idp import IdentityLink, LoginAttempt
from domain.identity.user import User

USERS = Table[UUID, User]("users")
SESSIONS = Table[str, AuthSession]("auth_sessions")
JOIN_TOKENS = Table[str, GameJoinToken]("game_join_tokens")  # token_hash -> GameJoinToken
LOGIN_ATTEMPTS = Table[str, LoginAttempt]("idp_login_attempts")
IDENTITY_LINKS = Table[tuple[str, str], IdentityLink]("identity_links")  # (provider, subject)


class MemoryUserRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID) -> User | None:
        user = self._tx.read(USERS).get(user_id)
        return detached(user) if user else None

    async def add(self, user: User) -> None:
        self._tx.write(USERS)[user.id] = detached(user)

    async def update(self, user: User) -> None:
        self._tx.write(USERS)[user.id] = detached(user)

    async def lookup(self, name_prefix: str, limit: int) -> list[User]:
        prefix = name_prefix.lower()
        found = [u for u in self._tx.read(USERS).values() if u.name.lower().startswith(prefix)]
        found.sort(key=lambda u: (u.name.lower(), u.id))
        return [detached(u) for u in found[:limit]]

    async def record_last_seen(self, seen: Mapping[UUID, datetime]) -> None:
        users = self._tx.write(USERS)
        for user_id, moment in seen.items():
            user = users.get(user_id)
            if user and (user.last_seen_at is None or user.last_seen_at < moment):
                user = detached(user)
                user.last_seen_at = moment
                users[user_id] = user


class MemoryAuthSessionRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, session: AuthSession) -> None:
        self._tx.write(SESSIONS)[session.id] = detached(session)

    async def get(self, session_id: str) -> AuthSession | None:
        session = self._tx.read(SESSIONS).get(session_id)
        return detached(session) if session else None

    async def list_for_user(
        self, user_id: UUID, limit: int, before: tuple[datetime, str] | None = None
    ) -> list[AuthSession]:
        mine = [
            s
            for s in self._tx.read(SESSIONS).values()
            if s.user_id == user_id and (before is None or (s.created_at, s.id) < before)
        ]
        mine.sort(key=lambda s: (s.created_at, s.id), reverse=True)
        return [detached(s) for s in mine[:limit]]

    async def revoke(self, session_id: str, user_id: UUID, now: datetime) -> AuthSession | None:
        session = self._tx.read(SESSIONS).get(session_id)
        if session is None or session.user_id != user_id:
            return None
        if session.revoked_at is None:
            session = detached(session)
            session.revoked_at = now
            self._tx.write(SESSIONS)[session_id] = session
        return detached(session)

    async def revoke_for_service(self, service_id: str, now: datetime) -> list[AuthSession]:
        revoked = []
        for session in list(self._tx.read(SESSIONS).values()):
            if session.service_id == service_id and session.revoked_at is None:
                session = detached(session)
                session.revoked_at = now
                self._tx.write(SESSIONS)[session.id] = session
                revoked.append(detached(session))
        return revoked


class MemoryGameJoinTokenRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, token: GameJoinToken) -> None:
        self._tx.write(JOIN_TOKENS)[token.token_hash] = token

    async def find(self, token_hash: str) -> GameJoinToken | None:
        return self._tx.read(JOIN_TOKENS).get(token_hash)

    async def consume(self, token_hash: str, server_id: str, now: datetime) -> GameJoinToken | None:
        token = self._tx.read(JOIN_TOKENS).get(token_hash)
        if token is None or not token.usable(server_id, now):
            return None
        token = replace(token, used_at=now)
        self._tx.write(JOIN_TOKENS)[token_hash] = token
        return token

    async def purge_expired(self, before: datetime) -> int:
        stale = [k for k, t in self._tx.read(JOIN_TOKENS).items() if t.expires_at < before]
        for key in stale:
            del self._tx.write(JOIN_TOKENS)[key]
        return len(stale)


class MemoryLoginAttemptRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, attempt: LoginAttempt) -> None:
        self._tx.write(LOGIN_ATTEMPTS)[attempt.id] = attempt

    async def get(self, attempt_id: str) -> LoginAttempt | None:
        return self._tx.read(LOGIN_ATTEMPTS).get(attempt_id)

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LoginAttempt | None:
        attempt = self._tx.read(LOGIN_ATTEMPTS).get(attempt_id)
        if attempt is None or attempt.used_at is not None or attempt.expires_at <= now:
            return None
        if attempt.browser_hash != browser_hash:
            return None
        attempt = replace(attempt, used_at=now)
        self._tx.write(LOGIN_ATTEMPTS)[attempt_id] = attempt
        return attempt

    async def purge_expired(self, before: datetime) -> int:
        stale = [k for k, a in self._tx.read(LOGIN_ATTEMPTS).items() if a.expires_at < before]
        for key in stale:
            del self._tx.write(LOGIN_ATTEMPTS)[key]
        return len(stale)


class MemoryIdentityLinkRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, provider: str, subject: str) -> IdentityLink | None:
        return self._tx.read(IDENTITY_LINKS).get((provider, subject))

    async def add_if_absent(self, link: IdentityLink) -> IdentityLink:
        existing = self._tx.read(IDENTITY_LINKS).get((link.provider, link.subject))
        if existing is not None:
            return existing
        self._tx.write(IDENTITY_LINKS)[(link.provider, link.subject)] = link
        return link


class MemoryRevokedSessionReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def revoked_since(self, since: datetime, now: datetime) -> list[tuple[str, datetime]]:
        return [
            (s.id, s.expires_at)
            for s in self._store.tables[SESSIONS].values()
            if s.revoked_at is not None and s.revoked_at >= since and s.expires_at > now
        ]


class MemoryUserReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def get(self, user_id: UUID) -> User | None:
        user = self._store.tables[USERS].get(user_id)
        return detached(user) if user else None
