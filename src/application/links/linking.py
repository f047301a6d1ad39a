"""Linking a user's account at a provider: the OAuth round trip, unlinking, and keeping the
tokens fresh (docs/links.md, "Linking").

``start`` keeps the attempt server-side (``link_attempts``: SHA-256 of ``state``, the PKCE
verifier sealed, the user, the checked redirect; 10 minutes) and hands the browser a random
binding value for a cookie. ``finish`` consumes the attempt with one conditional write (a
replayed or forged ``state`` finds nothing, a callback opened in another browser does not
spend it), redeems the code at the provider outside any transaction, asks who the user is
there, and stores the link with its tokens sealed; one provider account links to one user at
a time. The refresh job renews access tokens before they expire; a refresh token the
provider refuses marks the link broken (link again), a provider that does not answer is
tried again at the next turn.
"""

from __future__ import annotations

import base64
import hashlib
import logging
import secrets
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import NoReturn
from uuid import UUID

from application.identity.ports import SecretSealer
from application.links.ports import (
    ChatProvider,
    LinkProviderError,
    MembershipProvider,
    OAuthProvider,
)
from application.links.role_links import take_roles_away
from application.ports import Clock, UnitOfWorkFactory
from domain.identity.redirects import LoginRedirectPolicy
from domain.links.accounts import REFRESH_MARGIN, LinkProvider, ProviderAccount, ProviderTokens
from domain.links.errors import (
    AccountTaken,
    LinkStateInvalid,
    NotLinked,
    ProviderNotConfigured,
    ProviderUnavailable,
    UnknownProvider,
)
from domain.links.link import (
    LINK_ATTEMPT_LIFETIME,
    AccountLink,
    LinkAttempt,
    LinkStatus,
    seal_context,
)
from domain.links.membership import Membership, MembershipIdentity, membership_version
from domain.shared.errors import DomainError

log = logging.getLogger("svc.links")
PURGE_AFTER = timedelta(hours=1)
REFRESH_BATCH = 50


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def pkce_challenge(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def parse_provider(name: str) -> LinkProvider:
    try:
        return LinkProvider(name)
    except ValueError:
        raise UnknownProvider(name) from None


@dataclass(frozen=True, slots=True)
class LinkStart:
    authorization_url: str
    browser_secret: str
    """Set as a short-lived cookie; the callback must bring it back."""


@dataclass(frozen=True, slots=True)
class Linked:
    link: AccountLink
    target: str | None
    """Where the browser goes next (None: show a page)."""


class LinkFailure(DomainError):
    """The link failed after its attempt was found: the browser goes back where it came from
    with ``?linkError=``, or sees an error page. ``status``: the HTTP status of that page."""

    code = "links.failed"

    def __init__(self, detail: str, target: str | None, code: str, status: int) -> None:
        super().__init__(detail)
        self.target = target
        self.code = code
        self.status = status


class AccountLinks:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        membership: MembershipProvider | None,
        chat: ChatProvider | None,
        sealer: SecretSealer,
        clock: Clock,
        redirects: LoginRedirectPolicy,
        default_target: str | None,
    ) -> None:
        self._uow = uow
        self._membership = membership
        self._chat = chat
        self._sealer = sealer
        self._clock = clock
        self.redirects = redirects
        self._default_target = default_target

    def enabled(self, provider: LinkProvider) -> bool:
        return self._oauth(provider) is not None

    def _oauth(self, provider: LinkProvider) -> OAuthProvider | None:
        return self._membership if provider is LinkProvider.MEMBERSHIP else self._chat

    def _require(self, provider: LinkProvider) -> OAuthProvider:
        oauth = self._oauth(provider)
        if oauth is None:
            raise ProviderNotConfigured(f"the {provider} provider is not configured")
        return oauth

    async def start(self, user_id: UUID, provider: LinkProvider, redirect: str | None) -> LinkStart:
        """``redirect`` must already be checked (``redirects.check``)."""
        oauth = self._require(provider)
        state, verifier = secrets.token_urlsafe(32), secrets.token_urlsafe(48)
        browser = secrets.token_urlsafe(32)
        now, attempt_id = self._clock.now(), _digest(state)
        attempt = LinkAttempt(
            id=attempt_id,
            browser_hash=_digest(browser),
            user_id=user_id,
            provider=provider,
            verifier_sealed=self._sealer.seal(verifier, f"link-attempt:{attempt_id}"),
            redirect=redirect,
            created_at=now,
            expires_at=now + LINK_ATTEMPT_LIFETIME,
        )
        async with self._uow() as uow:
            await uow.links.attempts.purge_expired(now - PURGE_AFTER)
            await uow.links.attempts.add(attempt)
            await uow.commit()
        return LinkStart(oauth.authorization_url(state, pkce_challenge(verifier)), browser)

    async def finish(
        self,
        provider: LinkProvider,
        state: str | None,
        code: str | None,
        error: str | None,
        browser_secret: str | None,
    ) -> Linked:
        oauth = self._require(provider)
        if not state or len(state) > 512:
            raise LinkStateInvalid()
        attempt_id, now = _digest(state), self._clock.now()
        browser_hash = _digest(browser_secret) if browser_secret else ""
        async with self._uow() as uow:
            attempt = await uow.links.attempts.consume(attempt_id, browser_hash, now)
            await uow.commit()
        if attempt is None or attempt.provider is not provider:
            await self._refuse_unusable(attempt_id, now)
        target = attempt.redirect or self._default_target

        def failure(detail: str, code: str, status: int) -> LinkFailure:
            return LinkFailure(detail, target, code, status)

        if error or not code:
            raise failure("the provider did not grant access", "links.denied", 401)
        verifier = self._sealer.open(attempt.verifier_sealed, f"link-attempt:{attempt.id}")
        try:
            tokens = await oauth.redeem(code, verifier)
            account, membership = await self._account(provider, tokens.access_token)
        except LinkProviderError as problem:
            if problem.reason in ("unavailable", "rate_limited"):
                raise failure(
                    ProviderUnavailable.__doc__ or "", ProviderUnavailable.code, 503
                ) from None
            raise failure(
                f"the provider refused: {problem.message}", "links.refused", 401
            ) from None
        link = self._link(attempt.user_id, provider, account, tokens, now)
        async with self._uow() as uow:
            previous = await uow.links.accounts.get(attempt.user_id, provider)
            stored = await uow.links.accounts.put(link)
            if stored and membership is not None:
                await uow.links.memberships.put(
                    account.id, membership, membership_version(membership, False), now
                )
            replaced = previous is not None and previous.account_id != link.account_id
            if stored and replaced and provider is LinkProvider.CHAT:
                assert previous is not None
                await take_roles_away(uow, previous.account_id, now)
            if stored:
                await uow.commit()
        if not stored:
            await self._revoke(provider, tokens.refresh_token or tokens.access_token)
            raise failure(AccountTaken.__doc__ or "", AccountTaken.code, 409)
        if previous is not None and previous.account_id != link.account_id:
            await self._revoke_link(previous)
        return Linked(link, target)

    async def unlink(self, user_id: UUID, provider: LinkProvider) -> AccountLink:
        """Forget the link, then revoke its tokens at the provider (best effort: the link is
        gone for us whether or not the provider answers)."""
        async with self._uow() as uow:
            removed = await uow.links.accounts.remove(user_id, provider)
            if removed is not None and provider is LinkProvider.CHAT:
                await take_roles_away(uow, removed.account_id, self._clock.now())
            await uow.commit()
        if removed is None:
            raise NotLinked()
        await self._revoke_link(removed)
        return removed

    async def of_user(self, user_id: UUID) -> list[AccountLink]:
        async with self._uow() as uow:
            return await uow.links.accounts.of_user(user_id)

    async def access_token(self, user_id: UUID, provider: LinkProvider) -> str | None:
        """The user's access token at the provider, refreshed first when it is about to
        expire; None when not linked or the link is broken."""
        async with self._uow() as uow:
            link = await uow.links.accounts.get(user_id, provider)
        if link is not None and link.refresh_due(self._clock.now()):
            link = await self._refresh(link)
        if link is None or link.status is not LinkStatus.ACTIVE:
            return None
        return self._sealer.open(link.access_sealed, seal_context(user_id, provider, "access"))

    async def refresh_due(self) -> int:
        """The background job: renew the links whose access token expires soon."""
        now = self._clock.now()
        async with self._uow() as uow:
            due = await uow.links.accounts.due_refresh(now + REFRESH_MARGIN, REFRESH_BATCH)
        renewed = 0
        for link in due:
            if self._oauth(link.provider) is None:
                continue
            fresh = await self._refresh(link)
            renewed += (
                fresh is not None
                and fresh.status is LinkStatus.ACTIVE
                and fresh.access_sealed != link.access_sealed
            )
        return renewed

    async def _refresh(self, link: AccountLink) -> AccountLink | None:
        oauth = self._oauth(link.provider)
        if oauth is None or link.refresh_sealed is None:
            return link
        context = seal_context(link.user_id, link.provider, "refresh")
        refresh_token = self._sealer.open(link.refresh_sealed, context)
        now = self._clock.now()
        try:
            tokens = await oauth.refresh(refresh_token)
        except LinkProviderError as problem:
            if problem.reason in ("unavailable", "rate_limited"):
                log.info("link refresh put off: %s %s", link.provider, problem.reason)
                return link
            log.info("link refresh refused: %s (%s); marked broken", link.provider, problem.reason)
            fresh = replace(link, status=LinkStatus.BROKEN, refreshed_at=now)
        else:
            fresh = self._link(
                link.user_id,
                link.provider,
                ProviderAccount(link.account_id, link.display_name),
                tokens,
                now,
            )
            fresh = replace(fresh, linked_at=link.linked_at)  # fmt: skip
        async with self._uow() as uow:
            replaced = await uow.links.accounts.replace_tokens(link, fresh)
            await uow.commit()
        if not replaced:  # unlinked, relinked or refreshed by another instance meanwhile
            async with self._uow() as uow:
                return await uow.links.accounts.get(link.user_id, link.provider)
        return fresh

    def _link(
        self,
        user_id: UUID,
        provider: LinkProvider,
        account: ProviderAccount,
        tokens: ProviderTokens,
        now: datetime,
    ) -> AccountLink:
        seal = self._sealer.seal
        return AccountLink(
            user_id=user_id,
            provider=provider,
            account_id=account.id[:64],
            display_name=account.display_name[:100],
            scopes=tokens.scopes,
            access_sealed=seal(tokens.access_token, seal_context(user_id, provider, "access")),
            refresh_sealed=(
                seal(tokens.refresh_token, seal_context(user_id, provider, "refresh"))
                if tokens.refresh_token
                else None
            ),
            expires_at=tokens.expires_at,
            status=LinkStatus.ACTIVE,
            linked_at=now,
            refreshed_at=now,
        )

    async def _account(
        self, provider: LinkProvider, access_token: str
    ) -> tuple[ProviderAccount, Membership | None]:
        """Who the person is at the provider; at the membership provider, also what they
        pledge to the operator's campaign (when one is configured)."""
        if provider is LinkProvider.MEMBERSHIP:
            assert self._membership is not None
            identity: MembershipIdentity = await self._membership.identity(access_token)
            campaign = self._membership.campaign_id
            return identity.account, identity.membership_of(campaign) if campaign else None
        assert self._chat is not None
        return await self._chat.current_user(access_token), None

    async def _revoke_link(self, link: AccountLink) -> None:
        sealed = link.refresh_sealed or link.access_sealed
        kind = "refresh" if link.refresh_sealed else "access"
        token = self._sealer.open(sealed, seal_context(link.user_id, link.provider, kind))
        await self._revoke(link.provider, token)

    async def _revoke(self, provider: LinkProvider, token: str) -> None:
        oauth = self._oauth(provider)
        if oauth is None:
            return
        try:
            await oauth.revoke(token)
        except LinkProviderError as problem:
            log.info("token revocation at the %s provider failed: %s", provider, problem.reason)

    async def _refuse_unusable(self, attempt_id: str, now: datetime) -> NoReturn:
        """Why nothing was consumed: a live attempt of another browser stays usable by its own
        (the callback opened elsewhere must not spend the real browser's one-time state)."""
        async with self._uow() as uow:
            pending = await uow.links.attempts.get(attempt_id)
        if pending is not None and pending.used_at is None and pending.expires_at > now:
            raise LinkStateInvalid("this link was started in another browser")
        raise LinkStateInvalid()
