"""core.identity.idp.start (and the redirect policy and targets it uses): the browser is sent to the
identity provider (docs/auth.md section 2, step 1)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from urllib.parse import parse_qs, urlsplit

import pytest

from adapters.memory.identity_provider import MemoryIdentityProvider
from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from bootstrap.settings import Settings
from domain.identity.errors import IdpNotConfigured, IdpUnavailable
from domain.identity.idp import Platform
from domain.identity.redirects import RedirectRefused
from tests.support.signin import DASH, PARTNER, memory_core


def query(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


class TestAuthorizationUrl:
    async def test_it_asks_for_a_code_with_state_nonce_and_an_s256_challenge(
        self, core: Core
    ) -> None:
        started = await core.identity.idp.start(Platform.DASH, None)
        asked = query(started.authorization_url)
        assert asked["response_type"] == "code"
        assert asked["code_challenge_method"] == "S256"
        assert len(asked["code_challenge"]) == 43  # base64url of a SHA-256, unpadded
        assert asked["state"] and asked["nonce"] and asked["state"] != asked["nonce"]

    async def test_every_start_has_its_own_state_nonce_challenge_and_browser_secret(
        self, core: Core
    ) -> None:
        first = await core.identity.idp.start(Platform.WEB, None)
        second = await core.identity.idp.start(Platform.WEB, None)
        a, b = query(first.authorization_url), query(second.authorization_url)
        for key in ("state", "nonce", "code_challenge"):
            assert a[key] != b[key]
        assert first.browser_secret != second.browser_secret
        assert first.browser_secret not in first.authorization_url


class TestProviderUnavailable:
    async def test_a_provider_that_does_not_answer_is_reported(
        self, core: Core, idp: MemoryIdentityProvider
    ) -> None:
        idp.unavailable = True
        with pytest.raises(IdpUnavailable):
            await core.identity.idp.start(Platform.DASH, None)


class TestNotConfigured:
    @pytest.fixture
    async def bare(self, core_settings: Settings, clock: FrozenClock) -> AsyncIterator[Core]:
        """No provider given, none in the settings: sign-in with one is off."""
        async with memory_core(core_settings, clock) as built:
            yield built

    async def test_sign_in_is_off(self, bare: Core) -> None:
        assert bare.identity.idp.enabled is False
        with pytest.raises(IdpNotConfigured):
            await bare.identity.idp.start(Platform.DASH, None)

    async def test_a_callback_is_refused_too(self, bare: Core) -> None:
        with pytest.raises(IdpNotConfigured):
            await bare.identity.idp.finish("state", "code", None, "browser")


class TestRedirectPolicy:
    @pytest.mark.parametrize(
        "url",
        [
            "https://dash.example/elsewhere",  # the host of IDP_DASH_REDIRECT
            "https://partner.example/x?y=1",  # the host of IDP_PARTNER_REDIRECT
            "http://127.0.0.1:8000/done",  # SVC_BASE_URL and loopback
            "http://localhost:5173/cb",
        ],
    )
    async def test_our_own_hosts_are_accepted(self, core: Core, url: str) -> None:
        assert core.identity.idp.redirects.check(url) == url

    @pytest.mark.parametrize(
        "url", ["https://evil.example/", "https://dash.example.evil/", "//dash.example/x"]
    )
    async def test_other_hosts_are_refused(self, core: Core, url: str) -> None:
        with pytest.raises(RedirectRefused):
            core.identity.idp.redirects.check(url)


class TestTarget:
    @pytest.mark.parametrize(
        ("platform", "target"),
        [(Platform.DASH, DASH), (Platform.PARTNER, PARTNER), (Platform.WEB, None)],
    )
    async def test_without_a_redirect_each_platform_has_its_own(
        self, core: Core, platform: Platform, target: str | None
    ) -> None:
        assert core.identity.idp.target(platform, None) == target

    async def test_a_checked_redirect_wins(self, core: Core) -> None:
        assert (
            core.identity.idp.target(Platform.DASH, "http://localhost/cb") == "http://localhost/cb"
        )
