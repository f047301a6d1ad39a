"""An OpenID Connect provider in memory that signs in whom you say: for tests and tools.

``authorization_url`` remembers the request (state, nonce, PKCE challenge) as a real provider
would; ``approve(state, identity)`` is the person signing in there and returns the code the
browser brings back. ``identity(code, verifier, nonce)`` redeems a code once, and checks the
PKCE verifier (S256) and the nonce like a provider and a relying party would together.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

from application.identity.idp_sign_in import pkce_challenge
from domain.identity.errors import IdpLoginFailed, IdpUnavailable
from domain.identity.idp import IdpIdentity


@dataclass(frozen=True, slots=True)
class _Request:
    nonce: str
    code_challenge: str


class MemoryIdentityProvider:
    def __init__(
        self, provider_id: str = "https://idp.memory.invalid", *, client_id: str = "svc"
    ) -> None:
        self._provider_id = provider_id
        self._client_id = client_id
        self._requests: dict[str, _Request] = {}
        self._codes: dict[str, tuple[_Request, IdpIdentity]] = {}
        self.unavailable = False

    @property
    def provider_id(self) -> str:
        return self._provider_id

    async def authorization_url(self, state: str, nonce: str, code_challenge: str) -> str:
        self._check_available()
        self._requests[state] = _Request(nonce, code_challenge)
        query = urlencode(
            {
                "response_type": "code",
                "client_id": self._client_id,
                "state": state,
                "nonce": nonce,
                "code_challenge": code_challenge,
                "code_challenge_method": "S256",
            }
        )
        return f"{self._provider_id}/authorize?{query}"

    def approve(self, state: str, identity: IdpIdentity) -> str:
        """The person signs in at the provider; the code their browser brings back."""
        request = self._requests.pop(state)
        code = secrets.token_urlsafe(16)
        self._codes[code] = (request, identity)
        return code

    async def identity(self, code: str, code_verifier: str, nonce: str) -> IdpIdentity:
        self._check_available()
        redeemed = self._codes.pop(code, None)
        if redeemed is None:
            raise IdpLoginFailed("the identity provider did not accept the code")
        request, identity = redeemed
        if not _same(_challenge(code_verifier), request.code_challenge):
            raise IdpLoginFailed("the identity provider did not accept the code verifier")
        if not _same(nonce, request.nonce):
            raise IdpLoginFailed("the identity provider's answer is not for this sign-in")
        return identity

    def _check_available(self) -> None:
        if self.unavailable:
            raise IdpUnavailable()


def _challenge(verifier: str) -> str:
    """S256 of a verifier; one outside RFC 7636's ASCII alphabet matches no challenge."""
    try:
        return pkce_challenge(verifier)
    except UnicodeEncodeError:
        return ""


def _same(given: str, expected: str) -> bool:
    """Constant-time, and for any characters (compare_digest takes only ASCII str)."""
    return hmac.compare_digest(given.encode(), expected.encode())
