"""The database behind the ports, chosen by ``SVC_DATABASE_URL``: the unit of work, the
health probe, and what each area's hot-path readers read from (the in-process store, or the
SQL database's fast reader; ``Kernel.readers``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy.pool import QueuePool

from adapters.memory.probe import MemoryDatabaseProbe
from adapters.memory.seed import seed
from adapters.memory.store import MemoryStore
from adapters.memory.uow import MemoryUnitOfWork
from adapters.sql.engine import Bounds, create_engine
from adapters.sql.fast_read import FastReader, PostgresFastReader, open_fast_reader
from adapters.sql.pool_usage import PoolCounter
from adapters.sql.probe import SqlDatabaseProbe
from adapters.sql.uow import SqlUnitOfWork
from application.ports import Clock, DatabaseProbe, IdGenerator, UnitOfWorkFactory
from bootstrap.catalogue import catalogue
from bootstrap.settings import Settings

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncEngine

Closer = Callable[[], Awaitable[None]]


@dataclass
class Infrastructure:
    uow: UnitOfWorkFactory
    probe: DatabaseProbe
    closers: list[Closer] = field(default_factory=list)
    store: MemoryStore | None = None
    """The in-process store, when the database is ``memory://``."""
    reader: FastReader | None = None
    """The hot-path reader of the SQL database, otherwise."""
    pools: list[PoolCounter] = field(default_factory=list)
    """How busy the SQL connection pools are (the metrics read them)."""


async def build_infrastructure(
    settings: Settings, clock: Clock, ids: IdGenerator
) -> Infrastructure:
    closers: list[Closer] = []
    if settings.database.memory:
        store = MemoryStore()
        nodes = catalogue()
        seed(store, clock.now(), {ids.new_object_id(): n for n in nodes.known}, nodes.everyday)
        return Infrastructure(
            uow=lambda: MemoryUnitOfWork(store),
            probe=MemoryDatabaseProbe(),
            closers=closers,
            store=store,
        )
    database = settings.database
    bounds = Bounds(database.db_connect_timeout, database.db_statement_timeout)
    engine = create_engine(database.database_url, database.db_pool_size, bounds)
    reader = await open_fast_reader(database.database_url, database.db_pool_size, bounds)
    closers += [reader.close, engine.dispose]
    transactions = PoolCounter("transactions", _capacity(engine))
    pools = [transactions]
    if isinstance(reader, PostgresFastReader):
        pools.append(reader.usage)
    return Infrastructure(
        uow=lambda: SqlUnitOfWork(engine, transactions),
        pools=pools,
        probe=SqlDatabaseProbe(reader),
        closers=closers,
        reader=reader,
    )


def _capacity(engine: AsyncEngine) -> int:
    """The most connections the engine's pool opens (QueuePool: its size plus max_overflow)."""
    pool = engine.pool
    size = pool.size() if isinstance(pool, QueuePool) else 1
    overflow = getattr(pool, "_max_overflow", 0)
    return size + (overflow if isinstance(overflow, int) and overflow > 0 else 0)
