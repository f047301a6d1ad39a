"""The caller's notifications (docs/social.md, "Notifications") and presence."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.social.area import Social
from domain.profile.nodes import PROFILE_READ, PROFILE_WRITE
from domain.social.nodes import NOTIFICATIONS_READ, NOTIFICATIONS_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.social.moderation import (
    NotificationEnvelope,
    NotificationsOut,
    notification_out,
)
from entrypoints.http.dto.social.presence import PresenceIn, PresenceOut, presence_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import scope


class NotificationsController(Controller):
    path = "/v1/notifications"
    tags = ["social: notifications"]
    security = SECURITY

    @get(
        "/",
        summary="My notifications, newest first",
        description="The caller's notifications (today: friend requests they sent that were "
        "accepted), newest first, cursor-paged.",
        access=scope(NOTIFICATIONS_READ),
    )
    async def list_notifications(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> NotificationsOut:
        page = await social.notifications.page(principal, limit, cursor)
        return NotificationsOut([notification_out(n) for n in page.items], page.next_cursor)

    @post(
        "/{notification_id:str}/read",
        summary="Mark one of my notifications read (idempotent)",
        description="Marks the notification read and answers it; marking it again changes nothing.",
        status_code=200,
        access=scope(NOTIFICATIONS_WRITE),
    )
    async def mark_notification_read(
        self,
        notification_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> NotificationEnvelope:
        found = await social.notifications.mark_read(principal, notification_id)
        return NotificationEnvelope(notification_out(found))


class PresenceController(Controller):
    path = "/v1/profile/presence"
    tags = ["profile"]
    security = SECURITY

    @get(
        "/",
        summary="My presence as my friends see it",
        description="The caller's presence as their friends see it: state, party, online and last "
        "seen.",
        responses=problems(404),
        access=scope(PROFILE_READ),
    )
    async def get_presence(
        self, principal: Inject[Principal], social: Inject[Social]
    ) -> PresenceOut:
        return presence_out(await social.presence.get(principal))

    @put(
        "/",
        summary="Set my presence: ONLINE (automatic), AWAY or BUSY, and my party",
        description="Sets the caller's chosen state (AWAY or BUSY; ONLINE follows the connection) "
        "and party; friends see it at once.",
        responses=problems(404),
        request_max_body_size=SMALL,
        access=scope(PROFILE_WRITE),
    )
    async def set_presence(
        self, data: JSONBody[PresenceIn], principal: Inject[Principal], social: Inject[Social]
    ) -> PresenceOut:
        view = await social.presence.set(principal, data.state, data.party_id)
        return presence_out(view)
