"""core.services.authorization.grant: the user consents and the service gets a token limited to the
consented permissions (docs/auth.md section 4, step 4-5)."""

from __future__ import annotations

import uuid
from urllib.parse import parse_qs, urlsplit

import pytest

from application.identity.principal import Principal
from application.permissions.access import MissingPermission
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.identity.claims import TokenType
from domain.identity.errors import InvalidToken, ScopedTokenRefused
from domain.identity.redirects import RedirectRefused
from domain.services.errors import ServiceNotFound
from tests.support.services import CALLBACK, draft, granted, registered
from tests.support.signin import principal


class TestServiceToken:
    async def test_the_token_is_a_service_token_for_the_user(self, core: Core) -> None:
        await registered(core, await principal(core))
        user = await principal(core)
        grant = await granted(core, user)
        claims = core.identity.tokens.verify(grant.issued.token)
        assert claims.typ is TokenType.SERVICE and claims.service == "companion"
        assert claims.sub == user.user_id

    async def test_it_carries_exactly_the_consented_permissions(self, core: Core) -> None:
        await registered(core, await principal(core))
        grant = await granted(core, await principal(core))
        assert core.identity.tokens.verify(grant.issued.token).scopes == (
            "profile:read",
            "totem:read",
        )

    async def test_it_works_within_them_and_nowhere_else(self, core: Core) -> None:
        await registered(core, await principal(core))
        user = await principal(core)
        grant = await granted(core, user)
        service = Principal(core.identity.tokens.verify(grant.issued.token))
        await core.permissions.access.require(service, "profile:read")
        await core.permissions.access.require(user, "totem:write")  # the user may...
        with pytest.raises(MissingPermission):
            await core.permissions.access.require(
                service, "totem:write"
            )  # ...the service was not given it

    async def test_a_service_without_permissions_gets_a_token_for_nothing(self, core: Core) -> None:
        await registered(core, await principal(core), permissions=())
        grant = await granted(core, await principal(core))
        service = Principal(core.identity.tokens.verify(grant.issued.token))
        assert service.claims.scopes == ()  # limited to nothing, not unlimited
        with pytest.raises(MissingPermission):
            await core.permissions.access.require(service, "profile:read")

    async def test_it_belongs_to_a_service_session_of_the_user(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        user = await principal(core)
        grant = await granted(core, user)
        async with core.uow() as uow:
            session = await uow.auth_sessions.get(grant.issued.claims.sid)
        assert session is not None and session.kind is SessionKind.SERVICE
        assert session.service_id == service.id and session.user_id == user.user_id


class TestConsentRecord:
    async def test_the_consent_is_recorded_with_the_permissions(self, core: Core) -> None:
        service = await registered(core, await principal(core))
        user = await principal(core)
        await granted(core, user)
        async with core.uow() as uow:
            consent = await uow.consents.get(user.user_id, service.id)
        assert consent is not None and consent.permissions == ("profile:read", "totem:read")

    async def test_consenting_again_records_the_current_permissions(self, core: Core) -> None:
        owner = await principal(core)
        service = await registered(core, owner)
        user = await principal(core)
        await granted(core, user)
        await core.services.directory.replace(owner, service.id, draft(permissions=("totem:read",)))
        await granted(core, user)
        async with core.uow() as uow:
            consent = await uow.consents.get(user.user_id, service.id)
        assert consent is not None and consent.permissions == ("totem:read",)


class TestRedirect:
    async def test_the_browser_returns_to_the_redirect_with_the_token_in_the_fragment(
        self, core: Core
    ) -> None:
        await registered(core, await principal(core))
        grant = await granted(core, await principal(core))
        target = urlsplit(grant.redirect_url)
        fragment = {k: v[0] for k, v in parse_qs(target.fragment).items()}
        assert grant.redirect_url.startswith(CALLBACK + "#")
        assert fragment["authToken"] == grant.issued.token
        assert fragment["service"] == "companion" and fragment["expiresAt"].endswith("Z")

    async def test_an_unregistered_redirect_is_refused(self, core: Core) -> None:
        await registered(core, await principal(core))
        with pytest.raises(RedirectRefused):
            await core.services.authorization.grant(
                await principal(core), "companion", "https://evil.example/"
            )


class TestRefused:
    async def test_an_unknown_service_is_not_found(self, core: Core) -> None:
        with pytest.raises(ServiceNotFound):
            await core.services.authorization.grant(await principal(core), "nope", CALLBACK)

    async def test_an_api_token_limited_by_scopes_passes_on_only_those_it_holds(
        self, core: Core
    ) -> None:
        """A game session's token may consent (docs/api.md: an API JWT), but the service token
        it gets is never wider than itself."""
        await registered(core, await principal(core))
        scoped = await principal(core, scopes=("profile:read", "totem:write"))
        grant = await granted(core, scoped)
        assert core.identity.tokens.verify(grant.issued.token).scopes == ("profile:read",)
        async with core.uow() as uow:
            consent = await uow.consents.get(scoped.user_id, grant.service.id)
        assert consent is not None and consent.permissions == ("profile:read",)

    async def test_a_service_token_may_not_mint_service_tokens(self, core: Core) -> None:
        await registered(core, await principal(core))
        grant = await granted(core, await principal(core))
        with pytest.raises(ScopedTokenRefused):
            await granted(core, Principal(core.identity.tokens.verify(grant.issued.token)))

    async def test_a_token_of_an_account_that_does_not_exist_is_refused(self, core: Core) -> None:
        await registered(core, await principal(core))
        orphan = await core.identity.tokens.issue(uuid.uuid4(), SessionKind.CLI)
        with pytest.raises(InvalidToken):
            await granted(core, Principal(orphan.claims))
