from __future__ import annotations

from uuid import UUID

from adapters.memory.store import MemoryTx, Table, detached
from domain.connect.extension import Extension, ServerExtension

CATALOG = Table[str, Extension]("connect_extensions")
PUBLISHED = Table[tuple[UUID, str], ServerExtension]("connect_server_extensions")


class MemoryExtensionRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, extension: Extension) -> bool:
        if extension.extension_id in self._tx.read(CATALOG):
            return False
        self._tx.write(CATALOG)[extension.extension_id] = detached(extension)
        return True

    async def get(self, extension_id: str) -> Extension | None:
        found = self._tx.read(CATALOG).get(extension_id)
        return detached(found) if found else None

    async def update(self, extension: Extension) -> None:
        self._tx.write(CATALOG)[extension.extension_id] = detached(extension)

    async def page(self, after: str | None, limit: int) -> list[Extension]:
        ids = sorted(i for i in self._tx.read(CATALOG) if after is None or i > after)
        return [detached(self._tx.read(CATALOG)[i]) for i in ids[:limit]]


class MemoryServerExtensionRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(self, published: ServerExtension) -> None:
        self._tx.write(PUBLISHED)[(published.server_id, published.extension_id)] = published

    async def get(self, server_id: UUID, extension_id: str) -> ServerExtension | None:
        return self._tx.read(PUBLISHED).get((server_id, extension_id))

    async def list(self, server_id: UUID) -> list[ServerExtension]:
        found = [e for (s, _), e in self._tx.read(PUBLISHED).items() if s == server_id]
        return sorted(found, key=lambda e: e.extension_id)
