"""The caller's own profile and settings."""

from __future__ import annotations

import msgspec
from litestar import Controller, get, patch

from application.identity.principal import Principal
from application.profile.service import UNSET
from bootstrap.core import Core
from entrypoints.http.auth import SECURITY
from entrypoints.http.dto.profile import (
    ProfileSelfOut,
    SettingsOut,
    SettingsPatch,
    profile_self_out,
    settings_out,
)
from entrypoints.http.problems import problems


class ProfileController(Controller):
    path = "/v1/profile"
    tags = ["profile"]
    security = SECURITY

    @get("/self", summary="Who am I", responses=problems(401, 403, 404))
    async def self_view(self, principal: Principal, core: Core) -> ProfileSelfOut:
        return profile_self_out(await core.profile.self_view(principal))

    @get("/settings", summary="My settings", responses=problems(401, 404))
    async def settings(self, principal: Principal, core: Core) -> SettingsOut:
        return settings_out(await core.profile.settings(principal))

    @patch("/settings", summary="Change my settings", responses=problems(400, 401, 404))
    async def update_settings(
        self, data: SettingsPatch, principal: Principal, core: Core
    ) -> SettingsOut:
        view = await core.profile.update_settings(
            principal,
            allow_friend_requests=None
            if data.allow_friend_requests is msgspec.UNSET
            else data.allow_friend_requests,
            ui_style=UNSET if data.ui_style is msgspec.UNSET else data.ui_style,
        )
        return settings_out(view)
