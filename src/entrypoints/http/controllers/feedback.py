"""Feedback: anyone sends it, admins list and triage it (docs/shop.md, "Feedback")."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, patch, post
from litestar.di import Provide
from litestar.params import FromPath, JSONBody, QueryParameter

from application.feedback.inbox import FeedbackInbox
from application.feedback.ports import FeedbackFilter
from application.identity.principal import Principal
from bootstrap.settings import Settings
from domain.feedback.feedback import Category, Status
from entrypoints.http.auth import SECURITY, optional_token, presented_token, principal_of
from entrypoints.http.body_limits import TEXT
from entrypoints.http.client_ip import request_ip
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.feedback import (
    CategoryName,
    FeedbackIn,
    FeedbackListOut,
    FeedbackOut,
    FeedbackReceipt,
    StatusName,
    TriageIn,
    feedback_list_out,
    feedback_out,
    receipt_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import PUBLIC, UNSCOPED


def _tagged(out: FeedbackOut) -> Response[FeedbackOut]:
    return Response(out, headers={"ETag": etag(out.revision)})


async def provide_sender(request: Request[Any, Any, Any]) -> Principal | None:
    """Who sends feedback: the holder of the token presented, if any (anonymous otherwise;
    the token was checked before the body, ``proof=optional_token``)."""
    if presented_token(request) is None:
        return None
    return await principal_of(request, request.app.state.core)


class FeedbackController(Controller):
    path = "/v1/feedback"
    tags = ["feedback"]
    dependencies = {"sender": Provide(provide_sender)}

    @post(
        "/",
        summary="Send feedback",
        description="Signed in (a bearer token; rate limit `feedback`, per user) or anonymous "
        "(rate limit `feedback_anonymous`, per address, stricter). `message` up to 4000 "
        "characters; `contact`, `clientVersion` and `serverId` optional. Answers the id and "
        "status `new`.",
        status_code=201,
        request_max_body_size=TEXT,
        responses=problems(413, 429),
        access=PUBLIC,  # rate limited per user or address
        proof=optional_token,  # a token when given
    )
    async def send_feedback(
        self,
        data: JSONBody[FeedbackIn],
        request: Request[Any, Any, Any],
        sender: Inject[Principal | None],
        feedback: Inject[FeedbackInbox],
        settings: Inject[Settings],
    ) -> FeedbackReceipt:
        address = request_ip(request, settings.server.trusted_proxies)
        return receipt_out(await feedback.send(sender, data.draft(), address))


class AdminFeedbackController(Controller):
    path = "/v1/admin/feedback"
    tags = ["feedback", "admin"]
    security = SECURITY

    @get(
        "/",
        summary="Feedback, newest first",
        description="Needs admin:feedback:view. Filter by `status` (new, triaged, closed), "
        "`category` and `serverId`.",
        access=UNSCOPED,
    )
    async def list_feedback(
        self,
        principal: Inject[Principal],
        feedback: Inject[FeedbackInbox],
        status_name: Annotated[StatusName | None, QueryParameter(name="status")] = None,
        category: Annotated[CategoryName | None, QueryParameter()] = None,
        server_id: Annotated[str | None, QueryParameter(name="serverId", max_length=128)] = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> FeedbackListOut:
        where = FeedbackFilter(
            Status(status_name) if status_name else None,
            Category(category) if category else None,
            server_id,
        )
        return feedback_list_out(await feedback.page(principal, where, limit, cursor))

    @get(
        "/{feedback_id:str}",
        summary="One piece of feedback",
        description="Needs admin:feedback:view. Its revision is the `ETag`.",
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def get_feedback(
        self,
        feedback_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        feedback: Inject[FeedbackInbox],
    ) -> Response[FeedbackOut]:
        return _tagged(feedback_out(await feedback.get(principal, feedback_id)))

    @patch(
        "/{feedback_id:str}",
        summary="Triage feedback",
        description="Needs admin:feedback:manage. Sets `status` (triaged, closed; closed "
        "feedback may be triaged again, nothing goes back to new) and the triager's `note`. "
        "`If-Match` with the ETag read: 412 when someone triaged it meanwhile.",
        responses=problems(412),
        request_max_body_size=TEXT,
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def triage_feedback(
        self,
        feedback_id: FromPath[ObjectIdStr],
        data: JSONBody[TriageIn],
        principal: Inject[Principal],
        feedback: Inject[FeedbackInbox],
        if_match: IfMatch = None,
    ) -> Response[FeedbackOut]:
        changed = await feedback.triage(
            principal, feedback_id, data.change(), expected_revision(if_match)
        )
        return _tagged(feedback_out(changed))
