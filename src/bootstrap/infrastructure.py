"""The adapters behind the ports, chosen by ``SVC_DATABASE_URL`` and ``SVC_REDIS_URL``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from adapters.memory.bus import LocalBus
from adapters.memory.connect import memory_connect_readers
from adapters.memory.identity import MemoryUserReader
from adapters.memory.permissions import MemoryAccessReader
from adapters.memory.rate_limit import MemoryRateLimitStore
from adapters.memory.seed import seed
from adapters.memory.social import memory_social_readers
from adapters.memory.store import MemoryStore
from adapters.memory.uow import MemoryUnitOfWork
from adapters.sql.connect import sql_connect_readers
from adapters.sql.engine import create_engine
from adapters.sql.fast_read import FastReader, Query, open_fast_reader
from adapters.sql.identity import SqlUserReader
from adapters.sql.permissions import SqlAccessReader
from adapters.sql.social import sql_social_readers
from adapters.sql.uow import SqlUnitOfWork
from application.connect.ports import ConnectReaders
from application.identity.ports import UserReader
from application.permissions.ports import AccessReader
from application.ports import Clock, IdGenerator, InvalidationBus, UnitOfWorkFactory
from application.shared.rate_limits import RateLimitStore
from application.social.ports import SocialReaders
from bootstrap.settings import Settings
from domain.permissions.default_role import KNOWN_NODES

Closer = Callable[[], Awaitable[None]]


@dataclass
class Infrastructure:
    uow: UnitOfWorkFactory
    users: UserReader
    access: AccessReader
    probe: DatabaseProbe | MemoryProbe
    bus: InvalidationBus
    rate_limits: RateLimitStore
    connect: ConnectReaders
    social: SocialReaders
    closers: list[Closer] = field(default_factory=list)
    store: MemoryStore | None = None
    reader: FastReader | None = None


class DatabaseProbe:
    _PING = Query("SELECT 1")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def ping(self) -> None:
        await self._reader.one(self._PING)


class MemoryProbe:
    async def ping(self) -> None:
        return None


async def build_infrastructure(
    settings: Settings, clock: Clock, ids: IdGenerator, bus: InvalidationBus | None = None
) -> Infrastructure:
    closers: list[Closer] = []
    bus, rate_limits = await _shared_state(settings, bus, closers)
    if settings.memory:
        store = MemoryStore()
        seed(store, clock.now(), [ids.new_object_id() for _ in KNOWN_NODES])
        return Infrastructure(
            uow=lambda: MemoryUnitOfWork(store),
            users=MemoryUserReader(store),
            access=MemoryAccessReader(store),
            probe=MemoryProbe(),
            bus=bus,
            rate_limits=rate_limits,
            connect=memory_connect_readers(store),
            social=memory_social_readers(store),
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
        probe=DatabaseProbe(reader),
        bus=bus,
        rate_limits=rate_limits,
        connect=sql_connect_readers(reader),
        social=sql_social_readers(reader),
        closers=closers,
        reader=reader,
    )


async def _shared_state(
    settings: Settings, bus: InvalidationBus | None, closers: list[Closer]
) -> tuple[InvalidationBus, RateLimitStore]:
    """In this process by default; in Redis when SVC_REDIS_URL is set, shared by instances."""
    if not settings.redis_url:
        return bus or LocalBus(), MemoryRateLimitStore()
    from redis.asyncio import Redis

    from adapters.redis.bus import RedisBus
    from adapters.redis.rate_limit import RedisRateLimitStore

    client = Redis.from_url(settings.redis_url)
    closers.append(client.aclose)
    if bus is None:
        redis_bus = RedisBus(Redis.from_url(settings.redis_url), settings.redis_prefix)
        await redis_bus.start()
        closers.append(redis_bus.close)
        bus = redis_bus
    return bus, RedisRateLimitStore(client, settings.redis_prefix)
