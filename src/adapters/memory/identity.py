from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, detached
from domain.identity.auth_session import AuthSession
from domain.identity.user import User

USERS = "users"
SESSIONS = "auth_sessions"


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

    async def list_for_user(self, user_id: UUID, limit: int) -> list[AuthSession]:
        mine = [s for s in self._tx.read(SESSIONS).values() if s.user_id == user_id]
        mine.sort(key=lambda s: (s.created_at, s.id), reverse=True)
        return [detached(s) for s in mine[:limit]]


class MemoryUserReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def get(self, user_id: UUID) -> User | None:
        user = self._store.tables[USERS].get(user_id)
        return detached(user) if user else None
