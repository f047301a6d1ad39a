"""Moderation: the reports queue (by target) and the feedback inbox with triage, kept with
the If-Match rule of the API: a triage based on a stale reading changes nothing and shows the
conflict. The same use cases as /v1/admin/reports and /v1/admin/feedback."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from application.feedback.inbox import Triage
from application.feedback.ports import FeedbackFilter
from application.social.reports import ReportTriage
from domain.feedback.feedback import Category, Status
from domain.shared.errors import InvalidInput, PreconditionFailed
from domain.social.reports import ReportStatus
from entrypoints.console.forms import optional_uuid, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import TEXT
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=64)]


def _choice(
    kind: type[Status] | type[Category] | type[ReportStatus], raw: str | None, field: str
) -> Any:
    if not raw:
        return None
    try:
        return kind(raw)
    except ValueError:
        raise InvalidInput("not one of the listed values", field=field) from None


async def _moderation(
    request: Request[Any, Any, Any],
    target: str | None,
    status: str | None,
    category: str | None,
    report_status: str | None,
    notice: str | None,
    stale: str | None = None,
    report_cursor: str | None = None,
    feedback_cursor: str | None = None,
) -> Response[str]:
    """The page; ``stale``: the report whose triage was based on a stale reading (409)."""
    me = await operator_of(request)
    target_id = optional_uuid(target, "target")
    core = core_of(request)
    reports = inbox = next_reports = next_feedback = None
    if me.can["reports"]:
        wanted = _choice(ReportStatus, report_status, "report_status")
        page = await core.social.reports.page(
            me.principal, 50, report_cursor or None, target_id, wanted
        )
        reports, next_reports = page.items, page.next_cursor
    if me.can["feedback"]:
        where = FeedbackFilter(
            status=_choice(Status, status, "status"),
            category=_choice(Category, category, "category"),
        )
        received = await core.feedback.page(me.principal, where, 50, feedback_cursor or None)
        inbox, next_feedback = received.items, received.next_cursor
    return render(
        "moderation.html",
        409 if stale else 200,
        me=me,
        section="moderation",
        reports=reports,
        inbox=inbox,
        next_reports=next_reports,
        next_feedback=next_feedback,
        target=str(target_id) if target_id else "",
        status_filter=status or "",
        category=category or "",
        report_status=report_status or "",
        statuses=[s.value for s in Status],
        categories=[c.value for c in Category],
        report_statuses=[s.value for s in ReportStatus],
        stale=stale,
        notice=_NOTICES.get(notice or ""),
    )


_NOTICES = {
    "report-triaged": "The report is triaged.",
    "report-dismissed": "The report is dismissed.",
    "report-actioned": "The report is actioned: the reported user's live profile shares are "
    "revoked.",
}


class ConsoleModerationController(Controller):
    path = "/console/moderation"

    @get("/", access=PUBLIC)
    async def console_moderation(
        self,
        request: Request[Any, Any, Any],
        target: Annotated[str | None, QueryParameter(max_length=36)] = None,
        status: Annotated[str | None, QueryParameter(max_length=16)] = None,
        category: Text = None,
        report_status: Annotated[str | None, QueryParameter(max_length=16)] = None,
        notice: Text = None,
        report_cursor: Text = None,
        feedback_cursor: Text = None,
    ) -> Response[str]:
        return await _moderation(
            request, target, status, category, report_status, notice,
            report_cursor=report_cursor, feedback_cursor=feedback_cursor,
        )  # fmt: skip

    @post("/reports/{report_id:str}", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_triage_report(
        self, request: Request[Any, Any, Any], report_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        status = _choice(ReportStatus, form.optional("status"), "status")
        change = ReportTriage(status, form.fields.get("note"))
        revision = form.text("revision")
        try:
            await core_of(request).social.reports.triage(
                form.operator.principal,
                report_id,
                change,
                int(revision) if revision.isdigit() else None,
            )
        except PreconditionFailed:
            return await _moderation(request, None, None, None, None, None, stale=report_id)
        done = "report-dismissed" if form.optional("dismiss") else "report-triaged"
        return see_other(f"{self.path}?notice={done}#reports")

    @post(
        "/reports/{report_id:str}/revoke-shares",
        access=PUBLIC,
        request_max_body_size=TEXT,
        status_code=303,
    )
    async def console_act_on_report(
        self, request: Request[Any, Any, Any], report_id: FromPath[str]
    ) -> Response[str]:
        """Act on the reported user: the report becomes ``actioned`` (If-Match on its revision,
        so a stale page changes nothing), then every live profile share of theirs is revoked."""
        form = await submitted(request)
        core = core_of(request)
        revision = form.text("revision")
        try:
            report = await core.social.reports.triage(
                form.operator.principal,
                report_id,
                ReportTriage(ReportStatus.ACTIONED),
                int(revision) if revision.isdigit() else None,
            )
        except PreconditionFailed:
            return await _moderation(request, None, None, None, None, None, stale=report_id)
        await core.profile.shares.revoke_of_user(form.operator.principal, report.target_id)
        return see_other(f"{self.path}?notice=report-actioned#reports")

    @get("/feedback/{feedback_id:str}", access=PUBLIC)
    async def console_feedback(
        self,
        request: Request[Any, Any, Any],
        feedback_id: FromPath[str],
        notice: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        item = await core_of(request).feedback.get(me.principal, feedback_id)
        return render(
            "feedback.html",
            me=me,
            section="moderation",
            item=item,
            statuses=[s.value for s in Status],
            conflict=None,
            notice="The feedback is triaged." if notice == "triaged" else None,
        )

    @post("/feedback/{feedback_id:str}", access=PUBLIC, request_max_body_size=TEXT, status_code=303)
    async def console_triage_feedback(
        self, request: Request[Any, Any, Any], feedback_id: FromPath[str]
    ) -> Response[str]:
        form = await submitted(request)
        inbox = core_of(request).feedback
        principal = form.operator.principal
        change = Triage(_choice(Status, form.optional("status"), "status"), form.fields.get("note"))
        revision = form.text("revision")
        try:
            await inbox.triage(
                principal, feedback_id, change, int(revision) if revision.isdigit() else None
            )
        except PreconditionFailed:
            latest = await inbox.get(principal, feedback_id)
            return render(
                "feedback.html", 409, me=form.operator, section="moderation", item=latest,
                statuses=[s.value for s in Status], conflict=change, notice=None,
            )  # fmt: skip
        return see_other(f"{self.path}/feedback/{feedback_id}?notice=triaged")
