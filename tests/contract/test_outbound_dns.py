"""The DNS resolver port: the memory fake answers like dnspython against a real DNS server
(tests/support/dns_server.py), so what the services suites prove with the fake holds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

import pytest

from adapters.dns.resolver import DnsPythonResolver
from adapters.memory.dns import MemoryDnsResolver
from application.services.ports import DnsResolver
from domain.services.errors import DnsUnavailable
from tests.support.dns_server import TxtZone, txt_server
from tests.support.live_server import free_port

TIMEOUT = 30.0  # generous: a loaded machine still answers in time
NAME = "_svc-service.app.example"


class Dns(Protocol):
    """One resolver under test, and the DNS data it answers from."""

    resolver: DnsResolver

    def publish(self, name: str, *records: str) -> None: ...

    def fail(self, name: str) -> None:
        """The servers answer lookups of ``name`` with an error."""

    def unreachable(self) -> DnsResolver:
        """A resolver of this kind whose servers do not answer at all."""


@dataclass
class MemoryDns:
    resolver: MemoryDnsResolver

    def publish(self, name: str, *records: str) -> None:
        self.resolver.set_txt(name, *records)

    def fail(self, name: str) -> None:
        self.resolver.fail(name)

    def unreachable(self) -> DnsResolver:
        down = MemoryDnsResolver()
        down.fail(NAME)
        return down


@dataclass
class RealDns:
    zone: TxtZone
    resolver: DnsPythonResolver

    def publish(self, name: str, *records: str) -> None:
        self.zone.records[name.rstrip(".").lower()] = list(records)

    def fail(self, name: str) -> None:
        self.zone.failing.add(name.rstrip(".").lower())

    def unreachable(self) -> DnsResolver:
        # Nothing listens there; UDP gets no answer, so only the timeout ends the wait: a
        # short one, since failing is the expected outcome either way.
        return DnsPythonResolver((f"127.0.0.1:{free_port()}",), timeout=0.5)


@pytest.fixture(scope="module")
def dns_server() -> Iterator[tuple[TxtZone, int]]:
    with txt_server() as running:
        yield running


@pytest.fixture(params=["memory", pytest.param("dnspython", marks=pytest.mark.slow)])
def dns(request: pytest.FixtureRequest) -> Iterator[Dns]:
    if request.param == "memory":
        yield MemoryDns(MemoryDnsResolver())
        return
    zone, port = request.getfixturevalue("dns_server")
    zone.records.clear()
    zone.failing.clear()
    yield RealDns(zone, DnsPythonResolver((f"127.0.0.1:{port}",), timeout=TIMEOUT))


class TestFound:
    async def test_a_txt_record_is_answered(self, dns: Dns) -> None:
        dns.publish(NAME, "svc-service=0123abcd")
        assert await dns.resolver.txt(NAME) == ["svc-service=0123abcd"]

    async def test_several_records_are_answered_each_as_one_string(self, dns: Dns) -> None:
        records = ("v=spf1 -all", "svc-service=0123abcd", "svc-service=other")
        dns.publish(NAME, *records)
        answer = await dns.resolver.txt(NAME)
        assert Counter(answer) == Counter(records)  # DNS does not promise an order

    @pytest.mark.parametrize("asked", [NAME.upper(), NAME + "."])
    async def test_names_are_case_insensitive_and_may_be_absolute(
        self, dns: Dns, asked: str
    ) -> None:
        dns.publish(NAME, "svc-service=0123abcd")
        assert await dns.resolver.txt(asked) == ["svc-service=0123abcd"]


class TestAbsent:
    async def test_a_name_without_records_answers_nothing(self, dns: Dns) -> None:
        dns.publish("_svc-service.other.example", "svc-service=0123abcd")
        assert await dns.resolver.txt(NAME) == []


class TestNamesDnsCannotExpress:
    @pytest.mark.parametrize(
        "name",
        [
            "_svc-service." + "a" * 64 + ".example",  # a label over 63 octets
            "_svc-service." + ("a" * 60 + ".") * 4 + "example",  # over 253 octets in all
            "_svc-service.app..example",  # an empty label
            NAME + "..",
        ],
        ids=["long-label", "long-name", "empty-label", "two-trailing-dots"],
    )
    async def test_a_name_dns_cannot_express_fails_like_an_unanswered_lookup(
        self, dns: Dns, name: str
    ) -> None:
        with pytest.raises(DnsUnavailable):
            await dns.resolver.txt(name)


class TestUnavailable:
    async def test_a_server_that_fails_the_lookup_is_unavailable(self, dns: Dns) -> None:
        dns.publish(NAME, "svc-service=0123abcd")
        dns.fail(NAME)
        with pytest.raises(DnsUnavailable):
            await dns.resolver.txt(NAME)

    async def test_a_server_that_does_not_answer_is_unavailable(self, dns: Dns) -> None:
        with pytest.raises(DnsUnavailable):
            await dns.unreachable().txt(NAME)


@pytest.mark.slow
class TestDnsPythonOnly:
    async def test_a_record_of_several_character_strings_is_joined_into_one(
        self, dns_server: tuple[TxtZone, int]
    ) -> None:
        """Values over 255 bytes are published as several strings of one record; the
        memory fake takes such a value whole (``set_txt(name, value)``)."""
        zone, port = dns_server
        zone.records[NAME] = [("svc-service=", "0123abcd")]
        resolver = DnsPythonResolver((f"127.0.0.1:{port}",), timeout=TIMEOUT)
        assert await resolver.txt(NAME) == ["svc-service=0123abcd"]
