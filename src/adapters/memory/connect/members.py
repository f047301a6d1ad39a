from __future__ import annotations

from dataclasses import replace
from uuid import UUID

from adapters.memory.connect.servers import MEMBERS
from adapters.memory.identity import USERS
from adapters.memory.store import MemoryTx
from domain.connect.member import Member


class MemoryMemberRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(self, member: Member) -> None:
        key = (member.server_id, member.user_id)
        existing = self._tx.read(MEMBERS).get(key)
        created_at = existing.created_at if existing else member.created_at
        self._tx.write(MEMBERS)[key] = replace(member, created_at=created_at, name=None)

    async def get(self, server_id: UUID, user_id: UUID) -> Member | None:
        return self._named(self._tx.read(MEMBERS).get((server_id, user_id)))

    async def remove(self, server_id: UUID, user_id: UUID) -> bool:
        if (server_id, user_id) not in self._tx.read(MEMBERS):
            return False
        del self._tx.write(MEMBERS)[(server_id, user_id)]
        return True

    async def list(self, server_id: UUID) -> list[Member]:
        found = [m for (s, _), m in self._tx.read(MEMBERS).items() if s == server_id]
        found.sort(key=lambda m: (m.created_at, m.user_id))
        return [m for m in map(self._named, found) if m is not None]

    def _named(self, member: Member | None) -> Member | None:
        if member is None:
            return None
        user = self._tx.read(USERS).get(member.user_id)
        return replace(member, name=user.name if user else None)
