from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.identity.auth_session import AuthSession
from domain.identity.claims import TokenClaims
from domain.identity.game_session import GameJoinToken, GameProfile
from domain.identity.idp import IdentityLink, IdpIdentity, LoginAttempt
from domain.identity.signing_keys import SigningKey
from domain.identity.user import User


class UserRepository(Protocol):
    async def get(self, user_id: UUID) -> User | None: ...

    async def add(self, user: User) -> None: ...

    async def update(self, user: User) -> None: ...

    async def lookup(self, name_prefix: str, limit: int) -> list[User]:
        """Users whose name starts with ``name_prefix``, case-insensitively, by name."""
        ...

    async def record_last_seen(self, seen: Mapping[UUID, datetime]) -> None:
        """Move each user's lastSeenAt forward to the given time (never backwards)."""
        ...


class AuthSessionRepository(Protocol):
    async def add(self, session: AuthSession) -> None: ...

    async def get(self, session_id: str) -> AuthSession | None: ...

    async def list_for_user(
        self, user_id: UUID, limit: int, before: tuple[datetime, str] | None = None
    ) -> list[AuthSession]:
        """Newest first; with ``before`` (created_at, id), only sessions older than that."""
        ...

    async def revoke(self, session_id: str, user_id: UUID, now: datetime) -> AuthSession | None:
        """Mark the user's session revoked (kept when already revoked); None if not theirs."""
        ...

    async def revoke_for_service(self, service_id: str, now: datetime) -> list[AuthSession]:
        """Revoke every live session of a service's tokens; the ones this revoked."""
        ...


class GameJoinTokenRepository(Protocol):
    async def add(self, token: GameJoinToken) -> None: ...

    async def find(self, token_hash: str) -> GameJoinToken | None: ...

    async def consume(self, token_hash: str, server_id: str, now: datetime) -> GameJoinToken | None:
        """One conditional write: the token, if it was unused, unexpired and for this server."""
        ...

    async def purge_expired(self, before: datetime) -> int: ...


class LoginAttemptRepository(Protocol):
    async def add(self, attempt: LoginAttempt) -> None: ...

    async def get(self, attempt_id: str) -> LoginAttempt | None: ...

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LoginAttempt | None:
        """One conditional write: the attempt, if it was unused, unexpired and started by the
        browser whose binding hashes to ``browser_hash`` (another browser uses nothing up)."""
        ...

    async def purge_expired(self, before: datetime) -> int: ...


class IdentityLinkRepository(Protocol):
    async def get(self, provider: str, subject: str) -> IdentityLink | None: ...

    async def add_if_absent(self, link: IdentityLink) -> IdentityLink:
        """Store ``link`` unless (provider, subject) is linked already; the stored link."""
        ...


class RevokedSessionReader(Protocol):
    """Reads for the in-memory revocation list, outside any transaction."""

    async def revoked_since(self, since: datetime, now: datetime) -> list[tuple[str, datetime]]:
        """(session id, expires_at) of sessions revoked at or after ``since``, unexpired."""
        ...


class SessionService(Protocol):
    """The game's session server (Minecraft protocol: hasJoined)."""

    async def has_joined(self, name: str, server_id: str) -> GameProfile | None:
        """The profile that joined ``server_id`` as ``name``, or None; raise
        SessionServiceUnavailable when the service fails or does not answer in time."""
        ...


class IdentityProvider(Protocol):
    """An OpenID Connect provider, authorization-code flow with PKCE."""

    @property
    def provider_id(self) -> str:
        """Stable name of the provider in identity links (its issuer)."""
        ...

    async def authorization_url(self, state: str, nonce: str, code_challenge: str) -> str: ...

    async def identity(self, code: str, code_verifier: str, nonce: str) -> IdpIdentity:
        """Redeem ``code`` and validate the id_token; raise IdpLoginFailed or IdpUnavailable."""
        ...


class UserReader(Protocol):
    """Reads on hot paths, outside any transaction."""

    async def get(self, user_id: UUID) -> User | None: ...


class TokenSigner(Protocol):
    def sign(self, claims: TokenClaims) -> str: ...

    def verify(self, token: str) -> TokenClaims:
        """Raise InvalidToken unless signed by a key of the ``KeyRing`` and unexpired;
        UnknownSigningKey when the token names a well-formed key id the ring does not hold."""
        ...

    def jwks(self) -> dict[str, list[dict[str, str]]]:
        """The JWKS document: ``{"keys": [jwk, ...]}``, every JWK field a string."""
        ...


class KeyRing(Protocol):
    """The public keys tokens are verified with: this instance's own (its signing key and the
    previous keys it was configured with) and those other instances announced."""

    def local(self) -> list[tuple[str, str]]:
        """(key id, raw public key in base64url) of the signing key, then the previous keys."""
        ...

    def trust(self, accepted: Mapping[str, str], retired: frozenset[str]) -> bool:
        """Verify with the local keys and ``accepted`` (kid -> public key), never with a
        ``retired`` one; True when a key that verified before no longer does."""
        ...

    def knows(self, kid: str) -> bool: ...


class SigningKeyRepository(Protocol):
    """The announced public signing keys (table ``signing_keys``)."""

    async def announce(self, key: SigningKey) -> SigningKey:
        """Record ``key`` unless its id is known; the stored key (perhaps retired)."""
        ...

    async def retire(self, kid: str, now: datetime) -> SigningKey | None:
        """Mark the key retired (once: a second retire keeps the first time); None if unknown."""
        ...

    async def list(self) -> list[SigningKey]: ...


class SigningKeyReader(Protocol):
    """Every announced key, read outside a transaction (the periodic refresh)."""

    async def all(self) -> list[SigningKey]: ...


class SecretSealer(Protocol):
    """Authenticated encryption for secrets we keep and read back (core.kernel.secrets)."""

    def seal(self, plaintext: str, context: str = "") -> str: ...

    def open(self, token: str, context: str = "") -> str: ...
