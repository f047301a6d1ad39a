"""In-memory adapters of the profile area's documents: game options, shares, public
profiles."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.identity import USERS
from adapters.memory.store import MemoryStore, MemoryTx, Table
from adapters.memory.totem import ACTIVE, MODELS
from application.profile.ports import ProfileReaders, PublicProfileRow
from domain.identity.user import User
from domain.profile.game_options import GameOptionsDocument
from domain.profile.shares import ProfileShare, ShareState

GAME_OPTIONS = Table[UUID, GameOptionsDocument]("game_options")
SHARES = Table[str, ProfileShare]("profile_shares")


class MemoryGameOptionsRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID) -> GameOptionsDocument | None:
        return self._tx.read(GAME_OPTIONS).get(user_id)

    async def put(self, options: GameOptionsDocument) -> bool:
        stored = self._tx.read(GAME_OPTIONS).get(options.user_id)
        if (stored.revision if stored else 0) != options.revision - 1:
            return False
        self._tx.write(GAME_OPTIONS)[options.user_id] = options
        return True


class MemoryProfileShareRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def lock_user(self, user_id: UUID) -> None:
        """Memory transactions are serializable already."""

    async def count_active(self, user_id: UUID, now: datetime) -> int:
        return sum(
            1
            for s in self._tx.read(SHARES).values()
            if s.user_id == user_id and s.state(now) is ShareState.ACTIVE
        )

    async def add(self, share: ProfileShare) -> None:
        self._tx.write(SHARES)[share.id] = share

    async def get(self, share_id: str) -> ProfileShare | None:
        return self._tx.read(SHARES).get(share_id)

    async def revoke(self, share_id: str, at: datetime) -> None:
        shares = self._tx.write(SHARES)
        share = shares.get(share_id)
        if share is not None and share.revoked_at is None:
            shares[share_id] = replace(share, revoked_at=at)

    async def revoke_live(self, user_id: UUID, at: datetime) -> list[str]:
        shares = self._tx.write(SHARES)
        live = [
            s for s in shares.values() if s.user_id == user_id and s.state(at) is ShareState.ACTIVE
        ]
        for share in live:
            shares[share.id] = replace(share, revoked_at=at)
        return [share.id for share in live]


class MemoryProfileRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.game_options = MemoryGameOptionsRepository(tx)
        self.shares = MemoryProfileShareRepository(tx)


class MemoryPublicProfileReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    def _row(self, user: User) -> PublicProfileRow:
        active = self._tables[ACTIVE].get(user.id)
        model = self._tables[MODELS].get(active[0]) if active else None
        return PublicProfileRow(
            user.id,
            user.name,
            user.last_seen_at,
            model.id if model else None,
            model.rating if model else None,
        )

    async def by_id(self, user_id: UUID) -> PublicProfileRow | None:
        user = self._tables[USERS].get(user_id)
        return self._row(user) if user else None

    async def by_name(self, name: str) -> PublicProfileRow | None:
        found = [u for u in self._tables[USERS].values() if u.name.lower() == name]
        if not found:
            return None
        return self._row(max(found, key=lambda u: (u.updated_at, u.id)))


class MemoryShareReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def by_code(self, code: str) -> ProfileShare | None:
        for share in self._tables[SHARES].values():
            if share.code == code:
                return share
        return None

    async def page(
        self, user_id: UUID | None, before: str | None, limit: int
    ) -> list[ProfileShare]:
        rows = [
            s
            for s in self._tables[SHARES].values()
            if (user_id is None or s.user_id == user_id) and (before is None or s.id < before)
        ]
        rows.sort(key=lambda s: s.id, reverse=True)
        return rows[:limit]


def memory_profile_readers(store: MemoryStore) -> ProfileReaders:
    return ProfileReaders(public=MemoryPublicProfileReader(store), shares=MemoryShareReader(store))
