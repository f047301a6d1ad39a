"""Public profiles: what anyone may see of a user, by name or id (docs/profile.md)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.identity.presence import PresenceRecorder
from application.ports import Clock
from application.profile.ports import PublicProfileReader, PublicProfileRow
from domain.identity.errors import UserNotFound
from domain.identity.user import NAME_MAX_LENGTH
from domain.social.links import Visibility
from domain.social.presence import SeenPresence, seen_presence


@dataclass(frozen=True, slots=True)
class PublicProfile:
    user_id: UUID
    name: str
    presence: SeenPresence
    active_model_id: str | None  # shown when the model is rated sfw


class PublicProfiles:
    def __init__(
        self, reader: PublicProfileReader, recorder: PresenceRecorder, clock: Clock
    ) -> None:
        self._reader = reader
        self._recorder = recorder
        self._clock = clock

    async def get(self, identifier: str) -> PublicProfile:
        """By UUID, or by name case-insensitively; unknown is not found."""
        row = None
        try:
            row = await self._reader.by_id(UUID(identifier))
        except ValueError:
            name = identifier.strip()
            if 0 < len(name) <= NAME_MAX_LENGTH:
                row = await self._reader.by_name(name.lower())
        if row is None:
            raise UserNotFound("no user has this name or id")
        return self.view(row)

    async def of(self, user_id: UUID) -> PublicProfile:
        row = await self._reader.by_id(user_id)
        if row is None:
            raise UserNotFound("no user has this id")
        return self.view(row)

    def view(self, row: PublicProfileRow) -> PublicProfile:
        """Presence as users who are not friends see it: online or offline only."""
        last_seen = _latest(row.last_seen_at, self._recorder.last_seen(row.user_id))
        presence = seen_presence(last_seen, None, None, None, Visibility.LIMITED, self._clock.now())
        public_model = (
            row.active_model_id
            if row.active_rating is not None and not row.active_rating.mature
            else None
        )
        return PublicProfile(row.user_id, row.name, presence, public_model)


def _latest(*moments: datetime | None) -> datetime | None:
    return max(filter(None, moments), default=None)
