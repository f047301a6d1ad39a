"""The identity provider port: the memory fake behaves like the OpenID Connect adapter
against a real provider (oidc-provider-mock, tests/support/oidc.py)."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Protocol
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from adapters.idp.oidc import OidcConfig, OidcIdentityProvider
from adapters.memory.identity_provider import MemoryIdentityProvider
from application.identity.idp_sign_in import pkce_challenge
from application.identity.ports import IdentityProvider
from domain.identity.errors import IdpLoginFailed, IdpUnavailable
from domain.identity.idp import IdpIdentity
from tests.support.live_server import free_port
from tests.support.oidc import oidc_provider

TIMEOUT = 30.0  # generous: a loaded machine still answers in time
# oidc-provider-mock runs on a deprecated authlib hook; not ours to fix
pytestmark = pytest.mark.filterwarnings("ignore:get_jwt_config.*:DeprecationWarning")


def query(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


class Side(Protocol):
    """One identity provider under test, and the person signing in at it."""

    provider: IdentityProvider

    async def sign_in(self, authorization_url: str, identity: IdpIdentity) -> str:
        """The person signs in at the provider; the code their browser brings back."""

    def unreachable(self) -> IdentityProvider:
        """A provider of this kind that cannot be reached."""


@dataclass
class MemorySide:
    provider: MemoryIdentityProvider

    async def sign_in(self, authorization_url: str, identity: IdpIdentity) -> str:
        return self.provider.approve(query(authorization_url)["state"], identity)

    def unreachable(self) -> IdentityProvider:
        down = MemoryIdentityProvider()
        down.unavailable = True
        return down


@dataclass
class OidcSide:
    provider: OidcIdentityProvider
    issuer: str
    browser: httpx.AsyncClient
    opened: list[OidcIdentityProvider] = field(default_factory=list)

    async def sign_in(self, authorization_url: str, identity: IdpIdentity) -> str:
        if identity.name:  # the claims the provider knows about this person
            claims = {"preferred_username": identity.name}
            known = await self.browser.put(f"{self.issuer}/users/{identity.subject}", json=claims)
            known.raise_for_status()
        answer = await self.browser.post(authorization_url, data={"sub": identity.subject})
        assert answer.status_code == 302, answer.text
        back = query(answer.headers["location"])
        assert back["state"] == query(authorization_url)["state"]
        return back["code"]

    def unreachable(self) -> IdentityProvider:
        down = oidc(f"http://127.0.0.1:{free_port()}")
        self.opened.append(down)
        return down


def oidc(issuer: str) -> OidcIdentityProvider:
    return OidcIdentityProvider(
        OidcConfig(
            issuer=issuer,
            client_id="svc-contract",
            client_secret="s3cret",
            redirect_uri="http://127.0.0.1:8000/v1/auth/idp/callback",
            timeout=TIMEOUT,
        )
    )


@pytest.fixture(scope="module")
def issuer() -> Iterator[str]:
    with oidc_provider() as url:
        yield url


@pytest.fixture(params=["memory", pytest.param("oidc", marks=pytest.mark.slow)])
async def side(request: pytest.FixtureRequest) -> AsyncIterator[Side]:
    if request.param == "memory":
        yield MemorySide(MemoryIdentityProvider())
        return
    url: str = request.getfixturevalue("issuer")
    async with httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=False) as browser:
        real = OidcSide(oidc(url), url, browser)
        real.opened.append(real.provider)
        yield real
        for provider in real.opened:
            await provider.aclose()


@dataclass(frozen=True)
class Attempt:
    """What a relying party keeps between the authorization URL and the callback."""

    state: str
    nonce: str
    verifier: str

    @classmethod
    def fresh(cls) -> Attempt:
        # fresh values every time: the real provider refuses a nonce it has seen
        return cls(secrets.token_urlsafe(32), secrets.token_urlsafe(24), secrets.token_urlsafe(48))

    @property
    def challenge(self) -> str:
        return pkce_challenge(self.verifier)


def person(name: str | None = "Alice") -> IdpIdentity:
    return IdpIdentity(subject=f"sub-{uuid.uuid4().hex[:12]}", name=name)


async def code_for(side: Side, attempt: Attempt, identity: IdpIdentity) -> str:
    url = await side.provider.authorization_url(attempt.state, attempt.nonce, attempt.challenge)
    return await side.sign_in(url, identity)


class TestAuthorizationUrl:
    async def test_it_asks_for_a_code_with_state_nonce_and_an_s256_challenge(
        self, side: Side
    ) -> None:
        attempt = Attempt.fresh()
        url = await side.provider.authorization_url(attempt.state, attempt.nonce, attempt.challenge)
        asked = query(url)
        assert asked["response_type"] == "code" and asked["client_id"]
        assert (asked["state"], asked["nonce"]) == (attempt.state, attempt.nonce)
        assert asked["code_challenge"] == attempt.challenge
        assert asked["code_challenge_method"] == "S256"

    async def test_it_points_at_the_provider(self, side: Side) -> None:
        attempt = Attempt.fresh()
        url = await side.provider.authorization_url(attempt.state, attempt.nonce, attempt.challenge)
        assert url.startswith(side.provider.provider_id + "/")


class TestRedeem:
    async def test_the_code_names_the_person_who_signed_in(self, side: Side) -> None:
        attempt, alice = Attempt.fresh(), person("Alice")
        code = await code_for(side, attempt, alice)
        identity = await side.provider.identity(code, attempt.verifier, attempt.nonce)
        assert (identity.subject, identity.name) == (alice.subject, "Alice")

    async def test_a_code_is_redeemed_once(self, side: Side) -> None:
        attempt = Attempt.fresh()
        code = await code_for(side, attempt, person())
        await side.provider.identity(code, attempt.verifier, attempt.nonce)
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, attempt.verifier, attempt.nonce)

    async def test_a_wrong_nonce_of_any_characters_is_refused(self, side: Side) -> None:
        attempt = Attempt.fresh()
        code = await code_for(side, attempt, person())
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, attempt.verifier, "nönce-ünknown")

    async def test_a_code_refused_for_its_nonce_is_spent_all_the_same(self, side: Side) -> None:
        attempt = Attempt.fresh()
        code = await code_for(side, attempt, person())
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, attempt.verifier, secrets.token_urlsafe(24))
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, attempt.verifier, attempt.nonce)

    async def test_an_unknown_code_is_refused(self, side: Side) -> None:
        attempt = Attempt.fresh()
        await code_for(side, attempt, person())
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity("not-a-code", attempt.verifier, attempt.nonce)

    async def test_a_wrong_nonce_is_refused(self, side: Side) -> None:
        attempt = Attempt.fresh()
        code = await code_for(side, attempt, person())
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, attempt.verifier, secrets.token_urlsafe(24))


class TestUnavailable:
    async def test_an_unreachable_provider_cannot_start_a_sign_in(self, side: Side) -> None:
        attempt = Attempt.fresh()
        with pytest.raises(IdpUnavailable):
            await side.unreachable().authorization_url(
                attempt.state, attempt.nonce, attempt.challenge
            )

    async def test_an_unreachable_provider_cannot_redeem_a_code(self, side: Side) -> None:
        attempt = Attempt.fresh()
        with pytest.raises(IdpUnavailable):
            await side.unreachable().identity("code", attempt.verifier, attempt.nonce)


class TestPkceInTheFake:
    """A conforming provider refuses a code redeemed with another verifier (RFC 7636
    section 4.6). oidc-provider-mock does not check PKCE (tests/support/oidc.py), so only the
    fake is held to it here."""

    @pytest.mark.parametrize(
        "verifier", ["x" * 43, "vérifier-" + "x" * 40], ids=["other", "non-ascii"]
    )
    async def test_a_code_redeemed_with_another_verifier_is_refused(self, verifier: str) -> None:
        side = MemorySide(MemoryIdentityProvider())
        attempt = Attempt.fresh()
        code = await code_for(side, attempt, person())
        with pytest.raises(IdpLoginFailed):
            await side.provider.identity(code, verifier, attempt.nonce)
