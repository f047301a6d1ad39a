"""The audit log: every admin action, through the console, the API or the command line, with
its before and after, newest first, with filters. The same use case as GET /v1/admin/audit
(admin:audit:view)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.params import QueryParameter

from application.audit.ports import AuditFilter
from entrypoints.console.forms import optional_uuid
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=200)]


class ConsoleAuditController(Controller):
    path = "/console/audit"

    @get("/", access=PUBLIC)
    async def console_audit(
        self,
        request: Request[Any, Any, Any],
        actor: Annotated[str | None, QueryParameter(max_length=36)] = None,
        action: Annotated[str | None, QueryParameter(max_length=64)] = None,
        kind: Annotated[str | None, QueryParameter(max_length=32)] = None,
        target: Text = None,
        cursor: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        actor_id = optional_uuid(actor, "actor")
        where = AuditFilter(
            actor_id=actor_id,
            action=action or None,
            target_kind=kind or None,
            target_id=target or None,
        )
        page = await core_of(request).audit.page(me.principal, where, 50, cursor or None)
        return render(
            "audit.html",
            me=me,
            section="audit",
            entries=page.items,
            next_cursor=page.next_cursor,
            actor=str(actor_id) if actor_id else "",
            action=action or "",
            kind=kind or "",
            target=target or "",
        )
