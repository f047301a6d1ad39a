"""Reports of users (docs/social.md, "Blocks and reports"), their list for moderators and
their triage (admin:reports:manage, with If-Match semantics, audited as ``reports.triage``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from application.social.ports import ReportReader, ReportRow
from domain.audit.entry import Target
from domain.audit.snapshots import moment
from domain.identity.errors import UserNotFound
from domain.shared.errors import PreconditionFailed
from domain.shared.pagination import LimitRule
from domain.social.errors import ReportNotFound
from domain.social.nodes import FRIENDS_WRITE, REPORTS_MANAGE, REPORTS_VIEW
from domain.social.reports import Report, ReportStatus, check_note, new_report

REPORTS_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class ReportTriage:
    status: ReportStatus | None = None
    """None leaves it."""
    note: str | None = None
    """None leaves it."""


def _snapshot(report: Report) -> dict[str, object]:
    return {
        "status": report.status.value,
        "note": report.note,
        "revision": report.revision,
        "triagedAt": moment(report.triaged_at),
    }


class Reports:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: ReportReader,
        users: UserReader,
        access: AccessControl,
        rates: RateLimits,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._users = users
        self._access = access
        self._rates = rates
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def report(self, principal: Principal, target: UUID, reason: str | None) -> Report:
        await self._access.require(principal, FRIENDS_WRITE)
        report = new_report(
            self._ids.new_object_id(), principal.user_id, target, reason, self._clock.now()
        )
        await self._rates.check("social_report", str(principal.user_id))
        if await self._users.get(target) is None:
            raise UserNotFound("no user has this targetId")
        async with self._uow() as uow:
            await uow.social.reports.add(report)
            await uow.commit()
        return report

    async def page(
        self,
        principal: Principal,
        limit: int | None,
        cursor: str | None,
        target: UUID | None,
        status: ReportStatus | None = None,
    ) -> Page[ReportRow]:
        """Newest first, for moderators (admin:reports:view; super admins always)."""
        await self._access.require(principal, REPORTS_VIEW)
        limit = REPORTS_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        rows = await self._reader.page(before, limit + 1, target, status)
        more, rows = len(rows) > limit, rows[:limit]
        next_cursor = cursors.encode(rows[-1].report.id) if more and rows else None
        return Page(rows, next_cursor)

    async def triage(
        self, principal: Principal, report_id: str, change: ReportTriage, revision: int | None
    ) -> Report:
        """Set the status and the note (admin:reports:manage); ``revision`` from If-Match (412
        when someone triaged it meanwhile)."""
        await self._access.require(principal, REPORTS_MANAGE)
        note = check_note(change.note) if change.note is not None else None
        async with self._uow() as uow:
            current = await uow.social.reports.get(report_id)
            if current is None:
                raise ReportNotFound()
            if revision is not None and revision != current.revision:
                raise PreconditionFailed()
            changed = replace(
                current,
                status=change.status or current.status,
                note=current.note if note is None else note,
                revision=current.revision + 1,
                triaged_by=principal.user_id,
                triaged_at=self._clock.now(),
            )
            if not await uow.social.reports.update(changed, current.revision):
                raise PreconditionFailed()
            await self._audit.record(
                uow, principal, "reports.triage", Target("report", report_id),
                before=_snapshot(current), after=_snapshot(changed),
            )  # fmt: skip
            await uow.commit()
        return changed
