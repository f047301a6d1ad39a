"""Composition of the Connect edge: domains, DNS automation, listings, gateways."""

from __future__ import annotations

import re
from dataclasses import dataclass

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
