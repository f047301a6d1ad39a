"""How busy a connection pool is: its size, the connections in use, the callers waiting.

Counted by us around each pool's acquire (neither SQLAlchemy's pool nor our fast reader's
queue tells how many wait), read by the metrics (``svc_db_pool_connections``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class PoolUsage:
    pool: str
    size: int
    in_use: int
    waiting: int


class PoolCounter:
    def __init__(self, pool: str, size: int) -> None:
        self.pool = pool
        self.size = size
        self.in_use = 0
        self.waiting = 0

    async def acquire(self, acquire: Callable[[], Awaitable[T]]) -> T:
        """``acquire()``, counted as waiting until it returns, then in use until ``release``."""
        self.waiting += 1
        try:
            taken = await acquire()
        finally:
            self.waiting -= 1
        self.in_use += 1
        return taken

    def release(self) -> None:
        self.in_use -= 1

    @asynccontextmanager
    async def held(self, acquire: Callable[[], Awaitable[T]]) -> AsyncIterator[T]:
        taken = await self.acquire(acquire)
        try:
            yield taken
        finally:
            self.release()

    def usage(self) -> PoolUsage:
        return PoolUsage(self.pool, self.size, self.in_use, self.waiting)
