"""Repositories and readers of the catalog area (catalogs, their items, skin-builder parts)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from domain.catalog.catalog import Catalog, CatalogItem
from domain.catalog.draw import GroupTotal, Placed
from domain.catalog.parts import SkinPart


class CatalogRepository(Protocol):
    async def add(self, catalog: Catalog) -> bool:
        """False, storing nothing, when the slug is taken."""
        ...

    async def get(self, catalog_id: str) -> Catalog | None: ...

    async def update(self, catalog: Catalog) -> bool:
        """Store slug, kind, name and updatedAt; False when the slug is taken."""
        ...

    async def delete(self, catalog_id: str) -> bool:
        """Remove the catalog and its items; False when there was none."""
        ...

    async def page(self, after: str | None, limit: int) -> list[Catalog]:
        """By id (oldest first), after ``after``."""
        ...

    async def replace_items(
        self, catalog_id: str, placed: Sequence[Placed], totals: Sequence[GroupTotal]
    ) -> None:
        """Replace every item of the catalog and its draw groups' totals."""
        ...

    async def items(self, catalog_id: str, after: int | None, limit: int) -> list[CatalogItem]:
        """In the catalog's order, after position ``after``."""
        ...


class SkinPartRepository(Protocol):
    async def add(self, part: SkinPart) -> None: ...

    async def get(self, part_id: str) -> SkinPart | None: ...

    async def delete(self, part_id: str) -> bool: ...

    async def existing(self, part_ids: Sequence[str]) -> set[str]: ...


class CatalogRepositories(Protocol):
    @property
    def catalogs(self) -> CatalogRepository: ...

    @property
    def parts(self) -> SkinPartRepository: ...


class DrawReader(Protocol):
    """The public draws' reads: one or two indexed statements each."""

    async def groups_of_catalog(self, slug: str, group: str) -> list[GroupTotal] | None:
        """The catalog's draw groups named ``group`` or unscoped; None if no such catalog."""
        ...

    async def groups_of_kind(self, kind: str, group: str) -> list[GroupTotal]:
        """The same over every catalog of ``kind``."""
        ...

    async def item_at(self, catalog_id: str, group: str, r: int) -> CatalogItem | None:
        """The enabled item of the group with the least cumulative weight above ``r``."""
        ...


@dataclass(frozen=True, slots=True)
class DrawnItem:
    item: CatalogItem
    catalog_id: str


class PartReader(Protocol):
    async def page(self, category: str | None, after: str | None, limit: int) -> list[SkinPart]:
        """Oldest first (by id), after ``after``; one category when given."""
        ...


@dataclass(frozen=True, slots=True)
class CatalogReaders:
    draws: DrawReader
    parts: PartReader
