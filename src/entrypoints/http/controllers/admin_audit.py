"""The audit log, read by admins (docs/api.md, "Audit log")."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, get
from litestar.params import QueryParameter

from application.audit.log import AuditLog
from application.audit.ports import AuditFilter
from application.identity.principal import Principal
from domain.audit.entry import ACTION_MAX, TARGET_ID_MAX, TARGET_KIND_MAX
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.audit import AuditListOut, audit_list_out
from entrypoints.http.dto.common import Cursor, TimestampIn
from entrypoints.http.route_access import UNSCOPED


class AdminAuditController(Controller):
    path = "/v1/admin/audit"
    tags = ["admin"]
    security = SECURITY

    @get(
        "/",
        summary="The audit log, newest first",
        description="Needs admin:audit:view. Every admin action, through the API, the console "
        "or the CLI: who, what, when, on what, the target before and after. Filter by "
        "`actorId`, `action` (exact, or a prefix such as `permissions.*`), `targetKind`, "
        "`targetId`, and `since` (inclusive) / `until` (exclusive).",
        access=UNSCOPED,
    )
    async def list_audit_entries(
        self,
        principal: Inject[Principal],
        audit: Inject[AuditLog],
        actor_id: Annotated[UUID | None, QueryParameter(name="actorId")] = None,
        action: Annotated[
            str | None, QueryParameter(max_length=ACTION_MAX, description="e.g. roles.*")
        ] = None,
        target_kind: Annotated[
            str | None, QueryParameter(name="targetKind", max_length=TARGET_KIND_MAX)
        ] = None,
        target_id: Annotated[
            str | None, QueryParameter(name="targetId", max_length=TARGET_ID_MAX)
        ] = None,
        since: Annotated[
            TimestampIn | None, QueryParameter(description="inclusive, with a zone")
        ] = None,
        until: Annotated[
            TimestampIn | None, QueryParameter(description="exclusive, with a zone")
        ] = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> AuditListOut:
        where = AuditFilter(actor_id, action, target_kind, target_id, since, until)
        return audit_list_out(await audit.page(principal, where, limit, cursor))
