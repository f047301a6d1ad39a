"""Issuing and verifying the platform's API tokens."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Container
from dataclasses import dataclass
from uuid import UUID

from application.identity.ports import TokenSigner
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.ttl_cache import TtlCache
from domain.identity.auth_session import TOKEN_LIFETIME, AuthSession, SessionKind
from domain.identity.claims import TokenClaims, TokenType
from domain.identity.errors import InvalidToken, UnknownSigningKey
from domain.shared.time import to_millis


@dataclass(frozen=True, slots=True)
class IssuedToken:
    token: str
    claims: TokenClaims
    session: AuthSession


@dataclass(frozen=True, slots=True)
class SessionContext:
    """Where a sign-in came from, recorded on its auth session."""

    ip: str | None = None
    user_agent: str | None = None
    profile_name: str | None = None
    server_id: str | None = None


class Tokens:
    """Signs tokens for new auth sessions and verifies presented ones.

    Verified tokens are cached by their exact text until they expire: a signature that was
    valid stays valid, so a repeat costs a dictionary lookup instead of an Ed25519 verify.
    The expiry and revocation (``revoked``: session ids, in memory) are checked on every use.
    ``authenticate`` is ``verify`` for tokens arriving from outside: a token naming a signing
    key this instance has not heard of yet first refreshes the announced keys once
    (``refresh_keys``: ``SigningKeys.refresh_for``).
    """

    def __init__(
        self,
        uow: UnitOfWorkFactory,
        signer: TokenSigner,
        clock: Clock,
        ids: IdGenerator,
        *,
        cache_entries: int = 50_000,
        monotonic: Callable[[], float] = time.monotonic,
        revoked: Container[str] = frozenset(),
        refresh_keys: Callable[[str], Awaitable[bool]] | None = None,
    ) -> None:
        self._refresh_keys = refresh_keys
        self._uow = uow
        self._revoked = revoked
        self._signer = signer
        self._clock = clock
        self._ids = ids
        self._verified: TtlCache[str, TokenClaims] = TtlCache(3600, cache_entries, monotonic)

    def claims_for(
        self, session: AuthSession, typ: TokenType = TokenType.API, service: str | None = None
    ) -> TokenClaims:
        # A service token is always limited to its scopes, even to none at all.
        scopes = session.scopes if typ is TokenType.SERVICE else session.scopes or None
        return TokenClaims(
            sub=session.user_id,
            iat=to_millis(session.created_at) // 1000,
            exp=to_millis(session.expires_at) // 1000,
            jti=self._ids.new_object_id(),
            sid=session.id,
            typ=typ,
            scopes=scopes,
            service=service,
        )

    def new_session(
        self,
        user_id: UUID,
        kind: SessionKind,
        scopes: tuple[str, ...] = (),
        context: SessionContext = SessionContext(),
        service_id: str | None = None,
    ) -> AuthSession:
        now = self._clock.now()
        return AuthSession(
            id=self._ids.new_object_id(),
            user_id=user_id,
            kind=kind,
            created_at=now,
            expires_at=now + TOKEN_LIFETIME,
            scopes=scopes,
            ip=context.ip,
            user_agent=context.user_agent,
            profile_name=context.profile_name,
            server_id=context.server_id,
            service_id=service_id,
        )

    def sign(
        self, session: AuthSession, typ: TokenType = TokenType.API, service: str | None = None
    ) -> IssuedToken:
        """Sign a token for a session the caller stores in its own transaction."""
        claims = self.claims_for(session, typ, service)
        return IssuedToken(self._signer.sign(claims), claims, session)

    async def issue(
        self,
        user_id: UUID,
        kind: SessionKind,
        scopes: tuple[str, ...] = (),
        context: SessionContext = SessionContext(),
    ) -> IssuedToken:
        """Record a new auth session for an existing user and sign its token."""
        session = self.new_session(user_id, kind, scopes, context)
        async with self._uow() as uow:
            await uow.auth_sessions.add(session)
            await uow.commit()
        return self.sign(session)

    def verify(self, token: str) -> TokenClaims:
        claims = self._verified.get(token)
        if claims is None:
            claims = self._signer.verify(token)
            self._verified.put(token, claims)
        elif claims.expired(to_millis(self._clock.now()) // 1000):
            raise InvalidToken("the token has expired")
        if claims.sid in self._revoked:
            raise InvalidToken("the token's session was revoked")
        return claims

    async def authenticate(self, token: str) -> TokenClaims:
        try:
            return self.verify(token)
        except UnknownSigningKey as unknown:
            if self._refresh_keys is None or not await self._refresh_keys(unknown.kid):
                raise
        return self.verify(token)

    def forget_verified(self) -> None:
        """Verify every token again at its next use (a signing key was retired)."""
        self._verified.clear()

    def jwks(self) -> dict[str, list[dict[str, str]]]:
        return self._signer.jwks()
