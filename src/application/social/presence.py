"""The caller's explicit presence: AWAY or BUSY (or automatic), and a party; friends hear a
change on the social stream (``application/social/presence_events.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from application.social.ports import PresenceReader
from application.social.presence_events import PresenceAnnouncer
from domain.identity.errors import UserNotFound
from domain.profile.presence import Presence
from domain.social.links import Visibility
from domain.social.presence import PresenceSetting, SeenPresence, presence_setting, seen_presence


@dataclass(frozen=True, slots=True)
class PresenceView:
    setting: PresenceSetting | None
    seen: SeenPresence  # as a friend with DEFAULT visibility sees it


class PresenceSettings:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: PresenceReader,
        users: UserReader,
        recorder: PresenceRecorder,
        clock: Clock,
        announcer: PresenceAnnouncer,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._users = users
        self._recorder = recorder
        self._clock = clock
        self._announcer = announcer

    async def get(self, principal: Principal) -> PresenceView:
        setting = await self._reader.setting(principal.user_id)
        return await self._view(principal.user_id, setting)

    async def own(self, user_id: UUID, last_seen_at: datetime | None) -> Presence:
        """The user's presence as their own profile shows it (one fast read)."""
        seen = _seen(await self._reader.setting(user_id), last_seen_at, self._clock.now())
        return Presence(online=seen.online, state=seen.state, timestamp=seen.timestamp)

    async def set(self, principal: Principal, state: str, party_id: UUID | None) -> PresenceView:
        """``ONLINE`` returns to automatic; AWAY and BUSY show while the user is online."""
        setting = presence_setting(principal.user_id, state, party_id, self._clock.now())
        async with self._uow() as uow:
            await uow.social.presence.put(setting)
            await uow.commit()
        view = await self._view(principal.user_id, setting)
        if view.seen.online:  # friends see a state only while the user is online
            await self._announcer.announce(principal.user_id, online_changed=False)
        return view

    async def _view(self, user_id: UUID, setting: PresenceSetting | None) -> PresenceView:
        user = await self._users.get(user_id)
        if user is None:
            raise UserNotFound("the account of this token no longer exists")
        last_seen = _latest(user.last_seen_at, self._recorder.last_seen(user_id))
        return PresenceView(setting, _seen(setting, last_seen, self._clock.now()))


def _seen(
    setting: PresenceSetting | None, last_seen_at: datetime | None, now: datetime
) -> SeenPresence:
    return seen_presence(
        last_seen_at,
        setting.state if setting else None,
        setting.updated_at if setting else None,
        setting.party_id if setting else None,
        Visibility.DEFAULT,
        now,
    )


def _latest(*moments: datetime | None) -> datetime | None:
    return max(filter(None, moments), default=None)
