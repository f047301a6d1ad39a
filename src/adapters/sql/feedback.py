"""Feedback on the unit of work's connection. Updates are conditional on the revision read
(``WHERE revision = :read``), so concurrent triagers cannot overwrite each other silently."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import uuid_or_none
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.feedback import feedback as f
from application.feedback.ports import FeedbackFilter
from domain.feedback.feedback import Category, Feedback, Status

_FEEDBACK = sa.select(
    f.c.id, f.c.user_id, f.c.category, f.c.message, f.c.contact, f.c.client_version,
    f.c.server_id, f.c.status, f.c.note, f.c.created_at, f.c.updated_at, f.c.revision,
    f.c.triaged_by,
)  # fmt: skip


def _feedback(row: Sequence[Any]) -> Feedback:
    (fid, user_id, category, message, contact, client_version, server_id, status, note,
     created_at, updated_at, revision, triaged_by) = row  # fmt: skip
    return Feedback(
        id=fid,
        user_id=uuid_or_none(user_id),
        category=Category(category),
        message=message,
        contact=contact,
        client_version=client_version,
        server_id=server_id,
        status=Status(status),
        note=note,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        revision=int(revision),
        triaged_by=uuid_or_none(triaged_by),
    )


def _feedback_values(item: Feedback) -> dict[str, Any]:
    return {
        "id": item.id,
        "user_id": item.user_id,
        "category": item.category.value,
        "message": item.message,
        "contact": item.contact,
        "client_version": item.client_version,
        "server_id": item.server_id,
        "status": item.status.value,
        "note": item.note,
        "created_at": ms(item.created_at),
        "updated_at": ms(item.updated_at),
        "revision": item.revision,
        "triaged_by": item.triaged_by,
    }


class SqlFeedbackRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, feedback: Feedback) -> None:
        await self._db.execute(f.insert().values(**_feedback_values(feedback)))

    async def get(self, feedback_id: str) -> Feedback | None:
        row = (await self._db.execute(_FEEDBACK.where(f.c.id == feedback_id))).first()
        return _feedback(row) if row else None

    async def update(self, feedback: Feedback, revision: int) -> bool:
        values = _feedback_values(feedback)
        del values["id"]
        done = await self._db.execute(
            f.update().where(f.c.id == feedback.id, f.c.revision == revision).values(**values)
        )
        return bool(done.rowcount)

    async def page(self, where: FeedbackFilter, before: str | None, limit: int) -> list[Feedback]:
        query = _FEEDBACK
        if where.status is not None:
            query = query.where(f.c.status == where.status.value)
        if where.category is not None:
            query = query.where(f.c.category == where.category.value)
        if where.server_id is not None:
            query = query.where(f.c.server_id == where.server_id)
        if before is not None:
            query = query.where(f.c.id < before)
        rows = await self._db.execute(query.order_by(f.c.id.desc()).limit(limit))
        return [_feedback(row) for row in rows]
