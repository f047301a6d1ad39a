"""In-memory adapter of the audit log."""

from __future__ import annotations

from adapters.memory.store import MemoryTx, Table
from application.audit.ports import AuditFilter
from domain.audit.entry import AuditEntry

AUDIT = Table[str, AuditEntry]("audit_log")


def _kept(entry: AuditEntry, where: AuditFilter) -> bool:
    prefix = where.action_prefix
    return (
        (where.actor_id is None or entry.actor_id == where.actor_id)
        and (
            where.action is None
            or (entry.action.startswith(prefix) if prefix else entry.action == where.action)
        )
        and (where.target_kind is None or entry.target.kind == where.target_kind)
        and (where.target_id is None or entry.target.id == where.target_id)
        and (where.since is None or entry.at >= where.since)
        and (where.until is None or entry.at < where.until)
    )


class MemoryAuditRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, entry: AuditEntry) -> None:
        self._tx.write(AUDIT)[entry.id] = entry

    async def page(self, where: AuditFilter, before: str | None, limit: int) -> list[AuditEntry]:
        found = sorted(
            (
                e
                for e in self._tx.read(AUDIT).values()
                if (before is None or e.id < before) and _kept(e, where)
            ),
            key=lambda e: e.id,
            reverse=True,
        )
        return found[:limit]
