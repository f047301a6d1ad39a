"""The caller's own profile and settings (docs/api.md, "Profile")."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Protocol
from uuid import UUID

from application.identity.ports import UserReader
from application.identity.presence import PresenceRecorder
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWorkFactory
from application.shared.sentinels import Unset
from domain.identity.errors import UserNotFound
from domain.identity.user import User
from domain.profile.nodes import PROFILE_READ
from domain.profile.presence import Presence
from domain.profile.ui_style import validate_ui_style

UNSET: Final = Unset.UNSET


class OwnPresence(Protocol):
    """The presence a user chose (AWAY, BUSY) applied to when they were last seen."""

    async def own(self, user_id: UUID, last_seen_at: datetime | None) -> Presence: ...


@dataclass(frozen=True, slots=True)
class ProfileView:
    user: User
    permissions: list[str]
    presence: Presence
    last_seen_at: datetime | None


@dataclass(frozen=True, slots=True)
class SettingsView:
    allow_friend_requests: bool
    ui_style: dict[str, Any] | None
    updated_at: datetime


class Profiles:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        users: UserReader,
        access: AccessControl,
        presence: PresenceRecorder,
        clock: Clock,
        own_presence: OwnPresence | None = None,
    ) -> None:
        self._uow = uow
        self._users = users
        self._access = access
        self._presence = presence
        self._clock = clock
        self._own_presence = own_presence

    async def self_view(self, principal: Principal) -> ProfileView:
        await self._access.require(principal, PROFILE_READ)
        user = await self._users.get(principal.user_id)
        if user is None:
            raise UserNotFound("the account of this token no longer exists")
        now = self._clock.now()
        last_seen = max(
            filter(None, (user.last_seen_at, self._presence.last_seen(user.id))), default=None
        )
        if self._own_presence is not None:
            presence = await self._own_presence.own(user.id, last_seen)
        else:
            presence = Presence.from_last_seen(last_seen, now)
        return ProfileView(
            user=user,
            permissions=await self._access.allowed_nodes(user.id),
            presence=presence,
            last_seen_at=last_seen,
        )

    async def settings(self, principal: Principal) -> SettingsView:
        user = await self._users.get(principal.user_id)
        if user is None:
            raise UserNotFound("the account of this token no longer exists")
        return _settings_of(user)

    async def update_settings(
        self,
        principal: Principal,
        allow_friend_requests: bool | None = None,
        ui_style: dict[str, Any] | Unset | None = UNSET,
    ) -> SettingsView:
        """Change what is given; ``ui_style=None`` clears the style."""
        if ui_style is not UNSET and ui_style is not None:
            validate_ui_style(ui_style)
        async with self._uow() as uow:
            user = await uow.users.get(principal.user_id)
            if user is None:
                raise UserNotFound("the account of this token no longer exists")
            if allow_friend_requests is not None:
                user.allow_friend_requests = allow_friend_requests
            if ui_style is not UNSET:
                user.ui_style = ui_style
            user.settings_updated_at = user.updated_at = self._clock.now()
            await uow.users.update(user)
            await uow.commit()
        return _settings_of(user)


def _settings_of(user: User) -> SettingsView:
    return SettingsView(
        allow_friend_requests=user.allow_friend_requests,
        ui_style=user.ui_style,
        updated_at=user.settings_updated_at or user.updated_at,
    )
