"""Catalogs for administrators: create, read, replace, delete (docs/profile.md, "Catalogs").

Each action has its node: admin:catalogs:view, admin:catalogs:create, admin:catalogs:edit,
admin:catalogs:delete (super admins hold them all). Writing items recomputes the cumulative
weights of every draw group of the catalog in the same transaction (domain/catalog/draw.py),
so the public draws never scan.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.catalog import catalog as rules
from domain.catalog.catalog import (
    MAX_ITEMS,
    Catalog,
    CatalogItem,
    CatalogNotFound,
    SlugTaken,
)
from domain.catalog.draw import place
from domain.catalog.nodes import CATALOGS_CREATE, CATALOGS_DELETE, CATALOGS_EDIT, CATALOGS_VIEW
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule

CATALOGS_LIMIT = LimitRule(default=50, maximum=200)
ITEMS_LIMIT = LimitRule(default=100, maximum=1000)


@dataclass(frozen=True, slots=True)
class ItemIn:
    asset: Any
    weight: int | None = None
    scope: str | None = None
    scope_id: str | None = None
    enabled: bool | None = None


@dataclass(frozen=True, slots=True)
class CatalogView:
    catalog: Catalog
    items: list[CatalogItem]
    next_cursor: str | None


class Catalogs:
    def __init__(
        self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def page(
        self, principal: Principal, limit: int | None = None, cursor: str | None = None
    ) -> Page[Catalog]:
        await self._access.require(principal, CATALOGS_VIEW)
        size = CATALOGS_LIMIT.apply(limit)
        after = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.catalog.catalogs.page(after, size + 1)
        more, rows = len(rows) > size, rows[:size]
        return Page(rows, cursors.encode(rows[-1].id) if more and rows else None)

    async def create(
        self,
        principal: Principal,
        slug: str,
        kind: str,
        name: str | None = None,
        items: Sequence[ItemIn] = (),
    ) -> CatalogView:
        await self._access.require(principal, CATALOGS_CREATE)
        now = self._clock.now()
        clean_slug = rules.slug(slug)
        checked = self._items(items)
        catalog = Catalog(
            id=self._ids.new_object_id(),
            slug=clean_slug,
            kind=rules.kind(kind),
            name=rules.name(name, clean_slug),
            created_at=now,
            updated_at=now,
            item_count=len(checked),
        )
        async with self._uow() as uow:
            if not await uow.catalog.catalogs.add(catalog):
                raise SlugTaken()
            await self._write_items(uow, catalog.id, checked)
            await self._audit.record(
                uow, principal, "catalog.create", Target("catalog", catalog.id),
                after=snapshots.catalog(catalog),
            )  # fmt: skip
            await uow.commit()
        return await self.get(principal, catalog.id)

    async def get(
        self,
        principal: Principal,
        catalog_id: str,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> CatalogView:
        """The catalog and a page of its items, in their order."""
        await self._access.require(principal, CATALOGS_VIEW)
        size = ITEMS_LIMIT.apply(limit)
        after = _position(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            catalog = await uow.catalog.catalogs.get(catalog_id)
            if catalog is None:
                raise CatalogNotFound()
            items = await uow.catalog.catalogs.items(catalog_id, after, size + 1)
        more, items = len(items) > size, items[:size]
        start = -1 if after is None else after
        next_cursor = cursors.encode(str(start + len(items))) if more and items else None
        return CatalogView(catalog, items, next_cursor)

    async def replace(
        self,
        principal: Principal,
        catalog_id: str,
        slug: str | None = None,
        kind: str | None = None,
        name: str | None = None,
        items: Sequence[ItemIn] | None = None,
    ) -> CatalogView:
        """Change what is given; ``items`` replaces every item (their order is kept)."""
        await self._access.require(principal, CATALOGS_EDIT)
        checked = self._items(items) if items is not None else None
        async with self._uow() as uow:
            catalog = await uow.catalog.catalogs.get(catalog_id)
            if catalog is None:
                raise CatalogNotFound()
            new_slug = rules.slug(slug) if slug is not None else catalog.slug
            changed = replace(
                catalog,
                slug=new_slug,
                kind=rules.kind(kind) if kind is not None else catalog.kind,
                name=rules.name(name, new_slug) if name is not None else catalog.name,
                updated_at=self._clock.now(),
                item_count=len(checked) if checked is not None else catalog.item_count,
            )
            if not await uow.catalog.catalogs.update(changed):
                raise SlugTaken()
            if checked is not None:
                await self._write_items(uow, catalog_id, checked)
            await self._audit.record(
                uow, principal, "catalog.update", Target("catalog", catalog_id),
                before=snapshots.catalog(catalog), after=snapshots.catalog(changed),
            )  # fmt: skip
            await uow.commit()
        return await self.get(principal, catalog_id)

    async def delete(self, principal: Principal, catalog_id: str) -> None:
        await self._access.require(principal, CATALOGS_DELETE)
        async with self._uow() as uow:
            catalog = await uow.catalog.catalogs.get(catalog_id)
            if catalog is None or not await uow.catalog.catalogs.delete(catalog_id):
                raise CatalogNotFound()
            await self._audit.record(
                uow, principal, "catalog.delete", Target("catalog", catalog_id),
                before=snapshots.catalog(catalog),
            )  # fmt: skip
            await uow.commit()

    def _items(self, items: Sequence[ItemIn]) -> list[CatalogItem]:
        if len(items) > MAX_ITEMS:
            raise InvalidInput(f"at most {MAX_ITEMS} items", field="items")
        return [
            rules.item(
                secrets.token_hex(12),
                entry.asset,
                entry.weight,
                entry.scope,
                entry.scope_id,
                entry.enabled,
                index,
            )
            for index, entry in enumerate(items)
        ]

    @staticmethod
    async def _write_items(uow: UnitOfWork, catalog_id: str, items: list[CatalogItem]) -> None:
        placed, totals = place(items)
        await uow.catalog.catalogs.replace_items(
            catalog_id,
            placed,
            [replace(t, catalog_id=catalog_id) for t in totals.values()],
        )


def _position(text: str) -> int:
    if not text.isdigit() or len(text) > 9:
        raise cursors.invalid()
    return int(text)
