"""The caller's own profile and settings."""

from __future__ import annotations

import msgspec
from litestar import Controller, get, patch
from litestar.params import JSONBody

from application.identity.principal import Principal
from application.links.area import Links
from application.profile.area import Profile
from application.profile.profiles import UNSET
from domain.profile.nodes import PROFILE_READ, PROFILE_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.profile import (
    ProfileSelfOut,
    SettingsOut,
    SettingsPatch,
    profile_self_out,
    settings_out,
)
from entrypoints.http.route_access import api_token, scope


class ProfileController(Controller):
    path = "/v1/profile"
    tags = ["profile"]
    security = SECURITY

    @get(
        "/self",
        summary="Who am I",
        description="The signed-in user: id, name, the permission nodes they are allowed and "
        "their presence (online, status, last seen).",
        access=scope(PROFILE_READ),
    )
    async def get_self(
        self, principal: Inject[Principal], profile: Inject[Profile]
    ) -> ProfileSelfOut:
        return profile_self_out(await profile.self_view(principal))

    @get(
        "/settings",
        summary="My settings",
        description="Friend requests, the UI style, and the membership and chat accounts "
        "linked (provider, display name, linkedAt; never a token).",
        access=api_token(service_scope=PROFILE_READ),  # every signed-in user (docs/auth.md)
    )
    async def get_profile_settings(
        self, principal: Inject[Principal], links: Inject[Links], profile: Inject[Profile]
    ) -> SettingsOut:
        view = await profile.settings(principal)
        return settings_out(view, await links.accounts.of_user(principal.user_id))

    @patch(
        "/settings",
        summary="Change my settings",
        description="Changes the members given (`allowFriendRequests`, `uiStyle`); members left "
        "out stay.",
        request_max_body_size=DOCUMENT,
        access=api_token(service_scope=PROFILE_WRITE),
    )
    async def update_profile_settings(
        self,
        data: JSONBody[SettingsPatch],
        principal: Inject[Principal],
        links: Inject[Links],
        profile: Inject[Profile],
    ) -> SettingsOut:
        view = await profile.update_settings(
            principal,
            allow_friend_requests=None
            if data.allow_friend_requests is msgspec.UNSET
            else data.allow_friend_requests,
            ui_style=UNSET if data.ui_style is msgspec.UNSET else data.ui_style,
        )
        return settings_out(view, await links.accounts.of_user(principal.user_id))
