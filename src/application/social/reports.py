"""Reports of users (docs/social.md, "Blocks and reports"), and their list for moderators."""

from __future__ import annotations

from uuid import UUID

from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from application.social.ports import ReportReader, ReportRow
from domain.identity.errors import UserNotFound
from domain.shared.pagination import LimitRule
from domain.social.nodes import FRIENDS_WRITE, REPORTS_VIEW
from domain.social.reports import Report, new_report

REPORTS_LIMIT = LimitRule(default=50, maximum=200)


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
        self, principal: Principal, limit: int | None, cursor: str | None, target: UUID | None
    ) -> Page[ReportRow]:
        """Newest first, for moderators (admin:reports:view; super admins always)."""
        await self._access.require(principal, REPORTS_VIEW)
        limit = REPORTS_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        rows = await self._reader.page(before, limit + 1, target)
        more, rows = len(rows) > limit, rows[:limit]
        next_cursor = cursors.encode(rows[-1].report.id) if more and rows else None
        return Page(rows, next_cursor)
