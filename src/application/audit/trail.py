"""Writing the audit log: each admin use case records its action through an ``AuditTrail``
on the unit of work of the change itself, so the entry commits with the change or not at all
(a refused or failed change writes none)."""

from __future__ import annotations

from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork
from domain.audit.actions import ACTIONS
from domain.audit.entry import AuditEntry, Snapshot, Target


class AuditTrail:
    def __init__(self, clock: Clock, ids: IdGenerator) -> None:
        self._clock = clock
        self._ids = ids

    async def record(
        self,
        uow: UnitOfWork,
        principal: Principal,
        action: str,
        target: Target,
        before: Snapshot | None = None,
        after: Snapshot | None = None,
    ) -> AuditEntry:
        """Add the entry to ``uow`` (the caller commits); the actor and the delivery adapter
        (``principal.via``) are the principal's. ``action`` is one of ``ACTIONS``."""
        if action not in ACTIONS:
            raise ValueError(f"{action!r} is no audit action (domain/audit/actions.py)")
        entry = AuditEntry(
            id=self._ids.new_object_id(),
            at=self._clock.now(),
            actor_id=principal.user_id,
            action=action,
            target=target,
            before=before,
            after=after,
            via=principal.via,
        )
        await uow.audit.add(entry)
        return entry
