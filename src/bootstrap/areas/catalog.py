"""Composition of the catalog area: catalogs, public draws, skin-builder parts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from application.catalog.area import CatalogArea
from application.catalog.catalogs import Catalogs
from application.catalog.draws import Draws
from application.catalog.parts import SkinParts
from application.catalog.ports import CatalogReaders
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from application.totem.sweep import OrphanSweep
from domain.catalog.parts import PART_FILE

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_catalog(*, kernel: Kernel, permissions: Permissions) -> CatalogArea:
    settings, storage, access = kernel.settings, kernel.outbound.storage, permissions.access
    uow, clock = kernel.uow, kernel.clock
    readers = catalog_readers(kernel)
    parts = SkinParts(uow, readers.parts, storage, access, clock, settings.cdn, kernel.ids)
    files = OrphanSweep(storage, "skin-parts/", PART_FILE, parts.known, clock)
    kernel.background.add(
        PeriodicJob("skin-part-files", settings.objects.storage_sweep_seconds, files.run)
    )
    return CatalogArea(
        catalogs=Catalogs(uow, access, clock, kernel.ids), draws=Draws(readers.draws), parts=parts
    )


def catalog_readers(kernel: Kernel) -> CatalogReaders:
    from adapters.memory.catalog import memory_catalog_readers
    from adapters.sql.catalog import sql_catalog_readers

    return kernel.readers(memory_catalog_readers, sql_catalog_readers)
