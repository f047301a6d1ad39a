"""Opening a user's social stream (docs/social.md, "The social stream"): who listens, the
``hello`` (unread counts and the sequence number to follow from), and what a reconnecting
listener missed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock
from application.social.ports import NotificationReader, RequestListReader, SocialEventLog
from application.social.presence_events import PresenceAnnouncer
from domain.social.nodes import FRIENDS_READ
from domain.social.replay import Entry, Reset


@dataclass(frozen=True, slots=True)
class Unread:
    notifications: int
    friend_requests: int


@dataclass(frozen=True, slots=True)
class Hello:
    user_id: UUID
    seq: int
    """The user's latest event number: reconnect with ``since`` set to the last one seen."""
    unread: Unread
    at: datetime


class SocialStream:
    def __init__(
        self,
        access: AccessControl,
        log: SocialEventLog,
        notifications: NotificationReader,
        requests: RequestListReader,
        presence: PresenceAnnouncer,
        clock: Clock,
    ) -> None:
        self._access = access
        self._log = log
        self._notifications = notifications
        self._requests = requests
        self._presence = presence
        self._clock = clock

    async def admit(self, principal: Principal) -> UUID:
        """The listening user, when they may read their friends (checked again before each
        ping)."""
        await self._access.require(principal, FRIENDS_READ)
        return principal.user_id

    async def opened(self, user: UUID) -> None:
        """The user's stream opened: they are online (friends hear it when they were not)."""
        await self._presence.opened(user)

    def closed(self, user: UUID) -> None:
        """The stream closed: once the user is not seen any more, friends hear it."""
        self._presence.closed(user)

    async def hello(self, user: UUID) -> Hello:
        """Read after the listener subscribed, so nothing numbered after ``seq`` is lost."""
        now = self._clock.now()
        seq = await self._log.latest(user)
        unread = Unread(
            await self._notifications.unread(user), await self._requests.incoming(user, now)
        )
        return Hello(user, seq, unread, now)

    async def since(self, user: UUID, seq: int) -> list[Entry] | Reset:
        return await self._log.since(user, seq)
