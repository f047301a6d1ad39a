"""Blocks and reports, and the reports list for moderators (docs/social.md, "Blocks and
reports")."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, delete, get, patch, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.social.area import Social
from domain.social.nodes import FRIENDS_EDIT, FRIENDS_WRITE
from domain.social.reports import ReportStatus
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr, Removed
from entrypoints.http.dto.social.moderation import (
    AdminReportsOut,
    BlockEnvelope,
    BlockIn,
    BlocksOut,
    ReportEnvelope,
    ReportIn,
    ReportStatusName,
    ReportTriageIn,
    ReportTriageOut,
    admin_reports_out,
    block_out,
    blocks_out,
    report_envelope,
    report_triage_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import UNSCOPED, scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


class BlocksController(Controller):
    path = "/v1/social/friends/blocks"
    tags = ["social: moderation"]
    security = SECURITY

    @get(
        "/",
        summary="Users I blocked, newest first",
        description="Needs social:friends.edit.",
        access=scope(FRIENDS_EDIT),
    )
    async def list_blocks(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> BlocksOut:
        return blocks_out(await social.blocks.page(principal, limit, cursor))

    @post(
        "/",
        summary="Block a user",
        description="Needs social:friends.edit. Ends the friendship and closes pending "
        "requests both ways. Blocking again returns the existing block.",
        status_code=201,
        responses=problems(404),
        request_max_body_size=SMALL,
        access=scope(FRIENDS_EDIT),
    )
    async def block_user(
        self, data: JSONBody[BlockIn], principal: Inject[Principal], social: Inject[Social]
    ) -> BlockEnvelope:
        return BlockEnvelope(block_out(await social.blocks.block(principal, data.target_id)))

    @delete(
        "/",
        summary="Remove a block",
        description="Needs social:friends.edit. The friendship it ended stays ended.",
        status_code=200,
        responses=problems(404),
        access=scope(FRIENDS_EDIT),
    )
    async def unblock_user(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        target_id: Annotated[UUID, QueryParameter(name="targetId")],
    ) -> Removed:
        await social.blocks.unblock(principal, target_id)
        return Removed(1)


class ReportsController(Controller):
    path = "/v1"
    tags = ["social: moderation"]
    security = SECURITY

    @post(
        "/social/friends/reports",
        summary="Report a user to the moderators",
        description="Needs social:friends.write (a report is the sender's action towards "
        "another user, like a friend request); 20 per hour.",
        status_code=201,
        responses=problems(404, 429),
        request_max_body_size=TEXT,
        access=scope(FRIENDS_WRITE),
    )
    async def report_user(
        self, data: JSONBody[ReportIn], principal: Inject[Principal], social: Inject[Social]
    ) -> ReportEnvelope:
        report = await social.reports.report(principal, data.target_id, data.reason)
        return report_envelope(report)

    @get(
        "/admin/reports",
        summary="Reports of users, newest first (moderators)",
        description="Needs admin:reports:view (super admins always pass).",
        access=UNSCOPED,
    )
    async def list_reports(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Limit = None,
        cursor: CursorParam = None,
        target_id: Annotated[UUID | None, QueryParameter(name="targetId")] = None,
        status: Annotated[ReportStatusName | None, QueryParameter()] = None,
    ) -> AdminReportsOut:
        wanted = ReportStatus(status) if status else None
        page = await social.reports.page(principal, limit, cursor, target_id, wanted)
        return admin_reports_out(page)

    @patch(
        "/admin/reports/{report_id:str}",
        summary="Triage a report (moderators)",
        description="Needs admin:reports:manage. Sets `status` (open, dismissed, actioned) and "
        "the moderators' `note`. `If-Match` with the ETag read (the report's `revision`): 412 "
        "when someone triaged it meanwhile. Recorded in the audit log.",
        responses=problems(412),
        request_max_body_size=TEXT,
        access=UNSCOPED,
        response_headers=[ETAG],
    )
    async def triage_report(
        self,
        report_id: FromPath[ObjectIdStr],
        data: JSONBody[ReportTriageIn],
        principal: Inject[Principal],
        social: Inject[Social],
        if_match: IfMatch = None,
    ) -> Response[ReportTriageOut]:
        changed = await social.reports.triage(
            principal, report_id, data.change(), expected_revision(if_match)
        )
        return Response(report_triage_out(changed), headers={"ETag": etag(changed.revision)})
