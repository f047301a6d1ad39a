"""core.services.directory.verify_domain: an allowed domain is proven by the TXT record
``_svc-service.<domain>`` = ``svc-service=<token>`` (docs/auth.md section 4)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.errors import ScopedTokenRefused
from domain.services.errors import (
    DnsUnavailable,
    DomainNotListed,
    DomainNotVerified,
    NotServiceOwner,
)
from domain.services.service import AllowedDomain, Service, VerificationLevel
from tests.conftest import SUPER_ADMIN
from tests.support.services import read, registered
from tests.support.signin import principal


async def owned(core: Core) -> tuple[Principal, Service, AllowedDomain]:
    owner = await principal(core)
    service = await registered(core, owner)
    return owner, service, service.domains[0]


class TestFound:
    async def test_the_proof_verifies_the_domain_and_the_service(
        self, core: Core, dns: MemoryDnsResolver, clock: FrozenClock
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        clock.advance(timedelta(minutes=5))
        verified = await core.services.directory.verify_domain(owner, service.id, "app.example")
        assert verified.domains[0].verified_at == clock.now()
        assert verified.verification_level is VerificationLevel.DOMAIN and verified.verified
        assert (await read(core, service.id)).domains == verified.domains

    async def test_the_proof_may_be_one_of_several_strings(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, "v=spf1 -all", f"  {domain.txt_value} ", "other")
        verified = await core.services.directory.verify_domain(owner, service.id, "app.example")
        assert verified.domains[0].verified

    async def test_the_domain_is_named_in_any_case(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, _, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        verified = await core.services.directory.verify_domain(owner, "companion", " App.Example ")
        assert verified.domains[0].verified

    async def test_a_verified_domain_is_not_looked_up_again(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        first = await core.services.directory.verify_domain(owner, service.id, "app.example")
        dns.set_txt(domain.txt_name)  # the record is gone: the proof stays
        again = await core.services.directory.verify_domain(owner, service.id, "app.example")
        assert again.domains == first.domains
        assert dns.lookups == [domain.txt_name]


class TestNotProven:
    async def test_no_record_is_not_verified(self, core: Core, dns: MemoryDnsResolver) -> None:
        owner, service, _ = await owned(core)
        with pytest.raises(DomainNotVerified):
            await core.services.directory.verify_domain(owner, service.id, "app.example")
        assert not (await read(core, service.id)).verified

    @pytest.mark.parametrize(
        "records",
        [
            ("svc-service=wrong",),
            ("unrelated",),
            ("svc-service=",),
        ],
    )
    async def test_a_record_without_the_token_is_not_verified(
        self, core: Core, dns: MemoryDnsResolver, records: tuple[str, ...]
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, *records)
        with pytest.raises(DomainNotVerified):
            await core.services.directory.verify_domain(owner, service.id, "app.example")

    async def test_the_token_of_another_service_does_not_prove_it(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, domain = await owned(core)
        other = await registered(core, owner, slug="other")
        dns.set_txt(domain.txt_name, other.domains[0].txt_value)
        with pytest.raises(DomainNotVerified):
            await core.services.directory.verify_domain(owner, service.id, "app.example")

    async def test_the_record_must_be_at_the_prefixed_name(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt("app.example", domain.txt_value)
        with pytest.raises(DomainNotVerified):
            await core.services.directory.verify_domain(owner, service.id, "app.example")


class TestDnsUnavailable:
    async def test_a_dns_failure_is_reported_and_nothing_changes(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        dns.fail(domain.txt_name)
        with pytest.raises(DnsUnavailable):
            await core.services.directory.verify_domain(owner, service.id, "app.example")
        assert not (await read(core, service.id)).verified


class TestNotListed:
    async def test_a_domain_the_service_does_not_list_is_not_found(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner, service, _ = await owned(core)
        with pytest.raises(DomainNotListed):
            await core.services.directory.verify_domain(owner, service.id, "other.example")
        assert dns.lookups == []


class TestOwnership:
    async def test_a_stranger_may_not_verify(self, core: Core, dns: MemoryDnsResolver) -> None:
        _, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        with pytest.raises(NotServiceOwner):
            await core.services.directory.verify_domain(
                await principal(core), service.id, "app.example"
            )
        assert dns.lookups == []

    async def test_a_super_admin_may(self, core: Core, dns: MemoryDnsResolver) -> None:
        _, service, domain = await owned(core)
        dns.set_txt(domain.txt_name, domain.txt_value)
        admin = await principal(core, SUPER_ADMIN, "Root")
        assert (
            await core.services.directory.verify_domain(admin, service.id, "app.example")
        ).verified

    async def test_a_scoped_token_may_not(self, core: Core) -> None:
        owner, service, _ = await owned(core)
        scoped = await principal(core, owner.user_id, scopes=("profile:read",))
        with pytest.raises(ScopedTokenRefused):
            await core.services.directory.verify_domain(scoped, service.id, "app.example")
