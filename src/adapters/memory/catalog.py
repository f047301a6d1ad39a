"""In-memory adapters of the catalog area."""

from __future__ import annotations

from collections.abc import Sequence

from adapters.memory.store import MemoryStore, MemoryTx, Table
from application.catalog.ports import CatalogReaders
from domain.catalog.catalog import Catalog, CatalogItem
from domain.catalog.draw import GroupTotal, Placed, pick
from domain.catalog.parts import SkinPart

CATALOGS = Table[str, Catalog]("catalogs")
ITEMS = Table[str, tuple[Placed, ...]]("catalog_items")  # catalog id -> its items in order
GROUPS = Table[str, tuple[GroupTotal, ...]]("catalog_groups")  # catalog id -> group totals
PARTS = Table[str, SkinPart]("skin_builder_parts")


class MemoryCatalogRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    def _slug_free(self, catalog: Catalog) -> bool:
        return all(
            c.slug != catalog.slug or c.id == catalog.id for c in self._tx.read(CATALOGS).values()
        )

    async def add(self, catalog: Catalog) -> bool:
        if not self._slug_free(catalog):
            return False
        self._tx.write(CATALOGS)[catalog.id] = catalog
        return True

    async def get(self, catalog_id: str) -> Catalog | None:
        return self._tx.read(CATALOGS).get(catalog_id)

    async def update(self, catalog: Catalog) -> bool:
        if not self._slug_free(catalog):
            return False
        self._tx.write(CATALOGS)[catalog.id] = catalog
        return True

    async def delete(self, catalog_id: str) -> bool:
        removed = self._tx.write(CATALOGS).pop(catalog_id, None) is not None
        self._tx.write(ITEMS).pop(catalog_id, None)
        self._tx.write(GROUPS).pop(catalog_id, None)
        return removed

    async def page(self, after: str | None, limit: int) -> list[Catalog]:
        rows = sorted(
            (c for c in self._tx.read(CATALOGS).values() if after is None or c.id > after),
            key=lambda c: c.id,
        )
        return rows[:limit]

    async def replace_items(
        self, catalog_id: str, placed: Sequence[Placed], totals: Sequence[GroupTotal]
    ) -> None:
        self._tx.write(ITEMS)[catalog_id] = tuple(placed)
        self._tx.write(GROUPS)[catalog_id] = tuple(totals)

    async def items(self, catalog_id: str, after: int | None, limit: int) -> list[CatalogItem]:
        placed = self._tx.read(ITEMS).get(catalog_id, ())
        start = 0 if after is None else after + 1
        return [p.item for p in placed[start : start + limit]]


class MemorySkinPartRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, part: SkinPart) -> None:
        self._tx.write(PARTS)[part.id] = part

    async def get(self, part_id: str) -> SkinPart | None:
        return self._tx.read(PARTS).get(part_id)

    async def delete(self, part_id: str) -> bool:
        return self._tx.write(PARTS).pop(part_id, None) is not None

    async def existing(self, part_ids: Sequence[str]) -> set[str]:
        parts = self._tx.read(PARTS)
        return {i for i in part_ids if i in parts}


class MemoryCatalogRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.catalogs = MemoryCatalogRepository(tx)
        self.parts = MemorySkinPartRepository(tx)


class MemoryDrawReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    def _groups(self, catalog_id: str, group: str) -> list[GroupTotal]:
        return [g for g in self._tables[GROUPS].get(catalog_id, ()) if g.group in (group, "")]

    async def groups_of_catalog(self, slug: str, group: str) -> list[GroupTotal] | None:
        for catalog in self._tables[CATALOGS].values():
            if catalog.slug == slug:
                return self._groups(catalog.id, group)
        return None

    async def groups_of_kind(self, kind: str, group: str) -> list[GroupTotal]:
        catalogs = sorted(c.id for c in self._tables[CATALOGS].values() if c.kind == kind)
        return [g for catalog_id in catalogs for g in self._groups(catalog_id, group)]

    async def item_at(self, catalog_id: str, group: str, r: int) -> CatalogItem | None:
        placed = [
            p
            for p in self._tables[ITEMS].get(catalog_id, ())
            if p.cum is not None and p.item.group == group
        ]
        index = pick([p.cum for p in placed if p.cum is not None], r)
        return placed[index].item if index < len(placed) else None


class MemoryPartReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def page(self, category: str | None, after: str | None, limit: int) -> list[SkinPart]:
        rows = sorted(
            (
                p
                for p in self._tables[PARTS].values()
                if (category is None or p.category == category) and (after is None or p.id > after)
            ),
            key=lambda p: p.id,
        )
        return rows[:limit]


def memory_catalog_readers(store: MemoryStore) -> CatalogReaders:
    return CatalogReaders(draws=MemoryDrawReader(store), parts=MemoryPartReader(store))
