"""The health check's database probe for the memory store: always answers."""

from __future__ import annotations


class MemoryDatabaseProbe:
    async def ping(self) -> None:
        return None
