"""Consent and service tokens (docs/auth.md, section 4)."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from datetime import timedelta
from urllib.parse import urlencode

from application.identity.ports import SecretSealer
from application.identity.principal import Principal
from application.identity.tokens import IssuedToken, SessionContext, Tokens
from application.ports import Clock, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from domain.identity.auth_session import SessionKind
from domain.identity.claims import TokenType
from domain.identity.errors import InvalidToken, ScopedTokenRefused
from domain.identity.redirects import match_service_redirect
from domain.identity.token_scopes import narrowed
from domain.services.errors import ServiceNotFound
from domain.services.service import Consent, Service
from domain.shared.errors import Forbidden, InvalidInput
from domain.shared.time import iso_millis, to_millis

CONSENT_TICKET_LIFETIME = timedelta(minutes=10)
RATE_POLICY = "account"
"""Per user, spent by ``grant`` (our own consent form is limited per address instead)."""


class ConsentTicketInvalid(Forbidden):
    """The consent form is stale or was not shown to you; open it again."""

    code = "services.consent_ticket_invalid"


@dataclass(frozen=True, slots=True)
class ConsentRequest:
    service: Service
    redirect: str
    """Normalized, and equal to one of the service's registered redirect URLs."""


@dataclass(frozen=True, slots=True)
class ServiceGrant:
    issued: IssuedToken
    service: Service
    redirect_url: str
    """The registered redirect with ``#authToken=...&expiresAt=...&service=<slug>``."""


def may_consent(principal: Principal) -> bool:
    """Consent needs an API token (docs/api.md), whatever its scopes (a game session's too); a
    service's token may not consent to another service."""
    return principal.claims.typ is TokenType.API


def fragment_url(target: str, issued: IssuedToken, **extra: str) -> str:
    fragment = urlencode(
        {"authToken": issued.token, "expiresAt": iso_millis(issued.session.expires_at), **extra}
    )
    return f"{target}#{fragment}"


class ServiceAuthorization:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        tokens: Tokens,
        clock: Clock,
        redirect_schemes: frozenset[str],
        sealer: SecretSealer,
        limits: RateLimits,
    ) -> None:
        self._uow = uow
        self._tokens = tokens
        self._limits = limits
        self._clock = clock
        self._schemes = redirect_schemes
        self._sealer = sealer

    def consent_ticket(self, principal: Principal, request: ConsentRequest) -> str:
        """A sealed value for our own consent form (CSRF guard): this session, this service,
        this redirect, for 10 minutes."""
        expires = to_millis(self._clock.now() + CONSENT_TICKET_LIFETIME)
        text = f"{principal.claims.sid}\n{request.service.slug}\n{request.redirect}\n{expires}"
        return self._sealer.seal(text, "service-consent")

    def check_ticket(self, principal: Principal, ticket: str, slug: str, redirect: str) -> None:
        try:
            sid, ticket_slug, ticket_redirect, expires = self._sealer.open(
                ticket, "service-consent"
            ).split("\n")
            fresh = int(expires) > to_millis(self._clock.now())
        except Exception:  # any tampering: wrong key, bad tag, bad shape
            raise ConsentTicketInvalid() from None
        same = all(
            hmac.compare_digest(a.encode(), b.encode())
            for a, b in ((sid, principal.claims.sid), (ticket_slug, slug),
                         (ticket_redirect, redirect))
        )  # fmt: skip
        if not (fresh and same):
            raise ConsentTicketInvalid()

    async def check(self, slug: str | None, redirect: str | None) -> ConsentRequest:
        """The service named by ``slug`` and its matching redirect, or why not."""
        if not slug:
            raise InvalidInput("say which service: ?service=<slug>", field="service")
        if len(slug) > 48:
            raise ServiceNotFound()
        async with self._uow() as uow:
            service = await uow.services.by_slug(slug)
        if service is None:
            raise ServiceNotFound()
        if not redirect:
            raise InvalidInput("say where to return: ?redirect=<url>", field="redirect")
        return ConsentRequest(
            service, match_service_redirect(redirect, service.redirect_urls, self._schemes)
        )

    async def grant(
        self,
        principal: Principal,
        slug: str,
        redirect: str,
        context: SessionContext | None = None,
    ) -> ServiceGrant:
        """Record the user's consent to the service's permissions and issue its token."""
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        return await self._grant(principal, slug, redirect, context)

    async def consent(
        self,
        principal: Principal,
        ticket: str,
        slug: str,
        redirect: str,
        context: SessionContext | None = None,
    ) -> ServiceGrant:
        """``grant``, from our own consent form: the ticket it was shown with must match."""
        self.check_ticket(principal, ticket, slug, redirect)
        return await self._grant(principal, slug, redirect, context)

    async def _grant(
        self, principal: Principal, slug: str, redirect: str, context: SessionContext | None
    ) -> ServiceGrant:
        if not may_consent(principal):
            raise ScopedTokenRefused("consent needs an API token, not a service's")
        context = context or SessionContext()
        request = await self.check(slug, redirect)
        service = request.service
        async with self._uow() as uow:
            if await uow.users.get(principal.user_id) is None:
                raise InvalidToken("the account of this token no longer exists")
            now = self._clock.now()
            # A token limited by scopes passes on only the service's permissions it holds.
            scopes = narrowed(service.grantable_scopes, principal.claims.scopes)
            await uow.consents.put(Consent(principal.user_id, service.id, scopes, now))
            session = self._tokens.new_session(
                principal.user_id, SessionKind.SERVICE, scopes, context, service.id
            )
            await uow.auth_sessions.add(session)
            await uow.commit()
        issued = self._tokens.sign(session, TokenType.SERVICE, service.slug)
        url = fragment_url(request.redirect, issued, service=service.slug)
        return ServiceGrant(issued, service, url)
