"""Edge use cases over the memory core: re-checks that withdraw a lost proof, DNS changes
retried with backoff after a provider failure or a hang, stale gateways and routes."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.dns_provider import MemoryDnsProvider
from adapters.system.clock import FrozenClock
from application.edge.gateways import HeartbeatInput
from application.edge.ports import DnsProviderError
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.edge.claims import CheckOutcome
from tests.support.connect import owned_server, user

TOKEN = "provider-token"


@pytest.fixture
async def setup(
    settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[tuple[Core, MemoryDnsResolver, MemoryDnsProvider]]:
    resolver, provider = MemoryDnsResolver(), MemoryDnsProvider()
    provider.tokens.add(TOKEN)
    provider.add_zone("z", "zone.example")
    settings = settings_for(
        gateway_registration_token="reg", dns_provider_timeout=0.2,
        domain_recheck_seconds=3600, gateway_heartbeat_seconds=30,
        gateway_route_ttl_seconds=300,
    )  # fmt: skip
    outbound = Outbound(txt_resolver=resolver, dns_providers={"cloudflare": provider})
    async with await build_core(settings, outbound=outbound, clock=clock) as core:
        yield core, resolver, provider


async def test_a_lost_record_withdraws_the_verification_a_timeout_does_not(
    setup: tuple[Core, MemoryDnsResolver, MemoryDnsProvider], clock: FrozenClock
) -> None:
    core, resolver, _ = setup
    owner = await user(core)
    net = (await core.connect.networks.create(owner, "N")).network_id
    created = await core.edge.domains.create(owner, net, "keep.example")
    resolver.set_txt("_svc.keep.example", created.claim.txt_value)
    assert (await core.edge.domains.verify(owner, net, created.claim.id)).claim.verified

    clock.advance(timedelta(hours=2))
    resolver.fail("_svc.keep.example")
    assert await core.edge.domains.recheck_due() == 1
    (claim,) = await core.edge.domains.list(owner, net)
    assert claim.verified and claim.last_check is not None
    assert claim.last_check.outcome is CheckOutcome.TIMEOUT

    clock.advance(timedelta(hours=2))
    resolver.unavailable.clear()
    resolver.set_txt("_svc.keep.example")  # the record is gone
    assert await core.edge.domains.recheck_due() == 1
    (claim,) = await core.edge.domains.list(owner, net)
    assert not claim.verified and claim.verified_at is None
    assert claim.last_check is not None and claim.last_check.outcome is CheckOutcome.NXDOMAIN
    assert await core.edge.domains.recheck_due() == 0  # unverified claims are not re-checked


async def test_failed_and_hanging_provider_calls_are_retried_with_backoff(
    setup: tuple[Core, MemoryDnsResolver, MemoryDnsProvider], clock: FrozenClock
) -> None:
    core, _, provider = setup
    owner = await user(core)
    net = (await core.connect.networks.create(owner, "N")).network_id
    await core.edge.dns.put(owner, net, "cloudflare", TOKEN, "z")
    provider.hanging = True
    created = await core.edge.domains.create(owner, net, "a.zone.example")
    assert created.dns is not None and not created.dns.synced
    assert "did not answer" in (created.dns.error or "")
    provider.hanging = False
    provider.failure = DnsProviderError("token", "1000: Invalid API Token")
    assert await core.edge.dns_sync.retry_due() == 0  # not due yet: backoff
    clock.advance(timedelta(seconds=31))
    assert await core.edge.dns_sync.retry_due() == 0  # due, fails again
    config = await core.edge.dns.get(owner, net)
    assert config is not None and config.token_status.value == "invalid"
    provider.failure = None
    clock.advance(timedelta(seconds=61))
    assert await core.edge.dns_sync.retry_due() == 2  # the TXT and the CNAME
    records = provider.zones["z"].records
    assert records[("_svc.a.zone.example", "TXT")] == (created.claim.txt_value,)
    assert await core.edge.dns_sync.retry_due() == 0
    assert TOKEN not in repr(await core.edge.dns.get(owner, net))


async def test_stale_gateways_leave_targets_and_stale_routes_are_swept(
    setup: tuple[Core, MemoryDnsResolver, MemoryDnsProvider], clock: FrozenClock
) -> None:
    core, _, _ = setup
    beat = HeartbeatInput("192.0.2.10", "eu", 0.1, "1.0")
    registered = await core.edge.gateways.register("reg", "g1", beat)
    owner = await user(core)
    server = await owned_server(core, owner)
    found = await core.edge.gateways.for_server(server.credentials, server.server_id)
    assert [g.id for g in found.targets] == [registered.gateway.id]
    await core.edge.gateways.publish_route(server.credentials, server.server_id, None)

    clock.advance(timedelta(seconds=91))
    found = await core.edge.gateways.for_server(server.credentials, server.server_id)
    assert found.targets == [] and found.route is not None
    await core.edge.gateways.heartbeat(registered.gateway.id, registered.secret, beat)
    found = await core.edge.gateways.for_server(server.credentials, server.server_id)
    assert len(found.targets) == 1

    clock.advance(timedelta(seconds=301))
    assert await core.edge.gateways.sweep() == 1
    found = await core.edge.gateways.for_server(server.credentials, server.server_id)
    assert found.route is None
