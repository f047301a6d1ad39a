"""The caller's notifications: newest first, marked read one by one (the social stream of the
owner hears it, so their other devices update)."""

from __future__ import annotations

from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.social.events import NotificationEvent, SocialRelay
from application.social.ports import NotificationReader
from domain.shared.pagination import LimitRule
from domain.social.errors import NotificationNotFound
from domain.social.notifications import Notification

NOTIFICATIONS_LIMIT = LimitRule(default=20, maximum=100)


class Notifications:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: NotificationReader,
        clock: Clock,
        relay: SocialRelay,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._clock = clock
        self._relay = relay

    async def page(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[Notification]:
        limit = NOTIFICATIONS_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        rows = await self._reader.page(principal.user_id, before, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more and rows else None)

    async def mark_read(self, principal: Principal, notification_id: str) -> Notification:
        """Idempotent; someone else's notification is not found."""
        async with self._uow() as uow:
            found = await uow.social.notifications.get(notification_id)
            if found is None or found.user_id != principal.user_id:
                raise NotificationNotFound()
            now = self._clock.now()
            read = found.read(now)
            if found.read_at is None:
                await uow.social.notifications.mark_read(notification_id, now)
                await uow.commit()
        if found.read_at is None:
            await self._relay.publish(NotificationEvent(read, (read.user_id,)))
        return read
