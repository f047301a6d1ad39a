"""Profile, wired: the caller's own profile and settings, game options, profile shares and
public profiles behind one attribute (``core.profile``); bootstrap/core.py builds it.

The first use cases of the area (``self_view``, ``settings``, ``update_settings``) stay
callable on the bundle itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from application.identity.principal import Principal
from application.profile.game_options import GameOptions
from application.profile.profiles import UNSET, Profiles, ProfileView, SettingsView
from application.profile.public import PublicProfiles
from application.profile.shares import ProfileShares
from application.shared.sentinels import Unset

__all__ = ["Profile"]


@dataclass(frozen=True, slots=True)
class Profile:
    profiles: Profiles
    game_options: GameOptions
    shares: ProfileShares
    public: PublicProfiles

    async def self_view(self, principal: Principal) -> ProfileView:
        return await self.profiles.self_view(principal)

    async def settings(self, principal: Principal) -> SettingsView:
        return await self.profiles.settings(principal)

    async def update_settings(
        self,
        principal: Principal,
        allow_friend_requests: bool | None = None,
        ui_style: dict[str, Any] | Unset | None = UNSET,
    ) -> SettingsView:
        return await self.profiles.update_settings(principal, allow_friend_requests, ui_style)
