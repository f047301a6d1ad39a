from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from adapters.memory.social.tables import LINKS
from adapters.memory.store import MemoryTx
from domain.social.links import FriendLink


class MemoryFriendLinkRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def lock_pair(self, a: UUID, b: UUID) -> None:
        return None  # a memory transaction holds the store's lock already

    async def between(self, a: UUID, b: UUID) -> list[FriendLink]:
        links = self._tx.read(LINKS)
        return [links[k] for k in ((a, b), (b, a)) if k in links]

    async def add(self, links: Sequence[FriendLink]) -> None:
        table = self._tx.write(LINKS)
        for link in links:
            table.setdefault((link.owner_id, link.friend_id), link)

    async def update(self, link: FriendLink) -> None:
        key = (link.owner_id, link.friend_id)
        if key in self._tx.read(LINKS):
            self._tx.write(LINKS)[key] = link

    async def remove_between(self, a: UUID, b: UUID) -> int:
        table = self._tx.write(LINKS)
        return sum(table.pop(k, None) is not None for k in ((a, b), (b, a)))

    async def count(self, user: UUID) -> int:
        links = self._tx.read(LINKS)
        return len({f for o, f in links if o == user} | {o for o, f in links if f == user})

    async def one_way(self, user: UUID) -> list[tuple[UUID, UUID]]:
        links = self._tx.read(LINKS)
        return [(o, f) for o, f in links if user in (o, f) and (f, o) not in links]
