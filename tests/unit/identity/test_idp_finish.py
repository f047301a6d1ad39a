"""core.identity.idp.finish: the provider's callback signs the person in (docs/auth.md section 2,
steps 2-3)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import timedelta

import pytest

from adapters.memory.identity_provider import MemoryIdentityProvider
from adapters.system.clock import FrozenClock
from application.identity.idp_sign_in import LoginFailure
from application.identity.principal import OPERATOR
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from domain.identity.errors import LoginStateInvalid
from domain.identity.idp import IdpIdentity, Platform
from tests.conftest import sign_in
from tests.support.signin import DASH, idp_sign_in, state_of

ALICE = IdpIdentity(subject="alice-sub", name="Alice")


@dataclass(frozen=True)
class Callback:
    """What the browser brings back from the provider, and the cookie it holds."""

    state: str
    code: str
    browser: str


async def approved(
    core: Core,
    idp: MemoryIdentityProvider,
    identity: IdpIdentity = ALICE,
    platform: Platform = Platform.DASH,
) -> Callback:
    started = await core.identity.idp.start(platform, None)
    state = state_of(started.authorization_url)
    return Callback(state, idp.approve(state, identity), started.browser_secret)


class TestFirstSignIn:
    async def test_it_creates_an_account_named_by_the_provider(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        signed = await idp_sign_in(core, idp, ALICE)
        user = await core.identity.users.get(OPERATOR, signed.issued.claims.sub)
        assert user.name == "Alice"

    async def test_it_records_an_idp_session_and_signs_a_full_token(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        signed = await idp_sign_in(core, idp, ALICE)
        claims = core.identity.tokens.verify(signed.issued.token)
        assert signed.issued.session.kind is SessionKind.IDP
        assert claims.scopes is None and claims.sid == signed.issued.session.id

    async def test_without_a_name_claim_the_account_is_named_after_the_subject(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        signed = await idp_sign_in(core, idp, IdpIdentity(subject="0123456789abcdef"))
        user = await core.identity.users.get(OPERATOR, signed.issued.claims.sub)
        assert user.name == "user-0123456789ab"

    @pytest.mark.parametrize(("platform", "target"), [(Platform.DASH, DASH), (Platform.WEB, None)])
    async def test_the_browser_goes_where_the_platform_says(
        self, core: Core, idp: MemoryIdentityProvider, platform: Platform, target: str | None
    ) -> None:
        signed = await idp_sign_in(core, idp, ALICE, platform)
        assert (signed.platform, signed.target) == (platform, target)

    async def test_the_redirect_given_at_start_wins(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        signed = await idp_sign_in(core, idp, ALICE, Platform.DASH, "http://localhost:4000/cb")
        assert signed.target == "http://localhost:4000/cb"


class TestLinking:
    async def test_a_second_sign_in_of_the_same_subject_is_the_same_account(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        first = await idp_sign_in(core, idp, ALICE)
        second = await idp_sign_in(core, idp, IdpIdentity("alice-sub", name="Renamed"))
        assert second.issued.claims.sub == first.issued.claims.sub
        assert second.issued.session.id != first.issued.session.id
        assert (await core.identity.users.get(OPERATOR, first.issued.claims.sub)).name == "Alice"

    async def test_another_subject_is_another_account(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        alice = await idp_sign_in(core, idp, ALICE)
        bob = await idp_sign_in(core, idp, IdpIdentity("bob-sub", name="Bob"))
        assert alice.issued.claims.sub != bob.issued.claims.sub

    async def test_a_profile_claim_links_the_first_sign_in_to_that_game_profile(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        profile, _ = await sign_in(core, uuid.uuid4(), "Steve")
        signed = await idp_sign_in(core, idp, IdpIdentity("steve-sub", "S", profile_id=profile))
        assert signed.issued.claims.sub == profile
        user = await core.identity.users.get(OPERATOR, profile)
        assert user.name == "Steve"  # the player keeps its name

    async def test_a_profile_claim_of_an_unknown_profile_creates_it(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        profile = uuid.uuid4()
        signed = await idp_sign_in(core, idp, IdpIdentity("new-sub", "New", profile_id=profile))
        assert signed.issued.claims.sub == profile
        assert (await core.identity.users.get(OPERATOR, profile)).name == "New"


class TestBrowserBinding:
    @pytest.mark.parametrize("browser", [None, "", "another-browser"])
    async def test_a_callback_in_another_browser_fails_back_to_the_platform(
        self, core: Core, idp: MemoryIdentityProvider, browser: str | None
    ) -> None:
        callback = await approved(core, idp)
        with pytest.raises(LoginFailure) as failed:
            await core.identity.idp.finish(callback.state, callback.code, None, browser)
        assert failed.value.code == LoginStateInvalid.code
        assert (failed.value.platform, failed.value.target) == (Platform.DASH, DASH)

    async def test_the_wrong_browser_does_not_spend_the_real_browsers_attempt(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        """The callback opened elsewhere (a link shared, a mail preview) uses nothing up."""
        callback = await approved(core, idp)
        with pytest.raises(LoginFailure):
            await core.identity.idp.finish(callback.state, callback.code, None, "another-browser")
        signed = await core.identity.idp.finish(
            callback.state, callback.code, None, callback.browser
        )
        assert signed.platform is Platform.DASH


class TestState:
    async def test_a_replayed_state_is_refused(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        callback = await approved(core, idp)
        await core.identity.idp.finish(callback.state, callback.code, None, callback.browser)
        with pytest.raises(LoginStateInvalid):
            await core.identity.idp.finish(callback.state, callback.code, None, callback.browser)

    @pytest.mark.parametrize("state", [None, "", "forged", "x" * 513])
    async def test_a_missing_or_forged_state_is_refused(
        self, core: Core, idp: MemoryIdentityProvider, state: str | None
    ) -> None:
        callback = await approved(core, idp)
        with pytest.raises(LoginStateInvalid):
            await core.identity.idp.finish(state, callback.code, None, callback.browser)

    async def test_a_state_older_than_10_minutes_is_refused(
        self, core: Core, idp: MemoryIdentityProvider, clock: FrozenClock
    ) -> None:
        callback = await approved(core, idp)
        clock.advance(timedelta(minutes=10))
        with pytest.raises(LoginStateInvalid):
            await core.identity.idp.finish(callback.state, callback.code, None, callback.browser)


class TestDenied:
    async def test_a_denial_at_the_provider_fails_back_to_the_platform(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        started = await core.identity.idp.start(Platform.DASH, None)
        state = state_of(started.authorization_url)
        with pytest.raises(LoginFailure) as failed:
            await core.identity.idp.finish(state, None, "access_denied", started.browser_secret)
        assert failed.value.code == "auth.idp_denied"
        assert failed.value.target == DASH

    async def test_a_callback_without_a_code_is_a_denial(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        callback = await approved(core, idp)
        with pytest.raises(LoginFailure) as failed:
            await core.identity.idp.finish(callback.state, "", None, callback.browser)
        assert failed.value.code == "auth.idp_denied"


class TestProviderFailures:
    async def test_a_provider_down_at_the_callback_fails_and_creates_nobody(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        callback = await approved(core, idp)
        idp.unavailable = True
        with pytest.raises(LoginFailure) as failed:
            await core.identity.idp.finish(callback.state, callback.code, None, callback.browser)
        assert failed.value.code == "auth.idp_unavailable"
        assert await core.identity.users.lookup(OPERATOR, "Alice", None) == []

    async def test_a_tampered_code_is_refused_by_the_provider(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        callback = await approved(core, idp)
        with pytest.raises(LoginFailure) as failed:
            await core.identity.idp.finish(
                callback.state, callback.code + "x", None, callback.browser
            )
        assert failed.value.code == "auth.idp_login_failed"
        assert await core.identity.users.lookup(OPERATOR, "Alice", None) == []
