"""The DNS provider port: the memory fake, the Cloudflare adapter against a local server that
speaks the v4 API (tests/support/cloudflare.py) and the PowerDNS adapter against a real
pdns_server (tests/support/powerdns.py) go through the same cases: token and zone checks,
record sets created, replaced and removed, read back through the provider."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from adapters.dns_providers.cloudflare import CloudflareDns
from adapters.dns_providers.powerdns import PowerDnsApi
from adapters.memory.dns_provider import MemoryDnsProvider
from application.edge.ports import DnsProvider, DnsProviderError
from domain.edge.dns import RecordSet, RecordType
from tests.support.cloudflare import cloudflare_server
from tests.support.powerdns import powerdns
from tests.support.waiting import OUTBOUND

ZONE = "provider.example"


@dataclass
class Subject:
    provider: DnsProvider
    token: str
    zone_id: str


@pytest.fixture(params=["memory", "cloudflare", "powerdns"])
def subject(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Subject]:
    if request.param == "memory":
        fake = MemoryDnsProvider()
        fake.tokens.add("good-token")
        fake.add_zone("zone-1", ZONE)
        yield Subject(fake, "good-token", "zone-1")
    elif request.param == "cloudflare":
        with cloudflare_server() as (state, url):
            state.tokens.add("good-token")
            state.zones["023e105f4ecef8ad9ca31a8372d0c353"] = ZONE
            yield Subject(CloudflareDns(url, OUTBOUND), "good-token",
                          "023e105f4ecef8ad9ca31a8372d0c353")  # fmt: skip
    else:
        with powerdns(tmp_path) as server:
            zone_id = server.create_zone(ZONE)
            yield Subject(PowerDnsApi(server.api_url, "localhost", OUTBOUND), server.api_key,
                          zone_id)  # fmt: skip


async def test_the_token_and_the_zone_are_checked(subject: Subject) -> None:
    await subject.provider.check_token(subject.token)
    with pytest.raises(DnsProviderError) as refused:
        await subject.provider.check_token("wrong-token")
    assert refused.value.reason == "token"
    assert await subject.provider.zone_name(subject.token, subject.zone_id) == ZONE
    with pytest.raises(DnsProviderError) as unknown:
        await subject.provider.zone_name(subject.token, "no-such-zone.example.")
    assert unknown.value.reason == "zone"
    with pytest.raises(DnsProviderError) as wrong:
        await subject.provider.zone_name("wrong-token", subject.zone_id)
    assert wrong.value.reason == "token"


async def test_record_sets_are_created_replaced_and_removed(subject: Subject) -> None:
    p, token, zone = subject.provider, subject.token, subject.zone_id

    async def read(name: str, type_: RecordType) -> tuple[str, ...]:
        return await p.read(token, zone, ZONE, name, type_)

    txt = f"_svc.play.{ZONE}"
    await p.apply(token, zone, ZONE, RecordSet(txt, RecordType.TXT, ("svc-network=abc",)))
    assert await read(txt, RecordType.TXT) == ("svc-network=abc",)
    await p.apply(token, zone, ZONE, RecordSet(txt, RecordType.TXT, ("svc-network=def",)))
    assert await read(txt, RecordType.TXT) == ("svc-network=def",)

    host = f"play.{ZONE}"
    await p.apply(token, zone, ZONE, RecordSet(host, RecordType.A, ("192.0.2.1", "192.0.2.2")))
    assert await read(host, RecordType.A) == ("192.0.2.1", "192.0.2.2")
    await p.apply(token, zone, ZONE, RecordSet(host, RecordType.A, ("192.0.2.3",)))
    assert await read(host, RecordType.A) == ("192.0.2.3",)
    await p.apply(token, zone, ZONE, RecordSet(host, RecordType.A, ()))
    assert await read(host, RecordType.A) == ()
    await p.apply(token, zone, ZONE, RecordSet(host, RecordType.A, ()))  # already gone: fine

    alias = f"eu.{ZONE}"
    await p.apply(token, zone, ZONE, RecordSet(alias, RecordType.CNAME, ("gw.svc.example",)))
    assert await read(alias, RecordType.CNAME) == ("gw.svc.example",)
    assert await read(txt, RecordType.TXT) == ("svc-network=def",)  # others untouched


async def test_a_refused_change_and_a_wrong_token_are_reported(subject: Subject) -> None:
    if isinstance(subject.provider, MemoryDnsProvider):
        subject.provider.failure = DnsProviderError("rejected", "no")
    with pytest.raises(DnsProviderError) as refused:
        await subject.provider.apply(
            subject.token, subject.zone_id, ZONE,
            RecordSet(f"bad.{ZONE}", RecordType.A, ("not-an-ip",)),
        )  # fmt: skip
    assert refused.value.reason == "rejected"
    if isinstance(subject.provider, MemoryDnsProvider):
        subject.provider.failure = None
    with pytest.raises(DnsProviderError) as wrong:
        await subject.provider.apply(
            "wrong-token",
            subject.zone_id,
            ZONE,
            RecordSet(f"x.{ZONE}", RecordType.A, ("192.0.2.9",)),
        )
    assert wrong.value.reason == "token"
    assert "wrong-token" not in str(wrong.value)


async def test_a_hanging_cloudflare_call_ends_at_its_timeout() -> None:
    with cloudflare_server() as (state, url):
        state.tokens.add("good-token")
        state.hanging = True
        provider = CloudflareDns(url, timeout=0.5)
        with pytest.raises(DnsProviderError) as hung:
            await asyncio.wait_for(provider.check_token("good-token"), OUTBOUND)
        assert hung.value.reason == "unavailable"
        await provider.aclose()


async def test_an_unreachable_provider_is_unavailable() -> None:
    from tests.support.live_server import free_port

    provider = PowerDnsApi(f"http://127.0.0.1:{free_port()}", timeout=OUTBOUND)
    with pytest.raises(DnsProviderError) as down:
        await provider.check_token("any")
    assert down.value.reason == "unavailable"
