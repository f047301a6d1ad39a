"""In-memory adapter of messages of the day."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from adapters.memory.store import MemoryTx, Table
from domain.motd.message import Motd, MotdScope

MOTD = Table[str, Motd]("motd_messages")


class MemoryMotdRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, motd: Motd) -> None:
        self._tx.write(MOTD)[motd.id] = motd

    async def get(self, motd_id: str) -> Motd | None:
        return self._tx.read(MOTD).get(motd_id)

    async def update(self, motd: Motd, revision: int) -> bool:
        stored = self._tx.read(MOTD).get(motd.id)
        if stored is None or stored.revision != revision:
            return False
        self._tx.write(MOTD)[motd.id] = motd
        return True

    async def delete(self, motd_id: str) -> bool:
        return self._tx.write(MOTD).pop(motd_id, None) is not None

    async def active(self, scopes: Sequence[MotdScope], now: datetime) -> list[Motd]:
        return [m for m in self._tx.read(MOTD).values() if m.scope in scopes and m.active(now)]

    async def of_scope(self, scope: MotdScope, before: str | None, limit: int) -> list[Motd]:
        found = sorted(
            (
                m
                for m in self._tx.read(MOTD).values()
                if m.scope == scope and (before is None or m.id < before)
            ),
            key=lambda m: m.id,
            reverse=True,
        )
        return found[:limit]
