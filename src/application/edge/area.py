"""Connect edge, wired: every use case of the area behind one attribute (``core.edge``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from application.connect.area import Connect
from application.edge.access import NetworkAccess
from application.edge.admin import ConnectAdmin
from application.edge.dns_automation import DnsAutomation
from application.edge.dns_sync import DnsSync, GatewayZone
from application.edge.domains import Domains
from application.edge.gateways import GatewayConfig, Gateways
from application.edge.listings import Directory, Listings
from application.edge.ports import DirectoryReader, DnsProviders, TxtResolver
from application.identity.ports import SecretSealer
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits


@dataclass(frozen=True, slots=True)
class EdgeConfig:
    gateway_host: str
    gateway_zone: GatewayZone
    provider_timeout: float
    recheck_every: timedelta
    gateways: GatewayConfig


@dataclass(frozen=True, slots=True)
class Edge:
    dns_sync: DnsSync
    domains: Domains
    dns: DnsAutomation
    listings: Listings
    directory: Directory
    gateways: Gateways
    admin: ConnectAdmin


def build_edge(
    uow: UnitOfWorkFactory,
    directory: DirectoryReader,
    resolver: TxtResolver,
    providers: DnsProviders,
    secrets: SecretSealer,
    access: AccessControl,
    connect: Connect,
    limits: RateLimits,
    clock: Clock,
    ids: IdGenerator,
    config: EdgeConfig,
) -> Edge:
    networks = NetworkAccess(uow, access)
    sync = DnsSync(uow, providers, secrets, clock, config.gateway_zone, config.provider_timeout)
    return Edge(
        dns_sync=sync,
        domains=Domains(
            uow,
            networks,
            resolver,
            sync,
            limits,
            clock,
            ids,
            config.gateway_host,
            config.recheck_every,
        ),
        dns=DnsAutomation(
            uow,
            networks,
            providers,
            secrets,
            sync,
            limits,
            clock,
            config.gateway_host,
            config.provider_timeout,
        ),
        listings=Listings(uow, networks, clock),
        directory=Directory(directory),
        gateways=Gateways(uow, access, connect.access, sync, clock, ids, config.gateways),
        admin=ConnectAdmin(uow, access, connect.auth, clock, ids),
    )
