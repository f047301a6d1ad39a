"""core.services.cors.decide: the dashboard's origin with credentials; https origins on a verified
domain of a service (or under it) without; nothing else (docs/auth.md section 4)."""

from __future__ import annotations

import pytest

from adapters.memory.bus import LocalBus
from adapters.memory.dns import MemoryDnsResolver
from application.services.cors import TOPIC, OriginDecision
from bootstrap.core import Core
from tests.support.services import DASH_ORIGIN, draft, proven, registered
from tests.support.signin import principal

ALLOWED = OriginDecision(True, credentials=False)
REFUSED = OriginDecision(False)


async def verified_app(core: Core, dns: MemoryDnsResolver) -> None:
    """A service whose app.example is proven."""
    owner = await principal(core)
    await proven(core, dns, owner, await registered(core, owner), "app.example")


class TestDashboard:
    async def test_the_dashboard_may_send_credentials(self, core: Core) -> None:
        assert await core.services.cors.decide(DASH_ORIGIN) == OriginDecision(
            True, credentials=True
        )


class TestVerifiedDomains:
    async def test_an_unverified_domain_is_refused(self, core: Core) -> None:
        await registered(core, await principal(core))
        assert await core.services.cors.decide("https://app.example") == REFUSED

    @pytest.mark.parametrize(
        "origin", ["https://app.example", "https://eu.app.example", "https://a.b.app.example"]
    )
    async def test_a_verified_domain_and_its_subdomains_are_allowed_without_credentials(
        self, core: Core, dns: MemoryDnsResolver, origin: str
    ) -> None:
        await verified_app(core, dns)
        assert await core.services.cors.decide(origin) == ALLOWED

    @pytest.mark.parametrize(
        "origin",
        [
            "http://app.example",  # not https
            "https://evilapp.example",  # ends like it, not under it
            "https://app.example.evil",
            "https://app.example/path",  # not an origin
            "https://user@app.example",
            "null",
            "https://" + "a." * 150 + "app.example",  # too long
        ],
    )
    async def test_anything_else_is_refused(
        self, core: Core, dns: MemoryDnsResolver, origin: str
    ) -> None:
        await verified_app(core, dns)
        assert await core.services.cors.decide(origin) == REFUSED


class TestChanges:
    async def test_a_domain_becomes_allowed_once_verified(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        assert await core.services.cors.decide("https://app.example") == REFUSED  # now cached
        await proven(core, dns, owner, service, "app.example")
        assert await core.services.cors.decide("https://app.example") == ALLOWED

    async def test_a_dropped_domain_is_refused_at_once(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner = await principal(core)
        service = await proven(core, dns, owner, await registered(core, owner), "app.example")
        assert await core.services.cors.decide("https://app.example") == ALLOWED
        await core.services.directory.replace(
            owner, service.id, draft(allowed_domains=("two.example",))
        )
        assert await core.services.cors.decide("https://app.example") == REFUSED

    async def test_a_deleted_services_domain_is_refused_at_once(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner = await principal(core)
        service = await proven(core, dns, owner, await registered(core, owner), "app.example")
        assert await core.services.cors.decide("https://app.example") == ALLOWED
        await core.services.directory.delete(owner, service.id)
        assert await core.services.cors.decide("https://app.example") == REFUSED

    async def test_a_change_announced_by_another_instance_is_seen_at_once(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        assert await core.services.cors.decide("https://app.example") == REFUSED  # now cached
        async with core.uow() as uow:  # another instance proves the domain...
            stored = await uow.services.get(service.id)
            assert stored is not None
            stored.mark_verified("app.example", core.clock.now())
            await uow.services.update(stored)
            await uow.commit()
        bus = core.outbound.bus
        assert isinstance(bus, LocalBus)
        await bus.deliver(TOPIC, "*")  # ...and announces it
        assert await core.services.cors.decide("https://app.example") == ALLOWED
