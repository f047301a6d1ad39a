"""core.services.directory.create: registering a third-party service (docs/auth.md section 4)."""

from __future__ import annotations

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.identity.errors import ScopedTokenRefused
from domain.services.errors import NotServiceOwner, ServiceSlugTaken
from domain.services.service import VerificationLevel
from domain.shared.errors import InvalidInput
from tests.conftest import SUPER_ADMIN
from tests.support.services import APP_SCHEME, CALLBACK, draft, read
from tests.support.signin import principal


class TestRegister:
    async def test_the_caller_owns_the_new_unverified_service(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await principal(core)
        service = await core.services.directory.create(owner, draft())
        assert service.owner_id == owner.user_id
        assert (service.slug, service.name) == ("companion", "Companion")
        assert service.created_at == service.updated_at == clock.now()
        assert service.verification_level is VerificationLevel.NONE and not service.verified

    async def test_each_allowed_domain_gets_its_own_txt_proof_to_publish(self, core: Core) -> None:
        owner = await principal(core)
        service = await core.services.directory.create(
            owner, draft(allowed_domains=("App.Example", "two.example"))
        )
        first, second = service.domains
        assert first.domain == "app.example" and first.txt_name == "_svc-service.app.example"
        assert first.txt_value == f"svc-service={first.token}"
        assert first.token != second.token
        assert first.verified_at is None and second.verified_at is None

    async def test_redirects_and_permissions_are_kept_once_each(self, core: Core) -> None:
        owner = await principal(core)
        service = await core.services.directory.create(
            owner,
            draft(
                redirect_urls=(CALLBACK, CALLBACK, f"{APP_SCHEME}:/auth"),
                permissions=("totem:read", "profile:read", "totem:read"),
            ),
        )
        assert service.redirect_urls == (CALLBACK, f"{APP_SCHEME}:/auth")
        assert service.permissions == ("totem:read", "profile:read")

    async def test_it_can_be_read_back(self, core: Core) -> None:
        owner = await principal(core)
        service = await core.services.directory.create(owner, draft())
        assert await read(core, service.id) == service


class TestSlug:
    async def test_a_slug_is_taken_for_everyone(self, core: Core) -> None:
        await core.services.directory.create(await principal(core), draft())
        with pytest.raises(ServiceSlugTaken):
            await core.services.directory.create(await principal(core), draft(name="Other"))


class TestValidation:
    @pytest.mark.parametrize(
        ("changes", "field"),
        [
            ({"slug": "Not A Slug"}, "slug"),
            ({"slug": "-edge"}, "slug"),
            ({"name": "  "}, "name"),
            ({"description": "x" * 501}, "description"),
            ({"redirect_urls": ("javascript:alert(1)",)}, "redirectUrls"),
            ({"redirect_urls": ("http://app.example/cb",)}, "redirectUrls"),
            ({"redirect_urls": ("otherapp:/cb",)}, "redirectUrls"),
            ({"redirect_urls": ("https://user@app.example/cb",)}, "redirectUrls"),
            ({"allowed_domains": ("not a domain",)}, "allowedDomains"),
            ({"allowed_domains": ("localhost",)}, "allowedDomains"),
            ({"permissions": ("admin:*",)}, "permissions"),
        ],
    )
    async def test_a_bad_draft_is_refused_naming_the_field(
        self, core: Core, changes: dict, field: str
    ) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.services.directory.create(await principal(core), draft(**changes))
        assert refused.value.field == field

    async def test_plain_http_is_allowed_on_loopback(self, core: Core) -> None:
        service = await core.services.directory.create(
            await principal(core), draft(redirect_urls=("http://localhost:3000/cb",))
        )
        assert service.redirect_urls == ("http://localhost:3000/cb",)


class TestScopedToken:
    async def test_a_scoped_token_may_not_register(self, core: Core) -> None:
        with pytest.raises(ScopedTokenRefused):
            await core.services.directory.create(
                await principal(core, scopes=("profile:read",)), draft()
            )


class TestOfficial:
    async def test_only_a_super_admin_may_mark_a_service_official(self, core: Core) -> None:
        with pytest.raises(NotServiceOwner):
            await core.services.directory.create(await principal(core), draft(official=True))

    async def test_a_super_admin_registers_an_official_service(self, core: Core) -> None:
        admin = await principal(core, SUPER_ADMIN, "Root")
        service = await core.services.directory.create(admin, draft(official=True))
        assert service.verification_level is VerificationLevel.OFFICIAL and service.verified

    async def test_saying_not_official_needs_no_admin(self, core: Core) -> None:
        service = await core.services.directory.create(await principal(core), draft(official=False))
        assert service.official is False


class TestAccountScopes:
    """account: scopes reach the account itself (its sessions): official services only."""

    async def test_a_service_may_not_ask_for_account_scopes(self, core: Core) -> None:
        with pytest.raises(InvalidInput) as refused:
            await core.services.directory.create(
                await principal(core), draft(permissions=("profile:read", "account:sessions"))
            )
        assert refused.value.code == "services.reserved_permission"

    async def test_an_official_service_may(self, core: Core) -> None:
        admin = await principal(core, SUPER_ADMIN, "Root")
        service = await core.services.directory.create(
            admin, draft(official=True, permissions=("account:sessions",))
        )
        assert service.grantable_scopes == ("account:sessions",)


class TestDomainTooLongForItsProof:
    async def test_a_domain_whose_txt_name_dns_cannot_express_is_refused(self, core: Core) -> None:
        domain = ("a" * 60 + ".") * 4 + "example"  # 251 characters: a valid DNS name
        with pytest.raises(InvalidInput):
            await core.services.directory.create(
                await principal(core), draft(allowed_domains=(domain,))
            )
