"""The OAuth half of both link ports: the memory fake, and the authlib client against a real
OAuth 2 provider on 127.0.0.1 (oidc-provider-mock, tests/support/oidc.py) go through the same
cases: the authorization URL, a code redeemed once (a second time is refused), refresh, a bogus
refresh token refused, and revocation where the provider has none."""

from __future__ import annotations

import hashlib
from base64 import urlsafe_b64encode
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from adapters.link_providers.oauth import OAuthClient, OAuthConfig
from adapters.memory.link_providers import MemoryOAuth
from application.links.ports import LinkProviderError, OAuthProvider
from tests.support.oidc import oidc_provider
from tests.support.waiting import OUTBOUND

REDIRECT = "http://127.0.0.1:9/v1/auth/chat/callback"
VERIFIER = "v" * 48


def challenge(verifier: str) -> str:
    return urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")


@dataclass
class Subject:
    oauth: OAuthProvider
    approve: Callable[[str], Awaitable[str]]
    """The user grants access at the provider: the code of the authorization URL's state."""
    revocable: bool


@pytest.fixture(params=["memory", "authlib"])
async def subject(request: pytest.FixtureRequest) -> AsyncIterator[Subject]:
    if request.param == "memory":
        fake = MemoryOAuth("https://chat.invalid/oauth2/authorize", ("identify",), revocable=False)

        async def approve_fake(url: str) -> str:
            return fake.approve(parse_qs(urlsplit(url).query)["state"][0], "210000000000000001")

        yield Subject(fake, approve_fake, False)
        return
    with oidc_provider(require_nonce=False) as issuer:
        client = OAuthClient(OAuthConfig(
            "svc-client", "svc-secret", REDIRECT, f"{issuer}/oauth2/authorize",
            f"{issuer}/oauth2/token", None, ("identify", "guilds"), timeout=OUTBOUND,
        ))  # fmt: skip

        async def approve(url: str) -> str:
            async with httpx.AsyncClient(timeout=OUTBOUND) as browser:
                answer = await browser.post(url, data={"sub": "210000000000000001"})
            assert answer.status_code == 302, answer.text
            query = parse_qs(urlsplit(answer.headers["location"]).query)
            assert query["state"] == parse_qs(urlsplit(url).query)["state"]
            return query["code"][0]

        yield Subject(client, approve, False)
        await client.aclose()


async def test_a_code_is_redeemed_once_then_refreshed(subject: Subject) -> None:
    url = subject.oauth.authorization_url("state-1", challenge(VERIFIER))
    query = parse_qs(urlsplit(url).query)
    assert query["state"] == ["state-1"] and query["code_challenge_method"] == ["S256"]
    assert query["code_challenge"] == [challenge(VERIFIER)]
    code = await subject.approve(url)
    tokens = await subject.oauth.redeem(code, VERIFIER)
    assert tokens.access_token and tokens.refresh_token
    assert tokens.expires_at is not None and tokens.expires_at > datetime.now(UTC)
    assert tokens.access_token not in repr(tokens)
    with pytest.raises(LinkProviderError) as reused:
        await subject.oauth.redeem(code, VERIFIER)
    assert reused.value.reason == "grant" and code not in str(reused.value)

    fresh = await subject.oauth.refresh(tokens.refresh_token)
    assert fresh.access_token != tokens.access_token and fresh.refresh_token
    with pytest.raises(LinkProviderError) as bogus:
        await subject.oauth.refresh("not-a-refresh-token")
    assert bogus.value.reason == "grant"
    assert await subject.oauth.revoke(fresh.access_token) is subject.revocable


async def test_an_unknown_code_is_refused(subject: Subject) -> None:
    subject.oauth.authorization_url("state-2", challenge(VERIFIER))
    with pytest.raises(LinkProviderError) as unknown:
        await subject.oauth.redeem("never-issued", VERIFIER)
    assert unknown.value.reason == "grant"


async def test_the_memory_provider_checks_the_pkce_verifier() -> None:
    fake = MemoryOAuth("https://chat.invalid/oauth2/authorize", ("identify",))
    fake.authorization_url("state-3", challenge(VERIFIER))
    code = fake.approve("state-3", "210000000000000001")
    with pytest.raises(LinkProviderError) as wrong:
        await fake.redeem(code, "w" * 48)
    assert wrong.value.reason == "grant"


async def test_an_unreachable_token_endpoint_is_unavailable() -> None:
    from tests.support.live_server import free_port

    port = free_port()
    client = OAuthClient(OAuthConfig(
        "c", "s", REDIRECT, f"http://127.0.0.1:{port}/authorize",
        f"http://127.0.0.1:{port}/token", f"http://127.0.0.1:{port}/revoke", ("identify",),
        timeout=OUTBOUND,
    ))  # fmt: skip
    with pytest.raises(LinkProviderError) as down:
        await client.redeem("code", VERIFIER)
    assert down.value.reason == "unavailable"
    with pytest.raises(LinkProviderError) as revoke_down:
        await client.revoke("token")
    assert revoke_down.value.reason == "unavailable"
    await client.aclose()
