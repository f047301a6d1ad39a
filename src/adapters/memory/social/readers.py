"""Hot-path readers over the committed in-memory tables (no transaction, no lock)."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from adapters.memory.identity import USERS
from adapters.memory.social.tables import BLOCKS, LINKS, NOTIFICATIONS, PRESENCE, REPORTS, REQUESTS
from adapters.memory.store import MemoryStore
from application.social.ports import (
    BlockRow,
    Direction,
    FriendCounts,
    FriendCursor,
    FriendRow,
    PresenceFacts,
    ReportRow,
    RequestRow,
)
from domain.social.links import FriendLink, Visibility
from domain.social.notifications import Notification
from domain.social.reports import ReportStatus
from domain.social.requests import RequestStatus


class _Tables:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    def table(self, name: str) -> dict[Any, Any]:
        return self._tables[name]

    def name(self, user_id: UUID) -> str:
        user = self._tables[USERS].get(user_id)
        return user.name if user else ""

    def last_seen(self, user_id: UUID) -> datetime | None:
        user = self._tables[USERS].get(user_id)
        return user.last_seen_at if user else None

    def same_region(self, a: UUID, b: UUID) -> bool:
        users = self._tables[USERS]
        region_a = users[a].home_region if a in users else None
        return region_a is not None and b in users and users[b].home_region == region_a


class MemoryFriendListReader(_Tables):
    def _links(self, owner: UUID, regional: bool) -> list[FriendLink]:
        return [
            link
            for (o, f), link in self.table(LINKS).items()
            if o == owner and (not regional or self.same_region(owner, f))
        ]

    def _row(self, link: FriendLink) -> FriendRow:
        friend = link.friend_id
        setting = self.table(PRESENCE).get(friend)
        reverse = self.table(LINKS).get((friend, link.owner_id))
        facts = PresenceFacts(
            last_seen_at=self.last_seen(friend),
            state=setting.state if setting else None,
            state_at=setting.updated_at if setting else None,
            party_id=setting.party_id if setting else None,
        )
        return FriendRow(link, self.name(friend), facts, reverse.visibility if reverse else None)

    async def page(
        self,
        owner: UUID,
        after: FriendCursor | None,
        limit: int,
        regional: bool,
        online_since: datetime,
    ) -> list[FriendRow]:
        links = sorted(
            self._links(owner, regional), key=lambda x: (x.accepted_at, x.friend_id), reverse=True
        )
        if after is not None:
            links = [
                x
                for x in links
                if (x.accepted_at, x.friend_id) < (after.accepted_at, after.friend_id)
            ]
        return [self._row(x) for x in links[:limit]]

    async def counts(self, owner: UUID, regional: bool, online_since: datetime) -> FriendCounts:
        rows = [self._row(x) for x in self._links(owner, regional)]
        links = self.table(LINKS)
        online = sum(
            1
            for r in rows
            if r.presence.last_seen_at is not None
            and r.presence.last_seen_at >= online_since
            and r.their_visibility is not Visibility.HIDDEN
        )
        return FriendCounts(
            total=len(rows),
            online=online,
            favorites=sum(1 for r in rows if r.link.favorite),
            one_way=sum(1 for r in rows if r.their_visibility is None)
            + abs(sum(1 for _, f in links if f == owner) - sum(1 for o, _ in links if o == owner)),
        )

    async def one(self, owner: UUID, friend: UUID) -> FriendRow | None:
        link = self.table(LINKS).get((owner, friend))
        return self._row(link) if link else None

    async def online(self, owner: UUID, online_since: datetime, limit: int) -> list[FriendRow]:
        rows = [
            r
            for r in (self._row(x) for x in self._links(owner, False))
            if r.presence.last_seen_at is not None
            and r.presence.last_seen_at >= online_since
            and r.their_visibility is not Visibility.HIDDEN
        ]
        rows.sort(key=lambda r: (r.presence.last_seen_at, r.link.friend_id), reverse=True)
        return rows[:limit]


class MemoryRequestListReader(_Tables):
    async def page(
        self,
        user: UUID,
        direction: Direction | None,
        before: str | None,
        limit: int,
        regional: bool,
        now: datetime,
    ) -> list[RequestRow]:
        found = []
        for r in self.table(REQUESTS).values():
            incoming, outgoing = r.recipient_id == user, r.sender_id == user
            wanted = (incoming and direction in (None, Direction.INCOMING)) or (
                outgoing and direction in (None, Direction.OUTGOING)
            )
            if not wanted or r.status is not RequestStatus.PENDING or r.expires_at <= now:
                continue
            if (before is not None and r.id >= before) or (
                regional and not self.same_region(user, r.other(user))
            ):
                continue
            found.append(r)
        found.sort(key=lambda r: r.id, reverse=True)
        return [
            RequestRow(r, self.name(r.other(user)), self.last_seen(r.other(user)))
            for r in found[:limit]
        ]

    async def incoming(self, user: UUID, now: datetime) -> int:
        return sum(
            1
            for r in self.table(REQUESTS).values()
            if r.recipient_id == user and r.status is RequestStatus.PENDING and r.expires_at > now
        )


class MemoryBlockListReader(_Tables):
    async def page(
        self, blocker: UUID, after: tuple[datetime, UUID] | None, limit: int
    ) -> list[BlockRow]:
        blocks = sorted(
            (b for (who, _), b in self.table(BLOCKS).items() if who == blocker),
            key=lambda b: (b.created_at, b.blocked_id),
            reverse=True,
        )
        if after is not None:
            blocks = [b for b in blocks if (b.created_at, b.blocked_id) < after]
        return [BlockRow(b, self.name(b.blocked_id)) for b in blocks[:limit]]

    async def blockers(self, user: UUID) -> set[UUID]:
        return {who for (who, blocked) in self.table(BLOCKS) if blocked == user}


class MemoryNotificationReader(_Tables):
    async def page(self, user: UUID, before: str | None, limit: int) -> list[Notification]:
        mine = sorted(
            (
                n
                for n in self.table(NOTIFICATIONS).values()
                if n.user_id == user and (before is None or n.id < before)
            ),
            key=lambda n: n.id,
            reverse=True,
        )
        return mine[:limit]

    async def unread(self, user: UUID) -> int:
        return sum(
            1 for n in self.table(NOTIFICATIONS).values() if n.user_id == user and n.read_at is None
        )


class MemoryReportReader(_Tables):
    async def page(
        self,
        before: str | None,
        limit: int,
        target: UUID | None,
        status: ReportStatus | None = None,
    ) -> list[ReportRow]:
        found = sorted(
            (
                r
                for r in self.table(REPORTS).values()
                if (before is None or r.id < before)
                and (target is None or r.target_id == target)
                and (status is None or r.status is status)
            ),
            key=lambda r: r.id,
            reverse=True,
        )
        return [
            ReportRow(r, self.name(r.reporter_id), self.name(r.target_id)) for r in found[:limit]
        ]
