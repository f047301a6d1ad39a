"""The edge in memory: the repositories of a transaction and the directory reader."""

from __future__ import annotations

from adapters.memory.edge.repositories import (
    MemoryAuditRepository,
    MemoryConnectAdminRepository,
    MemoryDirectoryReader,
    MemoryDnsConfigRepository,
    MemoryDomainClaimRepository,
    MemoryGatewayRepository,
    MemoryGatewayRouteRepository,
    MemoryListingRepository,
    MemoryPendingChangeRepository,
)
from adapters.memory.store import MemoryTx


class MemoryEdgeRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.domains = MemoryDomainClaimRepository(tx)
        self.dns_configs = MemoryDnsConfigRepository(tx)
        self.dns_changes = MemoryPendingChangeRepository(tx)
        self.listings = MemoryListingRepository(tx)
        self.gateways = MemoryGatewayRepository(tx)
        self.routes = MemoryGatewayRouteRepository(tx)
        self.connect_admin = MemoryConnectAdminRepository(tx)
        self.audit = MemoryAuditRepository(tx)


__all__ = ["MemoryDirectoryReader", "MemoryEdgeRepositories"]
