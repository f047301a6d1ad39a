"""The edge through the HTTP API with its outbound ports faked in memory: a DNS resolver that
answers TXT lookups from a dict and a DNS provider with zones and tokens."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from litestar.testing import AsyncTestClient

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.dns_provider import MemoryDnsProvider
from bootstrap.core import build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings

PROVIDER_TOKEN = "cf-token-0123456789abcdef"
ZONE_ID = "zone-1"
ZONE = "play.example"
GATEWAY_HOST = "gw.svc.example"
REGISTRATION_TOKEN = "gateway-registration-secret"


@dataclass
class EdgeFakes:
    resolver: MemoryDnsResolver
    provider: MemoryDnsProvider


def fakes() -> EdgeFakes:
    provider = MemoryDnsProvider()
    provider.tokens.add(PROVIDER_TOKEN)
    provider.add_zone(ZONE_ID, ZONE)
    provider.tokens.add("gateway-zone-token")
    provider.add_zone("gw-zone", "svc.example")
    return EdgeFakes(MemoryDnsResolver(), provider)


@asynccontextmanager
async def edge_http(
    database_url: str, settings_for: Callable[..., Settings], **overrides: Any
) -> AsyncIterator[tuple[AsyncTestClient, EdgeFakes]]:
    from entrypoints.http.app import create_app

    made = fakes()
    settings = settings_for(
        database_url,
        gateway_host=GATEWAY_HOST,
        gateway_registration_token=REGISTRATION_TOKEN,
        gateway_dns_zone_id="gw-zone",
        gateway_dns_api_token="gateway-zone-token",
        gateway_dns_base_domain="svc.example",
        **overrides,
    )
    outbound = Outbound(
        txt_resolver=made.resolver,
        dns_providers={"cloudflare": made.provider, "powerdns": made.provider},
    )
    async with (
        await build_core(settings, outbound=outbound) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        yield client, made
