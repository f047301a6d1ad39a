"""The edge on SQL: the repositories of one transaction (``uow.edge``) and the directory
reader of the fast read path."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.edge.directory import SqlDirectoryReader
from adapters.sql.edge.gateways import (
    SqlAuditRepository,
    SqlConnectAdminRepository,
    SqlGatewayRepository,
    SqlGatewayRouteRepository,
)
from adapters.sql.edge.listings import SqlListingRepository
from adapters.sql.edge.repositories import (
    SqlDnsConfigRepository,
    SqlDomainClaimRepository,
    SqlPendingChangeRepository,
)


class SqlEdgeRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.domains = SqlDomainClaimRepository(connection)
        self.dns_configs = SqlDnsConfigRepository(connection)
        self.dns_changes = SqlPendingChangeRepository(connection)
        self.listings = SqlListingRepository(connection)
        self.gateways = SqlGatewayRepository(connection)
        self.routes = SqlGatewayRouteRepository(connection)
        self.connect_admin = SqlConnectAdminRepository(connection)
        self.audit = SqlAuditRepository(connection)


__all__ = ["SqlDirectoryReader", "SqlEdgeRepositories"]
