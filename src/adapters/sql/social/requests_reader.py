"""Open friend requests on the fast read path: per direction, one range scan of
``ix_friend_requests_{recipient,sender}_id_status_id`` joined with the other user; both
directions are the two scans merged in one statement (UNION ALL, then the page limit)."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query
from adapters.sql.rows import dt, ms
from adapters.sql.social.rows import request_from
from application.social.ports import Direction, RequestRow

_ARM = """SELECT q.id, q.sender_id, q.recipient_id, q.status, q.note, q.created_at,
 q.expires_at, q.closed_at, u.name, u.last_seen_at
FROM friend_requests q
JOIN users u ON u.id = q.{other}
WHERE q.{mine} = :user AND q.status = 'pending' AND q.expires_at > :now{before}{region}
ORDER BY q.id DESC
LIMIT :limit"""
_REGION = "\n AND u.home_region = (SELECT o.home_region FROM users o WHERE o.id = :user)"
_SIDES = {
    Direction.INCOMING: {"mine": "recipient_id", "other": "sender_id"},
    Direction.OUTGOING: {"mine": "sender_id", "other": "recipient_id"},
}


def page_sql(direction: Direction | None, before: bool, regional: bool) -> str:
    def arm(side: Direction) -> str:
        return _ARM.format(
            **_SIDES[side],
            before="\n AND q.id < :before" if before else "",
            region=_REGION if regional else "",
        )

    if direction is not None:
        return arm(direction)
    return (
        f"SELECT * FROM ({arm(Direction.INCOMING)}) incoming\nUNION ALL\n"
        f"SELECT * FROM ({arm(Direction.OUTGOING)}) outgoing\nORDER BY id DESC\nLIMIT :limit"
    )


_INCOMING = Query(
    """SELECT count(*) FROM friend_requests
WHERE recipient_id = :user AND status = 'pending' AND expires_at > :now"""
)

_QUERIES = {
    (d, b, g): Query(page_sql(d, b, g))
    for d in (None, Direction.INCOMING, Direction.OUTGOING)
    for b in (False, True)
    for g in (False, True)
}


class SqlRequestListReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(
        self,
        user: UUID,
        direction: Direction | None,
        before: str | None,
        limit: int,
        regional: bool,
        now: datetime,
    ) -> list[RequestRow]:
        params: dict[str, Any] = {"user": user, "now": ms(now), "limit": limit}
        if before is not None:
            params["before"] = before
        rows = await self._reader.all(_QUERIES[direction, before is not None, regional], **params)
        return [RequestRow(request_from(row[:8]), row[8], dt(row[9])) for row in rows]

    async def incoming(self, user: UUID, now: datetime) -> int:
        row = await self._reader.one(_INCOMING, user=user, now=ms(now))
        return int(row[0]) if row else 0
