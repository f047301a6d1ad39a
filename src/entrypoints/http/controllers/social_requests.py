"""Friend requests (docs/social.md, "Friend requests")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.social.area import Social
from application.social.ports import Direction
from domain.social.nodes import FRIENDS_EDIT, FRIENDS_READ, FRIENDS_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.social.friends import (
    RequestIn,
    RequestResultOut,
    RequestsOut,
    request_result_out,
    requests_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import scope


class FriendRequestsController(Controller):
    path = "/v1/social/friends/requests"
    tags = ["social: friend requests"]
    security = SECURITY

    @get(
        "/",
        summary="My open friend requests, newest first",
        description="Needs social:friends.read. Pending and unexpired only; both directions "
        "unless `direction` is given.",
        access=scope(FRIENDS_READ),
    )
    async def list_friend_requests(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        direction: Annotated[Direction | None, QueryParameter()] = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> RequestsOut:
        page = await social.requests.page(principal, principal.user_id, direction, limit, cursor)
        return requests_out(page)

    @post(
        "/",
        summary="Ask a user to be friends",
        description="Needs social:friends.write; 60 per hour. When the target already asked "
        "you, that request is accepted instead (`request.status` is `accepted`).",
        status_code=201,
        responses=problems(404, 409, 429),
        request_max_body_size=SMALL,
        access=scope(FRIENDS_WRITE),
    )
    async def send_friend_request(
        self, data: JSONBody[RequestIn], principal: Inject[Principal], social: Inject[Social]
    ) -> RequestResultOut:
        outcome = await social.requests.send(principal, data.target_id, data.target_name, data.note)
        return request_result_out(outcome)

    @post(
        "/{request_id:str}/accept",
        summary="Accept a friend request sent to me",
        description="Needs social:friends.edit. Accepting again returns the same result.",
        status_code=200,
        responses=problems(409, 410),
        access=scope(FRIENDS_EDIT),
    )
    async def accept_friend_request(
        self,
        request_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> RequestResultOut:
        return request_result_out(await social.requests.accept(principal, request_id))

    @post(
        "/{request_id:str}/decline",
        summary="Decline a friend request (recipient or sender)",
        description="Needs social:friends.edit.",
        status_code=200,
        responses=problems(409, 410),
        access=scope(FRIENDS_EDIT),
    )
    async def decline_friend_request(
        self,
        request_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> RequestResultOut:
        return request_result_out(await social.requests.decline(principal, request_id))

    @delete(
        "/{request_id:str}",
        summary="Withdraw (sender) or decline (recipient) a friend request",
        description="Needs social:friends.edit.",
        status_code=200,
        responses=problems(409, 410),
        access=scope(FRIENDS_EDIT),
    )
    async def delete_friend_request(
        self,
        request_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> RequestResultOut:
        return request_result_out(await social.requests.withdraw(principal, request_id))
