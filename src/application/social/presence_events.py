"""Telling friends on the social stream that a user's presence changed (docs/social.md,
"The social stream"), each as the user's visibility for them allows: a friend the user hides
from (HIDDEN) is never told; a LIMITED one only of coming online and going offline; a DEFAULT
one of AWAY, BUSY and back to ONLINE too, with the party. Blocks need no rule here: a block
ends the friendship.

A user comes online when their social stream opens after they were offline (seen more than
five minutes ago); sets a state with PUT /v1/profile/presence; goes offline when, after their
last social stream here closed, the usual rule says so (not seen for five minutes): the job
"social-presence" looks at the users whose stream closed in this process
(``SVC_SOCIAL_PRESENCE_SWEEP_SECONDS``). Instances decide alone, so a user whose streams closed
on two instances may be announced offline twice: a presence frame is a state, not a delta.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from uuid import UUID

from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.ports import Clock
from application.social.events import PresenceEvent, SocialRelay
from application.social.ports import FriendCursor, FriendListReader, FriendRow, PresenceReader
from domain.profile.presence import ONLINE_WINDOW, Presence
from domain.social.links import Visibility
from domain.social.presence import SeenPresence, seen_presence

PAGE = 200


class PresenceAnnouncer:
    def __init__(
        self,
        relay: SocialRelay,
        friends: FriendListReader,
        settings: PresenceReader,
        users: UserReader,
        recorder: PresenceRecorder,
        clock: Clock,
    ) -> None:
        self._relay = relay
        self._friends = friends
        self._settings = settings
        self._users = users
        self._recorder = recorder
        self._clock = clock
        self._open: Counter[UUID] = Counter()
        self._leaving: set[UUID] = set()

    async def opened(self, user_id: UUID) -> None:
        """A social stream of the user opened here (they are seen now): announce them online
        when they were not."""
        now = self._clock.now()
        was_online = await self._online(user_id, now)
        self._recorder.seen(user_id, now)
        self._open[user_id] += 1
        self._leaving.discard(user_id)
        if not was_online:
            await self.announce(user_id, online_changed=True)

    def closed(self, user_id: UUID) -> None:
        self._open[user_id] -= 1
        if self._open[user_id] <= 0:
            del self._open[user_id]
            self._leaving.add(user_id)

    async def sweep(self) -> int:
        """Announce offline the users whose last stream here closed and who are not seen any
        more (periodic job); how many."""
        now = self._clock.now()
        gone = [u for u in list(self._leaving) if not await self._online(u, now)]
        for user_id in gone:
            self._leaving.discard(user_id)
            await self.announce(user_id, online_changed=True)
        return len(gone)

    async def announce(self, user_id: UUID, *, online_changed: bool) -> None:
        """Tell the friends who may see it the user's presence now; LIMITED ones only when
        ``online_changed``."""
        now = self._clock.now()
        setting = await self._settings.setting(user_id)
        last_seen = await self._last_seen(user_id)
        seen: dict[UUID, SeenPresence] = {}
        for row in await self._all_friends(user_id, now):
            visibility = row.link.visibility  # the user's choice for this friend
            if visibility is Visibility.HIDDEN:
                continue
            if visibility is Visibility.LIMITED and not online_changed:
                continue
            seen[row.link.friend_id] = seen_presence(
                last_seen,
                setting.state if setting else None,
                setting.updated_at if setting else None,
                setting.party_id if setting else None,
                visibility,
                now,
            )
        await self._relay.publish(PresenceEvent(user_id, seen, tuple(seen)))

    async def _online(self, user_id: UUID, now: datetime) -> bool:
        return Presence.from_last_seen(await self._last_seen(user_id), now).online

    async def _last_seen(self, user_id: UUID) -> datetime | None:
        user = await self._users.get(user_id)
        moments = [user.last_seen_at if user else None, self._recorder.last_seen(user_id)]
        return max(filter(None, moments), default=None)

    async def _all_friends(self, user_id: UUID, now: datetime) -> list[FriendRow]:
        rows: list[FriendRow] = []
        after: FriendCursor | None = None
        while True:
            page = await self._friends.page(user_id, after, PAGE, False, now - ONLINE_WINDOW)
            rows.extend(page)
            if len(page) < PAGE:
                return rows
            last = page[-1].link
            after = FriendCursor(last.accepted_at, last.friend_id)
