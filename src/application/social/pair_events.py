"""What the social stream hears of a committed change between two users
(``application/social/pairs.py``): a request sent, declined or withdrawn
(``friends.request``), accepted (``friends.accepted``, and the sender's new notification),
a friendship ended (``friends.removed``, also by a block). Both users hear each; a block
leaves nothing the blocked user did to hear (its requests are closed, the friendship ends)."""

from __future__ import annotations

from uuid import UUID

from application.identity.ports import UserReader
from application.ports import Clock
from application.social.events import (
    FriendRequestEvent,
    FriendsAcceptedEvent,
    FriendsRemovedEvent,
    NotificationEvent,
    SocialEvent,
    SocialRelay,
)
from domain.social.friendship import Change, Pair
from domain.social.notifications import Notification
from domain.social.requests import RequestStatus


class PairEvents:
    def __init__(self, relay: SocialRelay, users: UserReader, clock: Clock) -> None:
        self._relay = relay
        self._users = users
        self._clock = clock

    async def announce(self, pair: Pair, change: Change, notifications: list[Notification]) -> None:
        for event in await self._events(pair, change, notifications):
            await self._relay.publish(event)

    async def _events(
        self, pair: Pair, change: Change, notifications: list[Notification]
    ) -> list[SocialEvent]:
        both = (pair.a, pair.b)
        now = self._clock.now()
        events: list[SocialEvent] = []
        accepted = change.notify_accepted
        requests = [r for r in change.close_requests if r.status is not RequestStatus.ACCEPTED]
        if change.create_request is not None:
            requests.append(change.create_request)
        if requests or accepted is not None:
            names = await self._names(both)
            events.extend(FriendRequestEvent(r, names, both) for r in requests)
            if accepted is not None:
                events.append(FriendsAcceptedEvent(accepted, names, now, both))
        if change.remove_links and pair.links and not change.add_links:
            events.append(FriendsRemovedEvent(both, now, both))
        events.extend(NotificationEvent(n, (n.user_id,)) for n in notifications)
        return events

    async def _names(self, users: tuple[UUID, UUID]) -> dict[UUID, str]:
        names = {}
        for user_id in users:
            user = await self._users.get(user_id)
            names[user_id] = user.name if user else ""
        return names
