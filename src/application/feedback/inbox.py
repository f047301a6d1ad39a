"""Feedback: sent by anyone (signed in, or anonymous under a stricter rate limit), listed and
triaged by admins (nodes admin:feedback:view, admin:feedback:manage)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from application.audit.trail import AuditTrail
from application.feedback.ports import FeedbackFilter
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.feedback.feedback import (
    CLIENT_VERSION_MAX,
    CONTACT_MAX,
    MESSAGE_MAX,
    NOTE_MAX,
    SERVER_ID_MAX,
    Category,
    Feedback,
    FeedbackNotFound,
    Status,
    check_status_change,
    check_text,
)
from domain.feedback.nodes import FEEDBACK_MANAGE, FEEDBACK_VIEW
from domain.shared.errors import PreconditionFailed
from domain.shared.pagination import LimitRule

SIGNED_IN = "feedback"
ANONYMOUS = "feedback_anonymous"
LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class FeedbackDraft:
    category: Category
    message: str
    contact: str | None = None
    client_version: str | None = None
    server_id: str | None = None


@dataclass(frozen=True, slots=True)
class Triage:
    status: Status | None = None
    note: str | None = None


def _optional(value: str | None, field: str, maximum: int) -> str | None:
    return (check_text(value, field, maximum) or None) if value is not None else None


class FeedbackInbox:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def send(
        self, principal: Principal | None, draft: FeedbackDraft, address: str
    ) -> Feedback:
        """Per user when signed in (policy ``feedback``), per address otherwise
        (``feedback_anonymous``, stricter)."""
        if principal is None:
            await self._limits.check(ANONYMOUS, address)
        else:
            await self._limits.check(SIGNED_IN, str(principal.user_id))
        now = self._clock.now()
        feedback = Feedback(
            id=self._ids.new_object_id(),
            user_id=principal.user_id if principal else None,
            category=draft.category,
            message=check_text(draft.message, "message", MESSAGE_MAX, required=True),
            contact=_optional(draft.contact, "contact", CONTACT_MAX),
            client_version=_optional(draft.client_version, "clientVersion", CLIENT_VERSION_MAX),
            server_id=_optional(draft.server_id, "serverId", SERVER_ID_MAX),
            status=Status.NEW,
            note="",
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            await uow.feedback.add(feedback)
            await uow.commit()
        return feedback

    async def page(
        self, principal: Principal, where: FeedbackFilter, limit: int | None, cursor: str | None
    ) -> Page[Feedback]:
        await self._access.require(principal, FEEDBACK_VIEW)
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.feedback.page(where, before, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more else None)

    async def get(self, principal: Principal, feedback_id: str) -> Feedback:
        await self._access.require(principal, FEEDBACK_VIEW)
        async with self._uow() as uow:
            found = await uow.feedback.get(feedback_id)
        if found is None:
            raise FeedbackNotFound()
        return found

    async def triage(
        self, principal: Principal, feedback_id: str, change: Triage, revision: int | None
    ) -> Feedback:
        """Change status and note; ``revision`` from If-Match (412 when stale)."""
        await self._access.require(principal, FEEDBACK_MANAGE)
        note = check_text(change.note, "note", NOTE_MAX) if change.note is not None else None
        async with self._uow() as uow:
            current = await uow.feedback.get(feedback_id)
            if current is None:
                raise FeedbackNotFound()
            if revision is not None and revision != current.revision:
                raise PreconditionFailed()
            status = change.status or current.status
            check_status_change(current.status, status)
            changed = replace(
                current,
                status=status,
                note=current.note if note is None else note,
                updated_at=self._clock.now(),
                revision=current.revision + 1,
                triaged_by=principal.user_id,
            )
            if not await uow.feedback.update(changed, current.revision):
                raise PreconditionFailed()
            await self._audit.record(
                uow, principal, "feedback.triage", Target("feedback", feedback_id),
                before=snapshots.feedback(current), after=snapshots.feedback(changed),
            )  # fmt: skip
            await uow.commit()
        return changed
