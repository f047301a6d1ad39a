"""SQL adapters of the personal totem area: repositories on the unit of work's connection,
the reader on the fast read path.

The gallery is one statement per page: a range scan of the sort's index
(``ix_totem_models_<sort>_id``) from the cursor, forwards or backwards, stopping at the
limit; entries the caller does not see are skipped on the way (mature entries are few, so
a page reads about ``limit`` index entries whatever the size of the table).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_uuid
from adapters.sql.rows import ms
from adapters.sql.tables.totem import totem_active, totem_models, totem_selections
from adapters.sql.upsert import upsert
from application.totem.ports import GalleryCursor, HistoryRow
from domain.shared.time import from_millis
from domain.totem.gallery import Audience, Order, Sort
from domain.totem.model import Author, Content, Rating, TotemModel

COLUMNS = (
    "id",
    "owner_id",
    "sha256",
    "size",
    "name",
    "content",
    "age",
    "author_id",
    "author_name",
    "author_description",
    "created_at",
    "last_used_at",
    "selected_count",
)


def model_from(row: Sequence[Any]) -> TotemModel:
    (
        model_id,
        owner,
        sha256,
        size,
        name,
        content,
        age,
        author_id,
        author_name,
        author_description,
        created,
        last_used,
        selected,
    ) = row[:13]
    return TotemModel(
        id=model_id,
        owner_id=as_uuid(owner),
        sha256=sha256,
        size=int(size),
        name=name,
        rating=Rating(Content(content), int(age)),
        author=Author(as_uuid(author_id), author_name, author_description),
        created_at=from_millis(created),
        last_used_at=from_millis(last_used),
        selected_count=int(selected),
    )


def _values(model: TotemModel) -> dict[str, Any]:
    return {
        "id": model.id,
        "owner_id": model.owner_id,
        "sha256": model.sha256,
        "size": model.size,
        "name": model.name,
        "name_lower": model.name.lower(),
        "content": str(model.rating.content),
        "age": model.rating.age,
        "author_id": model.author.id,
        "author_name": model.author.name,
        "author_description": model.author.description,
        "created_at": ms(model.created_at),
        "last_used_at": ms(model.last_used_at),
        "selected_count": model.selected_count,
    }


_SELECT = sa.select(*(totem_models.c[name] for name in COLUMNS))


class SqlTotemModelRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add_if_absent(self, model: TotemModel) -> TotemModel:
        statement = upsert(self._db, totem_models).values(**_values(model))
        await self._db.execute(
            statement.on_conflict_do_nothing(index_elements=["owner_id", "sha256"])
        )
        stored = await self.find(model.owner_id, model.sha256)
        assert stored is not None
        return stored

    async def get(self, model_id: str) -> TotemModel | None:
        row = (await self._db.execute(_SELECT.where(totem_models.c.id == model_id))).first()
        return model_from(row) if row else None

    async def find(self, owner_id: UUID, sha256: str) -> TotemModel | None:
        statement = _SELECT.where(
            totem_models.c.owner_id == owner_id, totem_models.c.sha256 == sha256
        )
        row = (await self._db.execute(statement)).first()
        return model_from(row) if row else None

    async def existing(self, model_ids: Sequence[str]) -> set[str]:
        if not model_ids:
            return set()
        rows = await self._db.execute(
            sa.select(totem_models.c.id).where(totem_models.c.id.in_(list(model_ids)))
        )
        return {row[0] for row in rows}


class SqlTotemSelectionRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def select(self, user_id: UUID, model_id: str, at: datetime) -> None:
        when = ms(at)
        await self._db.execute(
            totem_models.update()
            .where(totem_models.c.id == model_id)
            .values(selected_count=totem_models.c.selected_count + 1, last_used_at=when)
        )
        active = upsert(self._db, totem_active).values(
            user_id=user_id, model_id=model_id, selected_at=when
        )
        await self._db.execute(
            active.on_conflict_do_update(
                index_elements=["user_id"], set_={"model_id": model_id, "selected_at": when}
            )
        )
        selection = upsert(self._db, totem_selections).values(
            user_id=user_id, model_id=model_id, selected_at=when
        )
        await self._db.execute(
            selection.on_conflict_do_update(
                index_elements=["user_id", "model_id"], set_={"selected_at": when}
            )
        )


class SqlTotemRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.models = SqlTotemModelRepository(connection)
        self.selections = SqlTotemSelectionRepository(connection)


_M = ", ".join(f"m.{name}" for name in COLUMNS)
_MODEL = Query(f"SELECT {_M} FROM totem_models m WHERE m.id = :id")
_ACTIVE = Query(
    f"SELECT {_M}, a.selected_at FROM totem_active a JOIN totem_models m ON m.id = a.model_id"
    " WHERE a.user_id = :user"
)
_HISTORY = Query(
    f"SELECT {_M}, s.selected_at FROM totem_selections s"
    " JOIN totem_models m ON m.id = s.model_id WHERE s.user_id = :user"
    " ORDER BY s.selected_at DESC, s.model_id DESC LIMIT :limit"
)
SORT_COLUMN = {
    Sort.SELECTED: "m.selected_count",
    Sort.CREATED: "m.created_at",
    Sort.LAST_USED: "m.last_used_at",
    Sort.NAME: "m.name_lower",
}
_SFW = "m.content = 'sfw'"
_MATURE = (
    "(m.content = 'sfw' OR (m.age <= :age AND ((m.content = 'nsfw' AND :nsfw = 1)"
    " OR (m.content = 'nsfl' AND :nsfl = 1))))"
)


def gallery_sql(sort: Sort, order: Order, after: bool, mature: bool) -> str:
    column = SORT_COLUMN[sort]
    direction = "DESC" if order is Order.DESC else "ASC"
    where = _MATURE if mature else _SFW
    if after:
        compare = "<" if order is Order.DESC else ">"
        where += f" AND ({column}, m.id) {compare} (:after_key, :after_id)"
    return (
        f"SELECT {_M} FROM totem_models m WHERE {where}"
        f" ORDER BY {column} {direction}, m.id {direction} LIMIT :limit"
    )


_GALLERY = {
    (s, o, a, m): Query(gallery_sql(s, o, a, m))
    for s in Sort
    for o in Order
    for a in (False, True)
    for m in (False, True)
}


class SqlTotemReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def model(self, model_id: str) -> TotemModel | None:
        row = await self._reader.one(_MODEL, id=model_id)
        return model_from(row) if row else None

    async def active(self, user_id: UUID) -> HistoryRow | None:
        row = await self._reader.one(_ACTIVE, user=user_id)
        return HistoryRow(model_from(row), from_millis(row[13])) if row else None

    async def history(self, user_id: UUID, limit: int) -> list[HistoryRow]:
        rows = await self._reader.all(_HISTORY, user=user_id, limit=limit)
        return [HistoryRow(model_from(row), from_millis(row[13])) for row in rows]

    async def gallery(
        self,
        sort: Sort,
        order: Order,
        after: GalleryCursor | None,
        limit: int,
        audience: Audience,
    ) -> list[TotemModel]:
        params: dict[str, Any] = {"limit": limit}
        if audience.mature:
            params.update(
                age=audience.age,
                nsfw=int(Content.NSFW in audience.contents),
                nsfl=int(Content.NSFL in audience.contents),
            )
        if after is not None:
            params.update(after_key=after.key, after_id=after.model_id)
        query = _GALLERY[sort, order, after is not None, audience.mature]
        return [model_from(row) for row in await self._reader.all(query, **params)]
