"""core.services.directory.replace: the owner (or a super admin) replaces every field; domains that
stay keep their token and proof."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.identity.errors import ScopedTokenRefused
from domain.services.errors import NotServiceOwner, ServiceNotFound, ServiceSlugTaken
from domain.services.service import VerificationLevel
from domain.shared.errors import InvalidInput
from tests.conftest import SUPER_ADMIN
from tests.support.services import draft, proven, read, registered
from tests.support.signin import principal


class TestReplace:
    async def test_the_owner_replaces_the_fields(self, core: Core, clock: FrozenClock) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        clock.advance(timedelta(minutes=1))
        replaced = await core.services.directory.replace(
            owner, service.id, draft(name="Companion 2", description="", permissions=())
        )
        assert (replaced.name, replaced.description, replaced.permissions) == (
            "Companion 2",
            "",
            (),
        )
        assert replaced.updated_at == clock.now() and replaced.created_at == service.created_at
        assert await read(core, service.id) == replaced

    async def test_by_slug_too(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        replaced = await core.services.directory.replace(owner, "companion", draft(name="Renamed"))
        assert replaced.id == service.id and replaced.name == "Renamed"

    async def test_the_slug_may_change_to_a_free_one(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        await core.services.directory.replace(owner, service.id, draft(slug="companion-2"))
        assert (await read(core, "companion-2")).id == service.id

    async def test_a_bad_draft_is_refused_and_nothing_changes(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        with pytest.raises(InvalidInput):
            await core.services.directory.replace(
                owner, service.id, draft(name="New", slug="Bad Slug")
            )
        assert (await read(core, service.id)).name == "Companion"


class TestDomains:
    async def test_a_kept_domain_keeps_its_token_and_proof(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner = await principal(core)
        service = await proven(core, dns, owner, await registered(core, owner), "app.example")
        replaced = await core.services.directory.replace(
            owner, service.id, draft(allowed_domains=("app.example", "two.example"))
        )
        kept, added = replaced.domains
        assert kept == service.domains[0] and kept.verified
        assert added.domain == "two.example" and not added.verified
        assert replaced.verification_level is VerificationLevel.DOMAIN

    async def test_a_dropped_domain_loses_its_proof(
        self, core: Core, dns: MemoryDnsResolver
    ) -> None:
        owner = await principal(core)
        service = await proven(core, dns, owner, await registered(core, owner), "app.example")
        replaced = await core.services.directory.replace(
            owner, service.id, draft(allowed_domains=("two.example",))
        )
        again = await core.services.directory.replace(owner, service.id, draft())
        assert replaced.verification_level is VerificationLevel.NONE
        assert not again.domains[0].verified  # coming back means proving it again
        assert again.domains[0].token != service.domains[0].token


class TestOwnership:
    async def test_a_stranger_may_not_replace(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        with pytest.raises(NotServiceOwner):
            await core.services.directory.replace(
                await principal(core), service.id, draft(name="Mine")
            )

    async def test_a_super_admin_may(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        admin = await principal(core, SUPER_ADMIN, "Root")
        replaced = await core.services.directory.replace(admin, service.id, draft(name="Fixed"))
        assert replaced.name == "Fixed" and replaced.owner_id == service.owner_id

    async def test_a_scoped_token_may_not(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        scoped = await principal(core, owner.user_id, scopes=("profile:read",))
        with pytest.raises(ScopedTokenRefused):
            await core.services.directory.replace(scoped, service.id, draft())

    async def test_an_unknown_service_is_not_found(self, core: Core) -> None:
        with pytest.raises(ServiceNotFound):
            await core.services.directory.replace(await principal(core), "nope", draft())


class TestSlugTaken:
    async def test_another_services_slug_is_taken(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        await registered(core, owner, slug="other")
        with pytest.raises(ServiceSlugTaken):
            await core.services.directory.replace(owner, service.id, draft(slug="other"))


class TestOfficial:
    async def test_the_owner_may_not_make_it_official(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        with pytest.raises(NotServiceOwner):
            await core.services.directory.replace(owner, service.id, draft(official=True))

    async def test_a_super_admin_may_and_the_owner_keeps_it_by_saying_nothing(
        self, core: Core
    ) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        admin = await principal(core, SUPER_ADMIN, "Root")
        await core.services.directory.replace(admin, service.id, draft(official=True))
        kept = await core.services.directory.replace(
            owner, service.id, draft(name="Still official")
        )
        assert kept.official and kept.verification_level is VerificationLevel.OFFICIAL
