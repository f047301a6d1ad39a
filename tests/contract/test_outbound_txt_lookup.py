"""Domain-claim TXT lookups: dnspython against a real DNS server on 127.0.0.1 (dnslib,
tests/support/dns_server.py) and the memory fake say the same for found, mismatch, no
record, NXDOMAIN and timeout; the claim's verdict follows from it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from adapters.dns.resolver import DnsPythonResolver
from adapters.memory.dns import MemoryDnsResolver
from application.edge.ports import TxtResolver
from domain.edge.claims import CheckOutcome, TxtLookupStatus, judge
from tests.support.dns_server import TxtZone, txt_server
from tests.support.live_server import free_port
from tests.support.waiting import OUTBOUND

NAME = "_svc.claim.example"
TOKEN = "0123456789abcdef0123456789abcdef"


class Dns:
    def __init__(self, resolver: TxtResolver, zone: TxtZone | None, fake: MemoryDnsResolver | None):
        self.resolver, self.zone, self.fake = resolver, zone, fake

    def publish(self, *values: str) -> None:
        if self.zone is not None:
            self.zone.records[NAME] = list(values)
        else:
            assert self.fake is not None
            self.fake.set_txt(NAME, *values)

    def exists_without_txt(self) -> None:
        if self.zone is not None:
            self.zone.names.add(NAME)
        else:
            assert self.fake is not None
            self.fake.names.add(NAME)

    def unreachable(self) -> TxtResolver:
        if self.zone is not None:
            return DnsPythonResolver((f"127.0.0.1:{free_port()}",), timeout=0.5)
        down = MemoryDnsResolver()
        down.fail(NAME)
        return down


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[TxtZone, int]]:
    with txt_server() as running:
        yield running


@pytest.fixture(params=["memory", "dnspython"])
def dns(request: pytest.FixtureRequest, server: tuple[TxtZone, int]) -> Iterator[Dns]:
    if request.param == "memory":
        fake = MemoryDnsResolver()
        yield Dns(fake, None, fake)
        return
    zone, port = server
    zone.records.clear()
    zone.names.clear()
    yield Dns(DnsPythonResolver((f"127.0.0.1:{port}",), OUTBOUND), zone, None)


async def test_found(dns: Dns) -> None:
    dns.publish("v=spf1 -all", f"svc-network={TOKEN}")
    lookup = await dns.resolver.lookup_txt(NAME)
    assert lookup.status is TxtLookupStatus.FOUND
    assert judge(lookup, TOKEN) is CheckOutcome.VERIFIED


async def test_mismatch(dns: Dns) -> None:
    dns.publish("svc-network=another-token")
    assert judge(await dns.resolver.lookup_txt(NAME), TOKEN) is CheckOutcome.MISMATCH


async def test_no_txt_record(dns: Dns) -> None:
    dns.exists_without_txt()
    lookup = await dns.resolver.lookup_txt(NAME)
    assert lookup.status is TxtLookupStatus.NO_RECORD
    assert judge(lookup, TOKEN) is CheckOutcome.NO_TXT_RECORD


async def test_a_record_of_someone_else_is_no_record_of_ours(dns: Dns) -> None:
    dns.publish("google-site-verification=xyz")
    assert judge(await dns.resolver.lookup_txt(NAME), TOKEN) is CheckOutcome.NO_TXT_RECORD


async def test_nxdomain(dns: Dns) -> None:
    lookup = await dns.resolver.lookup_txt(NAME)
    assert lookup.status is TxtLookupStatus.NXDOMAIN
    assert judge(lookup, TOKEN) is CheckOutcome.NXDOMAIN


async def test_timeout(dns: Dns) -> None:
    lookup = await dns.unreachable().lookup_txt(NAME)
    assert lookup.status is TxtLookupStatus.TIMEOUT
    assert judge(lookup, TOKEN) is CheckOutcome.TIMEOUT
