from __future__ import annotations

from uuid import UUID

from adapters.memory.social.tables import BLOCKS
from adapters.memory.store import MemoryTx
from domain.social.blocks import Block


class MemoryBlockRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def between(self, a: UUID, b: UUID) -> list[Block]:
        blocks = self._tx.read(BLOCKS)
        return [blocks[k] for k in ((a, b), (b, a)) if k in blocks]

    async def add(self, block: Block) -> None:
        self._tx.write(BLOCKS).setdefault((block.blocker_id, block.blocked_id), block)

    async def remove(self, blocker: UUID, blocked: UUID) -> bool:
        return self._tx.write(BLOCKS).pop((blocker, blocked), None) is not None
