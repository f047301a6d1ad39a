"""Reading the audit log: admins with admin:audit:view, newest first, filtered by actor,
action, target and time (docs/api.md, "Audit log")."""

from __future__ import annotations

from dataclasses import replace

from application.audit.ports import AuditFilter
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.audit.entry import AuditEntry, check_action_filter, check_target_kind
from domain.audit.nodes import AUDIT_VIEW
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import truncate_to_millis

LIST_LIMIT = LimitRule(default=50, maximum=200)


def _checked(where: AuditFilter) -> AuditFilter:
    """``where``, checked, its times in UTC to the millisecond."""
    if where.action is not None:
        check_action_filter(where.action)
    if where.target_kind is not None:
        check_target_kind(where.target_kind)
    for field, moment in (("since", where.since), ("until", where.until)):
        if moment is not None and moment.tzinfo is None:
            raise InvalidInput("a time needs its zone (Z or an offset)", field=field)
    if where.since is not None and where.until is not None and where.until <= where.since:
        raise InvalidInput("must be after since", field="until")
    return replace(
        where,
        since=where.since and truncate_to_millis(where.since),
        until=where.until and truncate_to_millis(where.until),
    )


class AuditLog:
    def __init__(self, uow: UnitOfWorkFactory, access: AccessControl) -> None:
        self._uow = uow
        self._access = access

    async def page(
        self, principal: Principal, where: AuditFilter, limit: int | None, cursor: str | None
    ) -> Page[AuditEntry]:
        await self._access.require(principal, AUDIT_VIEW)
        where = _checked(where)
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.audit.page(where, before, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more else None)
