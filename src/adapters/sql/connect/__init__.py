"""Connect on SQL: the repositories of one transaction (``uow.connect``) and the readers."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.connect.claim_keys import SqlClaimKeyRepository
from adapters.sql.connect.commands import SqlCommandRepository
from adapters.sql.connect.extensions import SqlExtensionRepository, SqlServerExtensionRepository
from adapters.sql.connect.members import SqlMemberRepository
from adapters.sql.connect.networks import SqlNetworkJoinTokenRepository, SqlNetworkRepository
from adapters.sql.connect.readers import sql_connect_readers
from adapters.sql.connect.servers import SqlServerRepository
from adapters.sql.connect.settings import SqlSettingsRepository


class SqlConnectRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.servers = SqlServerRepository(connection)
        self.claim_keys = SqlClaimKeyRepository(connection)
        self.networks = SqlNetworkRepository(connection)
        self.network_join_tokens = SqlNetworkJoinTokenRepository(connection)
        self.commands = SqlCommandRepository(connection)
        self.settings = SqlSettingsRepository(connection)
        self.extensions = SqlExtensionRepository(connection)
        self.server_extensions = SqlServerExtensionRepository(connection)
        self.members = SqlMemberRepository(connection)


__all__ = ["SqlConnectRepositories", "sql_connect_readers"]
