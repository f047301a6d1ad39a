"""The database behind the ports, chosen by ``SVC_DATABASE_URL``: the unit of work, the
readers of the hot paths and the health probe (memory, or SQL on SQLite or PostgreSQL)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from adapters.memory.connect import memory_connect_readers
from adapters.memory.identity import MemoryUserReader
from adapters.memory.news import memory_news_readers
from adapters.memory.permissions import MemoryAccessReader
from adapters.memory.probe import MemoryDatabaseProbe
from adapters.memory.seed import seed
from adapters.memory.social import memory_social_readers
from adapters.memory.store import MemoryStore
from adapters.memory.uow import MemoryUnitOfWork
from adapters.memory.versions import memory_version_readers
from adapters.sql.connect import sql_connect_readers
from adapters.sql.engine import create_engine
from adapters.sql.fast_read import FastReader, open_fast_reader
from adapters.sql.identity import SqlUserReader
from adapters.sql.news import sql_news_readers
from adapters.sql.permissions import SqlAccessReader
from adapters.sql.probe import SqlDatabaseProbe
from adapters.sql.social import sql_social_readers
from adapters.sql.uow import SqlUnitOfWork
from adapters.sql.versions import sql_version_readers
from application.connect.ports import ConnectReaders
from application.identity.ports import UserReader
from application.news.ports import NewsReaders
from application.permissions.ports import AccessReader
from application.ports import Clock, DatabaseProbe, IdGenerator, UnitOfWorkFactory
from application.social.ports import SocialReaders
from application.versions.ports import VersionReaders
from bootstrap.settings import Settings
from domain.permissions.default_role import KNOWN_NODES

Closer = Callable[[], Awaitable[None]]


@dataclass
class Infrastructure:
    uow: UnitOfWorkFactory
    users: UserReader
    access: AccessReader
    probe: DatabaseProbe
    connect: ConnectReaders
    social: SocialReaders
    versions: VersionReaders
    news: NewsReaders
    closers: list[Closer] = field(default_factory=list)
    store: MemoryStore | None = None
    reader: FastReader | None = None


async def build_infrastructure(
    settings: Settings, clock: Clock, ids: IdGenerator
) -> Infrastructure:
    closers: list[Closer] = []
    if settings.memory:
        store = MemoryStore()
        seed(store, clock.now(), [ids.new_object_id() for _ in KNOWN_NODES])
        return Infrastructure(
            uow=lambda: MemoryUnitOfWork(store),
            users=MemoryUserReader(store),
            access=MemoryAccessReader(store),
            probe=MemoryDatabaseProbe(),
            connect=memory_connect_readers(store),
            social=memory_social_readers(store),
            versions=memory_version_readers(store),
            news=memory_news_readers(store),
            closers=closers,
            store=store,
        )
    engine = create_engine(settings.database_url, settings.db_pool_size)
    reader = await open_fast_reader(settings.database_url, settings.db_pool_size)
    closers += [reader.close, engine.dispose]
    return Infrastructure(
        uow=lambda: SqlUnitOfWork(engine),
        users=SqlUserReader(reader),
        access=SqlAccessReader(reader),
        probe=SqlDatabaseProbe(reader),
        connect=sql_connect_readers(reader),
        social=sql_social_readers(reader),
        versions=sql_version_readers(reader),
        news=sql_news_readers(reader),
        closers=closers,
        reader=reader,
    )
