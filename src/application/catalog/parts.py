"""Skin-builder parts: listed for anyone, uploaded by holders of
admin:skin-builder-parts:upload, deleted by holders of admin:skin-builder-parts:delete.

Like model files, a part's image is written to the object storage first and its row second;
a failed write stores nothing, and an image left without a row is swept later.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Sequence

from application.audit.trail import AuditTrail
from application.catalog.ports import PartReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.totem.ports import ObjectStorage, StoredObject
from domain.audit.entry import Target
from domain.catalog.nodes import PARTS_DELETE, PARTS_UPLOAD
from domain.catalog.parts import (
    PART_FILE,
    PartNotFound,
    SkinPart,
    category,
    decode_part,
    part_key,
    part_name,
)
from domain.shared.errors import DomainError
from domain.shared.pagination import LimitRule

PARTS_LIMIT = LimitRule(default=100, maximum=500)

log = logging.getLogger("svc.catalog")


class SkinParts:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: PartReader,
        storage: ObjectStorage,
        access: AccessControl,
        clock: Clock,
        cdn_url: str,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._storage = storage
        self._access = access
        self._clock = clock
        self._cdn_url = cdn_url
        self._audit = AuditTrail(clock, ids)

    def url(self, part: SkinPart) -> str:
        return f"{self._cdn_url}/{part.object_key}"

    async def page(
        self, category_name: str | None = None, limit: int | None = None, cursor: str | None = None
    ) -> Page[SkinPart]:
        size = PARTS_LIMIT.apply(limit)
        wanted = category(category_name) if category_name is not None else None
        after = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        rows = await self._reader.page(wanted, after, size + 1)
        more, rows = len(rows) > size, rows[:size]
        return Page(rows, cursors.encode(rows[-1].id) if more and rows else None)

    async def upload(
        self, principal: Principal, category_name: str, name: str, format_: str, data: str
    ) -> SkinPart:
        kind = category(category_name)
        title = part_name(name)
        image, content_type = decode_part(format_, data)
        await self._access.require(principal, PARTS_UPLOAD)
        part = SkinPart(
            id=secrets.token_hex(12),
            category=kind,
            name=title,
            content_type=content_type,
            size=len(image),
            created_at=self._clock.now(),
            uploaded_by=principal.user_id,
        )
        await self._storage.put(part.object_key, image, content_type)
        async with self._uow() as uow:
            await uow.catalog.parts.add(part)
            await self._audit.record(
                uow, principal, "catalog.part.upload", Target("part", part.id),
                after={"category": part.category, "name": part.name, "size": part.size},
            )  # fmt: skip
            await uow.commit()
        return part

    async def delete(self, principal: Principal, part_id: str) -> None:
        await self._access.require(principal, PARTS_DELETE)
        async with self._uow() as uow:
            if not await uow.catalog.parts.delete(part_id):
                raise PartNotFound()
            await self._audit.record(uow, principal, "catalog.part.delete", Target("part", part_id))
            await uow.commit()
        try:
            await self._storage.delete(part_key(part_id))
        except DomainError:
            log.warning("could not remove the image of part %s; the sweep will", part_id)

    async def file(self, name: str) -> StoredObject | None:
        """A part's stored image by its name below ``<CDN URL>/skin-parts/`` (``<id>.png``);
        None when no such image is stored (or the name is no part image's)."""
        key = f"skin-parts/{name}"
        if PART_FILE.fullmatch(key) is None:
            return None
        return await self._storage.get(key)

    async def known(self, part_ids: Sequence[str]) -> set[str]:
        async with self._uow() as uow:
            return await uow.catalog.parts.existing(part_ids)
