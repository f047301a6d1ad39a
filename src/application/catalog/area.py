"""Catalog, wired: catalogs for administrators, public draws and skin-builder parts behind
one attribute (``core.catalog``); bootstrap/core.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.catalog.catalogs import Catalogs
from application.catalog.draws import Draws
from application.catalog.parts import SkinParts


@dataclass(frozen=True, slots=True)
class CatalogArea:
    catalogs: Catalogs
    draws: Draws
    parts: SkinParts
