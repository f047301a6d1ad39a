"""Friends lists and friend links (docs/social.md, "Friends")."""

from __future__ import annotations

from typing import Annotated, TypeVar
from uuid import UUID

import msgspec
from litestar import Controller, delete, get, patch
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.social.area import Social
from domain.social.nodes import FRIENDS_EDIT, FRIENDS_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, Removed
from entrypoints.http.dto.social.friends import (
    FriendEnvelope,
    FriendPatch,
    FriendsOut,
    UserFriendsOut,
    friend_out,
    friends_out,
    user_friends_out,
)
from entrypoints.http.route_access import scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


T = TypeVar("T")


def _unset(value: T | msgspec.UnsetType) -> T | None:
    return None if value is msgspec.UNSET else value


class FriendsController(Controller):
    path = "/v1/social/friends"
    tags = ["social: friends"]
    security = SECURITY

    @get(
        "/",
        summary="My friends, newest friendship first, with counts",
        description="Needs social:friends.read. Presence of each friend as they let you see "
        "it. With SVC_REGIONS set, friends of your home region first; empty -> all.",
        access=scope(FRIENDS_READ),
    )
    async def list_friends(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> FriendsOut:
        page = await social.friends.page(principal, principal.user_id, limit, cursor)
        return friends_out(page)

    @patch(
        "/{friend_id:uuid}",
        summary="Change my side of a friendship: favorite, visibility, note",
        description="Needs social:friends.edit. The friend's side is never changed.",
        request_max_body_size=SMALL,
        access=scope(FRIENDS_EDIT),
    )
    async def edit_friend(
        self,
        friend_id: FromPath[UUID],
        data: JSONBody[FriendPatch],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> FriendEnvelope:
        view = await social.friends.edit(
            principal,
            friend_id,
            favorite=_unset(data.favorite),
            visibility=_unset(data.visibility),
            note=_unset(data.note),
            clear_note=data.note is None,
        )
        return FriendEnvelope(friend_out(view))

    @delete(
        "/{friend_id:uuid}",
        summary="End a friendship (both directions)",
        description="Needs social:friends.edit.",
        status_code=200,
        access=scope(FRIENDS_EDIT),
    )
    async def remove_friend(
        self, friend_id: FromPath[UUID], principal: Inject[Principal], social: Inject[Social]
    ) -> Removed:
        await social.friends.remove(principal, friend_id)
        return Removed(1)


class UserFriendsController(Controller):
    path = "/v1/users"
    tags = ["social: friends"]
    security = SECURITY

    @get(
        "/{user_id:uuid}/friends",
        summary="A user's friends with counts, and their open requests",
        description="Needs social:friends.read; another user's lists also need "
        "admin:user:view. `requestsCursor` pages the requests.",
        access=scope(FRIENDS_READ),
    )
    async def list_user_friends(
        self,
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Limit = None,
        cursor: CursorParam = None,
        requests_cursor: Annotated[
            Cursor | None, QueryParameter(name="requestsCursor", description="requests page")
        ] = None,
    ) -> UserFriendsOut:
        friends = await social.friends.page(principal, user_id, limit, cursor)
        requests = await social.requests.page(principal, user_id, None, None, requests_cursor)
        return user_friends_out(user_id, friends, requests)
