from __future__ import annotations

from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.rows import ms
from adapters.sql.social.rows import REQUEST_COLUMNS, request_from
from adapters.sql.tables.social import friend_requests as requests
from domain.social.requests import FriendRequest, RequestStatus

_SELECT = sa.select(*(requests.c[name] for name in REQUEST_COLUMNS))
_PENDING = str(RequestStatus.PENDING)


class SqlFriendRequestRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, request_id: str) -> FriendRequest | None:
        row = (await self._db.execute(_SELECT.where(requests.c.id == request_id))).first()
        return request_from(row) if row else None

    async def pending_between(self, a: UUID, b: UUID) -> list[FriendRequest]:
        statement = (
            _SELECT.where(requests.c.status == _PENDING)
            .where(
                sa.or_(
                    sa.and_(requests.c.sender_id == a, requests.c.recipient_id == b),
                    sa.and_(requests.c.sender_id == b, requests.c.recipient_id == a),
                )
            )
            .order_by(requests.c.id)
        )
        return [request_from(row) for row in await self._db.execute(statement)]

    async def add(self, request: FriendRequest) -> None:
        await self._db.execute(
            requests.insert().values(
                id=request.id,
                sender_id=request.sender_id,
                recipient_id=request.recipient_id,
                status=str(request.status),
                note=request.note,
                created_at=ms(request.created_at),
                expires_at=ms(request.expires_at),
                closed_at=ms(request.closed_at),
            )
        )

    async def close(self, request: FriendRequest) -> None:
        await self._db.execute(
            requests.update()
            .where(requests.c.id == request.id, requests.c.status == _PENDING)
            .values(status=str(request.status), closed_at=ms(request.closed_at))
        )
