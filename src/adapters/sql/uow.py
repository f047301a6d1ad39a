from __future__ import annotations

from types import TracebackType
from typing import Self

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.sql.audit import SqlAuditRepository
from adapters.sql.catalog import SqlCatalogRepositories
from adapters.sql.connect import SqlConnectRepositories
from adapters.sql.edge import SqlEdgeRepositories
from adapters.sql.feedback import SqlFeedbackRepository
from adapters.sql.games import SqlGameRepositories
from adapters.sql.identity import (
    SqlAuthSessionRepository,
    SqlGameJoinTokenRepository,
    SqlIdentityLinkRepository,
    SqlLoginAttemptRepository,
    SqlUserRepository,
)
from adapters.sql.links import SqlLinkRepositories
from adapters.sql.motd import SqlMotdRepository
from adapters.sql.news import SqlNewsRepositories
from adapters.sql.permissions import SqlGrantRepository, SqlRoleRepository
from adapters.sql.pool_usage import PoolCounter
from adapters.sql.profile import SqlProfileRepositories
from adapters.sql.services import SqlConsentRepository, SqlServiceRepository
from adapters.sql.shop import SqlShopRepositories
from adapters.sql.signing_keys import SqlSigningKeyRepository
from adapters.sql.social import SqlSocialRepositories
from adapters.sql.totem import SqlTotemRepositories
from adapters.sql.versions import SqlVersionRepositories


class SqlUnitOfWork:
    """One transaction on one pooled connection; leaving without commit rolls back."""

    def __init__(self, engine: AsyncEngine, usage: PoolCounter | None = None) -> None:
        self._engine = engine
        self._usage = usage or PoolCounter("transactions", 0)
        self._connection: AsyncConnection | None = None

    async def __aenter__(self) -> Self:
        connection = await self._usage.acquire(self._engine.connect)
        try:
            await connection.begin()
        except BaseException:
            self._usage.release()
            await connection.close()
            raise
        self._connection = connection
        self.users = SqlUserRepository(connection)
        self.auth_sessions = SqlAuthSessionRepository(connection)
        self.grants = SqlGrantRepository(connection)
        self.roles = SqlRoleRepository(connection)
        self.game_join_tokens = SqlGameJoinTokenRepository(connection)
        self.login_attempts = SqlLoginAttemptRepository(connection)
        self.identity_links = SqlIdentityLinkRepository(connection)
        self.signing_keys = SqlSigningKeyRepository(connection)
        self.services = SqlServiceRepository(connection)
        self.consents = SqlConsentRepository(connection)
        self.connect = SqlConnectRepositories(connection)
        self.social = SqlSocialRepositories(connection)
        self.totem = SqlTotemRepositories(connection)
        self.profile = SqlProfileRepositories(connection)
        self.catalog = SqlCatalogRepositories(connection)
        self.edge = SqlEdgeRepositories(connection)
        self.versions = SqlVersionRepositories(connection)
        self.news = SqlNewsRepositories(connection)
        self.shop = SqlShopRepositories(connection)
        self.feedback = SqlFeedbackRepository(connection)
        self.motd = SqlMotdRepository(connection)
        self.games = SqlGameRepositories(connection)
        self.links = SqlLinkRepositories(connection)
        self.audit = SqlAuditRepository(connection)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        assert self._connection is not None
        try:
            if self._connection.in_transaction():
                await self._connection.rollback()
        finally:
            self._usage.release()
            await self._connection.close()
            self._connection = None

    async def commit(self) -> None:
        assert self._connection is not None
        await self._connection.commit()
