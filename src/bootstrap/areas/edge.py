"""Composition of the Connect edge: domains, DNS automation, listings, gateways."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from application.connect.area import Connect
from application.edge.area import Edge, EdgeConfig, build_edge
from application.edge.dns_sync import GatewayZone
from application.edge.gateways import GatewayConfig
from application.edge.ports import DirectoryReader
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from bootstrap.config import (
    choice,
    declared,
    number,
    optional,
    optional_pattern,
    optional_url,
    pattern,
    secret,
    url,
)
from domain.connect.credentials import secret_digest

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel

_HOST = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,62}"
)


@dataclass(frozen=True, slots=True)
class EdgeSettings:
    gateway_host: str = declared(
        "SVC_GATEWAY_HOST",
        "gateway.connect.invalid",
        lambda env, n, d: env.pattern(n, _HOST, d).lower(),
    )
    gateway_registration_token: str | None = secret("SVC_GATEWAY_REGISTRATION_TOKEN")
    gateway_heartbeat_seconds: float = number("SVC_GATEWAY_HEARTBEAT_SECONDS", 30.0, 1, 3600)
    gateway_route_ttl_seconds: float = number("SVC_GATEWAY_ROUTE_TTL_SECONDS", 300.0, 10, 86_400)
    gateway_dns_provider: str = choice(
        "SVC_GATEWAY_DNS_PROVIDER", ("cloudflare", "powerdns"), "cloudflare"
    )
    gateway_dns_zone_id: str | None = optional("SVC_GATEWAY_DNS_ZONE_ID")
    gateway_dns_api_token: str | None = secret("SVC_GATEWAY_DNS_API_TOKEN")
    gateway_dns_base_domain: str | None = optional_pattern(
        "SVC_GATEWAY_DNS_BASE_DOMAIN", _HOST, lower=True
    )
    cloudflare_api_url: str = url("SVC_CLOUDFLARE_API_URL", "https://api.cloudflare.com/client/v4")
    powerdns_api_url: str | None = optional_url("SVC_POWERDNS_API_URL")
    powerdns_server_id: str = pattern(
        "SVC_POWERDNS_SERVER_ID", re.compile(r"[A-Za-z0-9_.-]{1,64}"), "localhost"
    )
    dns_provider_timeout: float = number("SVC_DNS_PROVIDER_TIMEOUT", 10.0, 0.1, 120)
    edge_dns_retry_seconds: float = number("SVC_EDGE_DNS_RETRY_SECONDS", 30.0, 1, 3600)
    domain_recheck_seconds: float = number("SVC_DOMAIN_RECHECK_SECONDS", 3600.0, 10, 604_800)
    edge_sweep_seconds: float = number("SVC_EDGE_SWEEP_SECONDS", 30.0, 1, 3600)


def build_edge_area(*, kernel: Kernel, permissions: Permissions, connect: Connect) -> Edge:
    own = kernel.settings.edge
    token = own.gateway_registration_token
    edge = build_edge(
        kernel.uow,
        _directory(kernel),
        kernel.outbound.txt_resolver,
        kernel.outbound.dns_providers,
        kernel.secrets,
        permissions.access,
        connect,
        kernel.limits,
        kernel.clock,
        kernel.ids,
        EdgeConfig(
            gateway_host=own.gateway_host,
            gateway_zone=GatewayZone(
                provider=own.gateway_dns_provider,
                zone_id=own.gateway_dns_zone_id,
                token=own.gateway_dns_api_token,
                base_domain=own.gateway_dns_base_domain,
            ),
            provider_timeout=own.dns_provider_timeout,
            recheck_every=timedelta(seconds=own.domain_recheck_seconds),
            gateways=GatewayConfig(
                registration_digest=secret_digest(token) if token else None,
                interval=timedelta(seconds=own.gateway_heartbeat_seconds),
                route_ttl=timedelta(seconds=own.gateway_route_ttl_seconds),
                gateway_host=own.gateway_host,
            ),
        ),
    )
    _jobs(kernel, edge)
    return edge


def _jobs(kernel: Kernel, edge: Edge) -> None:
    """DNS changes retried with backoff, verified domains re-checked, stale routes and
    listings swept, shared gateway records kept."""
    own, add = kernel.settings.edge, kernel.background.add
    add(PeriodicJob("edge-dns-retry", own.edge_dns_retry_seconds, edge.dns_sync.retry_due))
    recheck_every = min(own.domain_recheck_seconds / 10, 300.0)
    add(PeriodicJob("edge-domain-recheck", recheck_every, edge.domains.recheck_due))
    add(PeriodicJob("edge-gateway-sweep", own.edge_sweep_seconds, edge.gateways.sweep))
    add(PeriodicJob("edge-listing-status", own.edge_sweep_seconds, edge.listings.expire_reports))


def _directory(kernel: Kernel) -> DirectoryReader:
    from adapters.memory.edge import MemoryDirectoryReader
    from adapters.sql.edge import SqlDirectoryReader

    return kernel.readers(MemoryDirectoryReader, SqlDirectoryReader)
