"""Sign-in with the identity provider, and the cookie session exchange (docs/auth.md,
sections 2 and 3).

OpenID Connect authorization-code flow with PKCE. ``start`` keeps the attempt server-side
(table ``idp_login_attempts``: SHA-256 of ``state``, the nonce, the PKCE verifier sealed with
core.kernel.secrets, platform and redirect, 10 minutes) and hands the browser a random binding
value for a cookie. ``finish`` consumes the attempt with one conditional write (a replayed
or forged ``state`` finds nothing), checks the browser binding, redeems the code at the
provider (outside any transaction), then links or creates the account and records the auth
session in one transaction.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NoReturn

from application.identity.ports import IdentityProvider, SecretSealer
from application.identity.tokens import IssuedToken, SessionContext, Tokens
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.identity.auth_session import SessionKind
from domain.identity.claims import TokenType
from domain.identity.errors import (
    IdpNotConfigured,
    InvalidToken,
    LoginStateInvalid,
)
from domain.identity.idp import (
    LOGIN_ATTEMPT_LIFETIME,
    IdentityLink,
    IdpIdentity,
    LoginAttempt,
    Platform,
    display_name,
)
from domain.identity.redirects import LoginRedirectPolicy
from domain.identity.user import User
from domain.shared.errors import DomainError, Unauthorized

PURGE_AFTER = timedelta(hours=1)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def pkce_challenge(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


@dataclass(frozen=True, slots=True)
class LoginStart:
    authorization_url: str
    browser_secret: str
    """Set as a short-lived cookie; the callback must bring it back."""


@dataclass(frozen=True, slots=True)
class SignedIn:
    issued: IssuedToken
    platform: Platform
    target: str | None
    """Where the browser goes next (None: show the token page)."""


class LoginFailure(Unauthorized):
    """The sign-in failed after its attempt was found: the browser goes back where it came
    from with ``?loginError=`` (dash, partner) or sees an error page."""

    code = "auth.idp_login_failed"

    def __init__(self, detail: str, platform: Platform, target: str | None, code: str) -> None:
        super().__init__(detail)
        self.platform = platform
        self.target = target
        self.code = code


class IdpSignIn:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        tokens: Tokens,
        provider: IdentityProvider | None,
        sealer: SecretSealer,
        clock: Clock,
        ids: IdGenerator,
        redirects: LoginRedirectPolicy,
        targets: dict[Platform, str | None],
    ) -> None:
        self._uow = uow
        self._tokens = tokens
        self._provider = provider
        self._sealer = sealer
        self._clock = clock
        self._ids = ids
        self.redirects = redirects
        self._targets = targets

    @property
    def enabled(self) -> bool:
        return self._provider is not None

    def target(self, platform: Platform, redirect: str | None) -> str | None:
        """Where a finished sign-in goes: the checked ``redirect``, else the platform's own."""
        return redirect or self._targets.get(platform)

    async def start(self, platform: Platform, redirect: str | None) -> LoginStart:
        """``redirect`` must already be checked (``redirects.check``)."""
        provider = self._require_provider()
        state, nonce = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        verifier, browser = secrets.token_urlsafe(48), secrets.token_urlsafe(32)
        url = await provider.authorization_url(state, nonce, pkce_challenge(verifier))
        now = self._clock.now()
        attempt_id = _digest(state)
        attempt = LoginAttempt(
            id=attempt_id,
            browser_hash=_digest(browser),
            nonce=nonce,
            verifier_sealed=self._sealer.seal(verifier, f"idp-login:{attempt_id}"),
            platform=platform,
            redirect=redirect,
            created_at=now,
            expires_at=now + LOGIN_ATTEMPT_LIFETIME,
        )
        async with self._uow() as uow:
            await uow.login_attempts.purge_expired(now - PURGE_AFTER)
            await uow.login_attempts.add(attempt)
            await uow.commit()
        return LoginStart(url, browser)

    async def finish(
        self,
        state: str | None,
        code: str | None,
        error: str | None,
        browser_secret: str | None,
        context: SessionContext | None = None,
    ) -> SignedIn:
        provider = self._require_provider()
        context = context or SessionContext()
        if not state or len(state) > 512:
            raise LoginStateInvalid()
        attempt_id, now = _digest(state), self._clock.now()
        browser_hash = _digest(browser_secret) if browser_secret else ""
        async with self._uow() as uow:
            attempt = await uow.login_attempts.consume(attempt_id, browser_hash, now)
            await uow.commit()
        if attempt is None:
            await self._refuse_unusable(attempt_id, now)
        target = self.target(attempt.platform, attempt.redirect)

        def failure(detail: str, code: str) -> LoginFailure:
            return LoginFailure(detail, attempt.platform, target, code)

        if error or not code:
            raise failure("the identity provider did not sign you in", "auth.idp_denied")
        verifier = self._sealer.open(attempt.verifier_sealed, f"idp-login:{attempt.id}")
        try:
            identity = await provider.identity(code, verifier, attempt.nonce)
        except DomainError as problem:
            raise failure(problem.detail, problem.code) from None
        for attempt_number in (1, 2):
            try:
                async with self._uow() as uow:
                    user = await self._account(uow, provider.provider_id, identity)
                    session = self._tokens.new_session(user.id, SessionKind.IDP, (), context)
                    await uow.auth_sessions.add(session)
                    await uow.commit()
                break
            except _LostRace:
                if attempt_number == 2:
                    raise
        return SignedIn(self._tokens.sign(session), attempt.platform, target)

    async def exchange(self, token: str | None, context: SessionContext) -> IssuedToken:
        """A fresh API token for a valid cookie token, never wider than it (docs/auth.md,
        section 3)."""
        if not token:
            raise InvalidToken("no session cookie")
        claims = await self._tokens.authenticate(token)
        if claims.typ is not TokenType.API:
            raise InvalidToken("only platform API tokens can be exchanged")
        async with self._uow() as uow:
            if await uow.users.get(claims.sub) is None:
                raise InvalidToken("the account of this token no longer exists")
            session = self._tokens.new_session(
                claims.sub, SessionKind.EXCHANGE, claims.scopes or (), context
            )
            await uow.auth_sessions.add(session)
            await uow.commit()
        return self._tokens.sign(session)

    async def _account(self, uow: UnitOfWork, provider: str, identity: IdpIdentity) -> User:
        """The linked user; on first sign-in the game profile of the claim, or a new one."""
        now = self._clock.now()
        link = await uow.identity_links.get(provider, identity.subject)
        user_id = link.user_id if link else identity.profile_id or self._ids.new_uuid()
        user = await uow.users.get(user_id)
        if user is None:
            user = User(
                id=user_id,
                name=display_name(identity),
                created_at=now,
                updated_at=now,
                first_joined_at=now,
            )
            await uow.users.add(user)
        if link is None:
            link = await uow.identity_links.add_if_absent(
                IdentityLink(provider, identity.subject, user_id, now)
            )
            if link.user_id != user_id:  # a concurrent first sign-in linked first
                raise _LostRace()
        return user

    async def _refuse_unusable(self, attempt_id: str, now: datetime) -> NoReturn:
        """Why nothing was consumed: a live attempt of another browser stays usable by its own
        (the callback opened elsewhere must not spend the real browser's one-time state)."""
        async with self._uow() as uow:
            pending = await uow.login_attempts.get(attempt_id)
        if pending is not None and pending.used_at is None and pending.expires_at > now:
            raise LoginFailure(
                "this sign-in was started in another browser",
                pending.platform,
                self.target(pending.platform, pending.redirect),
                LoginStateInvalid.code,
            )
        raise LoginStateInvalid()

    def _require_provider(self) -> IdentityProvider:
        if self._provider is None:
            raise IdpNotConfigured()
        return self._provider


class _LostRace(Exception):
    """Two first sign-ins of one subject raced; the transaction is retried once."""
