"""The database behind the ports, chosen by ``SVC_DATABASE_URL``: the unit of work, the
readers of the hot paths and the health probe (memory, or SQL on SQLite or PostgreSQL)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from adapters.memory.catalog import memory_catalog_readers
from adapters.memory.connect import memory_connect_readers
from adapters.memory.edge import MemoryDirectoryReader
from adapters.memory.games import memory_game_readers
from adapters.memory.identity import MemoryUserReader
from adapters.memory.news import memory_news_readers
from adapters.memory.permissions import MemoryAccessReader
from adapters.memory.probe import MemoryDatabaseProbe
from adapters.memory.profile import memory_profile_readers
from adapters.memory.seed import seed
from adapters.memory.social import memory_social_readers
from adapters.memory.store import MemoryStore
from adapters.memory.totem import MemoryTotemReader
from adapters.memory.uow import MemoryUnitOfWork
from adapters.memory.versions import memory_version_readers
from adapters.sql.catalog import sql_catalog_readers
from adapters.sql.connect import sql_connect_readers
from adapters.sql.edge import SqlDirectoryReader
from adapters.sql.engine import create_engine
from adapters.sql.fast_read import FastReader, open_fast_reader
from adapters.sql.games import sql_game_readers
from adapters.sql.identity import SqlUserReader
from adapters.sql.news import sql_news_readers
from adapters.sql.permissions import SqlAccessReader
from adapters.sql.probe import SqlDatabaseProbe
from adapters.sql.profile import sql_profile_readers
from adapters.sql.social import sql_social_readers
from adapters.sql.totem import SqlTotemReader
from adapters.sql.uow import SqlUnitOfWork
from adapters.sql.versions import sql_version_readers
from application.catalog.ports import CatalogReaders
from application.connect.ports import ConnectReaders
from application.edge.ports import DirectoryReader
from application.games.ports import GameReaders
from application.identity.ports import UserReader
from application.news.ports import NewsReaders
from application.permissions.ports import AccessReader
from application.ports import Clock, DatabaseProbe, IdGenerator, UnitOfWorkFactory
from application.profile.ports import ProfileReaders
from application.social.ports import SocialReaders
from application.totem.ports import TotemReader
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
    totem: TotemReader
    profile: ProfileReaders
    catalog: CatalogReaders
    directory: DirectoryReader
    versions: VersionReaders
    news: NewsReaders
    games: GameReaders
    closers: list[Closer] = field(default_factory=list)
    store: MemoryStore | None = None
    reader: FastReader | None = None


async def build_infrastructure(
    settings: Settings, clock: Clock, ids: IdGenerator
) -> Infrastructure:
    closers: list[Closer] = []
    if settings.database.memory:
        store = MemoryStore()
        seed(store, clock.now(), [ids.new_object_id() for _ in KNOWN_NODES])
        return Infrastructure(
            uow=lambda: MemoryUnitOfWork(store),
            users=MemoryUserReader(store),
            access=MemoryAccessReader(store),
            probe=MemoryDatabaseProbe(),
            connect=memory_connect_readers(store),
            social=memory_social_readers(store),
            totem=MemoryTotemReader(store),
            profile=memory_profile_readers(store),
            catalog=memory_catalog_readers(store),
            directory=MemoryDirectoryReader(store),
            versions=memory_version_readers(store),
            news=memory_news_readers(store),
            games=memory_game_readers(store),
            closers=closers,
            store=store,
        )
    engine = create_engine(
        settings.database.database_url,
        settings.database.db_pool_size,
        settings.database.db_connect_timeout,
    )
    reader = await open_fast_reader(
        settings.database.database_url,
        settings.database.db_pool_size,
        settings.database.db_connect_timeout,
    )
    closers += [reader.close, engine.dispose]
    return Infrastructure(
        uow=lambda: SqlUnitOfWork(engine),
        users=SqlUserReader(reader),
        access=SqlAccessReader(reader),
        probe=SqlDatabaseProbe(reader),
        connect=sql_connect_readers(reader),
        social=sql_social_readers(reader),
        totem=SqlTotemReader(reader),
        profile=sql_profile_readers(reader),
        catalog=sql_catalog_readers(reader),
        directory=SqlDirectoryReader(reader),
        versions=sql_version_readers(reader),
        news=sql_news_readers(reader),
        games=sql_game_readers(reader),
        closers=closers,
        reader=reader,
    )
