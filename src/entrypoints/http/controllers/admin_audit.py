"""The audit log, read by admins (docs/api.md, "Audit log")."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, get
from litestar.params import QueryParameter

from application.audit.log import AuditLog
from application.audit.ports import AuditFilter
from application.identity.principal import Principal
from domain.audit.entry import ACTION_MAX, TARGET_ID_MAX, TARGET_KIND_MAX
from domain.shared.errors import InvalidInput
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.audit import AuditListOut, audit_list_out
from entrypoints.http.dto.common import Cursor
from entrypoints.http.route_access import UNSCOPED

# A time in the query: ISO 8601 with its zone. Read as text, not as a datetime, so that a bare
# number (which the decoder would take for seconds since the epoch) is refused.
MOMENT = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$"


def _moment(which: str) -> dict[str, Any]:
    return {
        "pattern": MOMENT,
        "max_length": 40,
        "description": f"{which}; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z",
    }


def _parsed(text: str | None, field: str) -> datetime | None:
    if text is None:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput("not a time (ISO 8601 with its zone)", field=field) from None


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
        since: Annotated[str | None, QueryParameter(**_moment("inclusive"))] = None,
        until: Annotated[str | None, QueryParameter(**_moment("exclusive"))] = None,
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> AuditListOut:
        where = AuditFilter(
            actor_id,
            action,
            target_kind,
            target_id,
            _parsed(since, "since"),
            _parsed(until, "until"),
        )
        return audit_list_out(await audit.page(principal, where, limit, cursor))
