from __future__ import annotations

from uuid import UUID

from adapters.memory.social.tables import REQUESTS
from adapters.memory.store import MemoryTx
from domain.social.requests import FriendRequest, RequestStatus


class MemoryFriendRequestRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, request_id: str) -> FriendRequest | None:
        return self._tx.read(REQUESTS).get(request_id)

    async def pending_between(self, a: UUID, b: UUID) -> list[FriendRequest]:
        pair = {a, b}
        return sorted(
            (
                r
                for r in self._tx.read(REQUESTS).values()
                if r.status is RequestStatus.PENDING and {r.sender_id, r.recipient_id} == pair
            ),
            key=lambda r: r.id,
        )

    async def add(self, request: FriendRequest) -> None:
        table = self._tx.write(REQUESTS)
        if any(
            r.status is RequestStatus.PENDING
            and (r.sender_id, r.recipient_id) == (request.sender_id, request.recipient_id)
            for r in table.values()
        ):  # the unique partial index of the SQL schema
            raise ValueError("a pending request in this direction exists")
        table[request.id] = request

    async def close(self, request: FriendRequest) -> None:
        table = self._tx.write(REQUESTS)
        stored = table.get(request.id)
        if stored is not None and stored.status is RequestStatus.PENDING:
            table[request.id] = request
