"""Random assets: one enabled item of a catalog (or of every catalog of a kind), drawn by
weight, for anyone (docs/profile.md, "Random assets").

A draw reads the totals of the draw groups it may use (the asked scope's, else the unscoped
ones), takes ``r`` uniformly below their sum, and asks for the item whose cumulative weight
is the least above what is left of ``r`` in its group: two indexed reads, whatever the size
of the catalog (domain/catalog/draw.py).
"""

from __future__ import annotations

import secrets

from application.catalog.ports import DrawnItem, DrawReader
from domain.catalog.catalog import CatalogNotFound, NothingToDraw, group_key, kind, scope, slug
from domain.catalog.draw import GroupTotal, groups_to_draw, split

# A catalog rewritten between the two reads may leave r past its new totals: read again.
ATTEMPTS = 3


class Draws:
    def __init__(self, reader: DrawReader) -> None:
        self._reader = reader

    async def from_catalog(
        self, catalog_slug: str, scope_name: str | None = None, scope_id: str | None = None
    ) -> DrawnItem:
        group = group_key(*scope(scope_name, scope_id))
        clean = slug(catalog_slug)
        for _ in range(ATTEMPTS):
            totals = await self._reader.groups_of_catalog(clean, group)
            if totals is None:
                raise CatalogNotFound()
            drawn = await self._draw(groups_to_draw(totals, group))
            if drawn is not None:
                return drawn
        raise NothingToDraw()

    async def from_kind(
        self, catalog_kind: str, scope_name: str | None = None, scope_id: str | None = None
    ) -> DrawnItem:
        group = group_key(*scope(scope_name, scope_id))
        clean = kind(catalog_kind)
        for _ in range(ATTEMPTS):
            totals = await self._reader.groups_of_kind(clean, group)
            drawn = await self._draw(groups_to_draw(totals, group))
            if drawn is not None:
                return drawn
        raise NothingToDraw()

    async def _draw(self, groups: list[GroupTotal]) -> DrawnItem | None:
        total = sum(g.total for g in groups)
        if total <= 0:
            raise NothingToDraw()
        chosen, r = split(groups, secrets.randbelow(total))
        item = await self._reader.item_at(chosen.catalog_id, chosen.group, r)
        return DrawnItem(item, chosen.catalog_id) if item is not None else None
