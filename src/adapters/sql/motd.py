"""Messages of the day on the unit of work's connection; updates are conditional on the
revision read."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.motd import motd_messages as m
from domain.motd.message import Motd, MotdScope, ScopeType

_MOTD = sa.select(
    m.c.id, m.c.scope_type, m.c.scope_id, m.c.locale, m.c.text, m.c.starts_at, m.c.ends_at,
    m.c.created_by, m.c.created_at, m.c.updated_at, m.c.revision,
)  # fmt: skip


def _motd(row: Sequence[Any]) -> Motd:
    (mid, scope_type, scope_id, locale, text, starts_at, ends_at, created_by, created_at,
     updated_at, revision) = row  # fmt: skip
    return Motd(
        id=mid,
        scope=MotdScope(ScopeType(scope_type), scope_id),
        locale=locale,
        text=text,
        starts_at=dt_required(starts_at),
        ends_at=dt(ends_at),
        created_by=as_uuid(created_by),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        revision=int(revision),
    )


def _motd_values(motd: Motd) -> dict[str, Any]:
    return {
        "id": motd.id,
        "scope_type": motd.scope.type.value,
        "scope_id": motd.scope.id,
        "locale": motd.locale,
        "text": motd.text,
        "starts_at": ms(motd.starts_at),
        "ends_at": ms(motd.ends_at),
        "created_by": motd.created_by,
        "created_at": ms(motd.created_at),
        "updated_at": ms(motd.updated_at),
        "revision": motd.revision,
    }


def _in(scope: MotdScope) -> sa.ColumnElement[bool]:
    return sa.and_(m.c.scope_type == scope.type.value, m.c.scope_id == scope.id)


class SqlMotdRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, motd: Motd) -> None:
        await self._db.execute(m.insert().values(**_motd_values(motd)))

    async def get(self, motd_id: str) -> Motd | None:
        row = (await self._db.execute(_MOTD.where(m.c.id == motd_id))).first()
        return _motd(row) if row else None

    async def update(self, motd: Motd, revision: int) -> bool:
        values = _motd_values(motd)
        del values["id"]
        done = await self._db.execute(
            m.update().where(m.c.id == motd.id, m.c.revision == revision).values(**values)
        )
        return bool(done.rowcount)

    async def delete(self, motd_id: str) -> bool:
        done = await self._db.execute(m.delete().where(m.c.id == motd_id))
        return bool(done.rowcount)

    async def active(self, scopes: Sequence[MotdScope], now: datetime) -> list[Motd]:
        at = ms(now)
        rows = await self._db.execute(
            _MOTD.where(
                sa.or_(*(_in(s) for s in scopes)),
                m.c.starts_at <= at,
                sa.or_(m.c.ends_at.is_(None), m.c.ends_at > at),
            )
        )
        return [_motd(row) for row in rows]

    async def of_scope(self, scope: MotdScope, before: str | None, limit: int) -> list[Motd]:
        query = _MOTD.where(_in(scope))
        if before is not None:
            query = query.where(m.c.id < before)
        rows = await self._db.execute(query.order_by(m.c.id.desc()).limit(limit))
        return [_motd(row) for row in rows]
