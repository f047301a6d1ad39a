"""The audit log on the unit of work's connection: entries are inserted with the change they
record, in its transaction, and never updated."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.audit import audit_log as a
from application.audit.ports import AuditFilter
from domain.audit.entry import AuditEntry, Target, Via

_ENTRIES = sa.select(
    a.c.id, a.c.at, a.c.actor_id, a.c.action, a.c.target_kind, a.c.target_id, a.c.before,
    a.c.after, a.c.via,
)  # fmt: skip


def _entry(row: Sequence[Any]) -> AuditEntry:
    eid, at, actor_id, action, target_kind, target_id, before, after, via = row
    return AuditEntry(
        id=eid,
        at=dt_required(at),
        actor_id=as_uuid(actor_id),
        action=action,
        target=Target(target_kind, target_id),
        before=None if before is None else as_json(before),
        after=None if after is None else as_json(after),
        via=Via(via),
    )


def _escaped(prefix: str) -> str:
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class SqlAuditRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, entry: AuditEntry) -> None:
        await self._db.execute(
            a.insert().values(
                id=entry.id,
                at=ms(entry.at),
                actor_id=entry.actor_id,
                action=entry.action,
                target_kind=entry.target.kind,
                target_id=entry.target.id,
                before=entry.before,
                after=entry.after,
                via=entry.via.value,
            )
        )

    async def page(self, where: AuditFilter, before: str | None, limit: int) -> list[AuditEntry]:
        query = _ENTRIES
        if where.actor_id is not None:
            query = query.where(a.c.actor_id == where.actor_id)
        prefix = where.action_prefix
        if prefix is not None:
            query = query.where(a.c.action.like(_escaped(prefix) + "%", escape="\\"))
        elif where.action is not None:
            query = query.where(a.c.action == where.action)
        if where.target_kind is not None:
            query = query.where(a.c.target_kind == where.target_kind)
        if where.target_id is not None:
            query = query.where(a.c.target_id == where.target_id)
        if where.since is not None:
            query = query.where(a.c.at >= ms(where.since))
        if where.until is not None:
            query = query.where(a.c.at < ms(where.until))
        if before is not None:
            query = query.where(a.c.id < before)
        rows = await self._db.execute(query.order_by(a.c.id.desc()).limit(limit))
        return [_entry(row) for row in rows]
