"""SQL adapters of the catalog area. The draws read on the fast read path: the groups'
totals by primary key, then one seek of ``ix_catalog_items_catalog_id_group_key_cum_weight``
to the first cumulative weight above ``r``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_json, as_uuid
from adapters.sql.rows import ms
from adapters.sql.tables.catalog import (
    catalog_groups,
    catalog_items,
    catalogs,
    skin_builder_parts,
)
from application.catalog.ports import CatalogReaders
from domain.catalog.catalog import Catalog, CatalogItem
from domain.catalog.draw import GroupTotal, Placed
from domain.catalog.parts import SkinPart
from domain.shared.time import from_millis

CATALOG_COLUMNS = ("id", "slug", "kind", "name", "created_at", "updated_at", "item_count")
ITEM_COLUMNS = ("id", "asset", "weight", "scope", "scope_id", "enabled")
PART_COLUMNS = ("id", "category", "name", "content_type", "size", "created_at", "uploaded_by")
BATCH = 5000


def catalog_from(row: Sequence[Any]) -> Catalog:
    catalog_id, slug, kind, name, created, updated, count = row
    return Catalog(
        catalog_id, slug, kind, name, from_millis(created), from_millis(updated), int(count)
    )


def item_from(row: Sequence[Any], raw_json: bool = True) -> CatalogItem:
    """``raw_json``: the asset is JSON text (the fast read path's drivers); SQLAlchemy's JSON
    type hands it over decoded."""
    item_id, asset, weight, scope, scope_id, enabled = row
    value = as_json(asset) if raw_json else asset
    return CatalogItem(item_id, value, int(weight), scope, scope_id, bool(enabled))


def part_from(row: Sequence[Any]) -> SkinPart:
    part_id, category, name, content_type, size, created, uploaded_by = row
    return SkinPart(
        part_id, category, name, content_type, int(size), from_millis(created), as_uuid(uploaded_by)
    )


def _catalog_values(catalog: Catalog) -> dict[str, Any]:
    return {
        "slug": catalog.slug,
        "kind": catalog.kind,
        "name": catalog.name,
        "created_at": ms(catalog.created_at),
        "updated_at": ms(catalog.updated_at),
        "item_count": catalog.item_count,
    }


class SqlCatalogRepository:
    _SELECT = sa.select(*(catalogs.c[name] for name in CATALOG_COLUMNS))

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, catalog: Catalog) -> bool:
        try:
            async with self._db.begin_nested():
                await self._db.execute(
                    catalogs.insert().values(id=catalog.id, **_catalog_values(catalog))
                )
        except IntegrityError:
            return False
        return True

    async def get(self, catalog_id: str) -> Catalog | None:
        row = (await self._db.execute(self._SELECT.where(catalogs.c.id == catalog_id))).first()
        return catalog_from(row) if row else None

    async def update(self, catalog: Catalog) -> bool:
        try:
            async with self._db.begin_nested():
                await self._db.execute(
                    catalogs.update()
                    .where(catalogs.c.id == catalog.id)
                    .values(**_catalog_values(catalog))
                )
        except IntegrityError:
            return False
        return True

    async def delete(self, catalog_id: str) -> bool:
        await self._db.execute(
            catalog_items.delete().where(catalog_items.c.catalog_id == catalog_id)
        )
        await self._db.execute(
            catalog_groups.delete().where(catalog_groups.c.catalog_id == catalog_id)
        )
        result = await self._db.execute(catalogs.delete().where(catalogs.c.id == catalog_id))
        return result.rowcount > 0

    async def page(self, after: str | None, limit: int) -> list[Catalog]:
        statement = self._SELECT.order_by(catalogs.c.id).limit(limit)
        if after is not None:
            statement = statement.where(catalogs.c.id > after)
        return [catalog_from(row) for row in await self._db.execute(statement)]

    async def replace_items(
        self, catalog_id: str, placed: Sequence[Placed], totals: Sequence[GroupTotal]
    ) -> None:
        await self._db.execute(
            catalog_items.delete().where(catalog_items.c.catalog_id == catalog_id)
        )
        await self._db.execute(
            catalog_groups.delete().where(catalog_groups.c.catalog_id == catalog_id)
        )
        rows = [
            {
                "catalog_id": catalog_id,
                "position": p.position,
                "id": p.item.id,
                "asset": p.item.asset,
                "weight": p.item.weight,
                "scope": p.item.scope,
                "scope_id": p.item.scope_id,
                "group_key": p.item.group,
                "enabled": p.item.enabled,
                "cum_weight": p.cum,
            }
            for p in placed
        ]
        for start in range(0, len(rows), BATCH):
            await self._db.execute(catalog_items.insert(), rows[start : start + BATCH])
        if totals:
            await self._db.execute(
                catalog_groups.insert(),
                [
                    {
                        "catalog_id": catalog_id,
                        "group_key": t.group,
                        "total": t.total,
                        "items": t.items,
                    }
                    for t in totals
                ],
            )

    async def items(self, catalog_id: str, after: int | None, limit: int) -> list[CatalogItem]:
        statement = (
            sa.select(*(catalog_items.c[name] for name in ITEM_COLUMNS))
            .where(catalog_items.c.catalog_id == catalog_id)
            .order_by(catalog_items.c.position)
            .limit(limit)
        )
        if after is not None:
            statement = statement.where(catalog_items.c.position > after)
        return [item_from(row, raw_json=False) for row in await self._db.execute(statement)]


class SqlSkinPartRepository:
    _SELECT = sa.select(*(skin_builder_parts.c[name] for name in PART_COLUMNS))

    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, part: SkinPart) -> None:
        await self._db.execute(
            skin_builder_parts.insert().values(
                id=part.id,
                category=part.category,
                name=part.name,
                content_type=part.content_type,
                size=part.size,
                created_at=ms(part.created_at),
                uploaded_by=part.uploaded_by,
            )
        )

    async def get(self, part_id: str) -> SkinPart | None:
        statement = self._SELECT.where(skin_builder_parts.c.id == part_id)
        row = (await self._db.execute(statement)).first()
        return part_from(row) if row else None

    async def delete(self, part_id: str) -> bool:
        result = await self._db.execute(
            skin_builder_parts.delete().where(skin_builder_parts.c.id == part_id)
        )
        return result.rowcount > 0

    async def existing(self, part_ids: Sequence[str]) -> set[str]:
        if not part_ids:
            return set()
        rows = await self._db.execute(
            sa.select(skin_builder_parts.c.id).where(skin_builder_parts.c.id.in_(list(part_ids)))
        )
        return {row[0] for row in rows}


class SqlCatalogRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.catalogs = SqlCatalogRepository(connection)
        self.parts = SqlSkinPartRepository(connection)


_GROUPS_OF_CATALOG = Query(
    "SELECT c.id, g.group_key, g.total, g.items FROM catalogs c"
    " LEFT JOIN catalog_groups g ON g.catalog_id = c.id AND g.group_key IN (:group, '')"
    " WHERE c.slug = :slug ORDER BY g.group_key"
)
_GROUPS_OF_KIND = Query(
    "SELECT g.catalog_id, g.group_key, g.total, g.items FROM catalogs c"
    " JOIN catalog_groups g ON g.catalog_id = c.id AND g.group_key IN (:group, '')"
    " WHERE c.kind = :kind ORDER BY g.catalog_id, g.group_key"
)
_I = ", ".join(f"i.{name}" for name in ITEM_COLUMNS)
_ITEM_AT = Query(
    f"SELECT {_I} FROM catalog_items i"
    " WHERE i.catalog_id = :catalog AND i.group_key = :group AND i.cum_weight > :r"
    " ORDER BY i.cum_weight LIMIT 1"
)
_P = ", ".join(f"p.{name}" for name in PART_COLUMNS)


def parts_sql(category: bool, after: bool) -> str:
    where = [c for c, on in (("p.category = :category", category), ("p.id > :after", after)) if on]
    condition = f" WHERE {' AND '.join(where)}" if where else ""
    return f"SELECT {_P} FROM skin_builder_parts p{condition} ORDER BY p.id LIMIT :limit"


_PARTS = {(c, a): Query(parts_sql(c, a)) for c in (False, True) for a in (False, True)}


def _total(row: Sequence[Any]) -> GroupTotal:
    return GroupTotal(row[0], row[1], int(row[2]), int(row[3]))


class SqlDrawReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def groups_of_catalog(self, slug: str, group: str) -> list[GroupTotal] | None:
        rows = await self._reader.all(_GROUPS_OF_CATALOG, slug=slug, group=group)
        if not rows:
            return None
        return [_total(row) for row in rows if row[1] is not None]

    async def groups_of_kind(self, kind: str, group: str) -> list[GroupTotal]:
        rows = await self._reader.all(_GROUPS_OF_KIND, kind=kind, group=group)
        return [_total(row) for row in rows]

    async def item_at(self, catalog_id: str, group: str, r: int) -> CatalogItem | None:
        row = await self._reader.one(_ITEM_AT, catalog=catalog_id, group=group, r=r)
        return item_from(row) if row else None


class SqlPartReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(self, category: str | None, after: str | None, limit: int) -> list[SkinPart]:
        params: dict[str, Any] = {"limit": limit}
        if category is not None:
            params["category"] = category
        if after is not None:
            params["after"] = after
        rows = await self._reader.all(_PARTS[category is not None, after is not None], **params)
        return [part_from(row) for row in rows]


def sql_catalog_readers(reader: FastReader) -> CatalogReaders:
    return CatalogReaders(draws=SqlDrawReader(reader), parts=SqlPartReader(reader))
