"""A user's link to an account at a provider, and a link in flight (the OAuth round trip).

One link per user and provider; one provider account links to one user at a time. The tokens
are sealed (AES-GCM, bound to the link) before they are stored, and never shown: what a
client sees of a link is the provider, the account's display name and when it was linked.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.links.accounts import REFRESH_MARGIN, LinkProvider

LINK_ATTEMPT_LIFETIME = timedelta(minutes=10)


class LinkStatus(StrEnum):
    ACTIVE = "active"
    BROKEN = "broken"
    """The provider refused our refresh token (revoked there, or expired): link again."""


@dataclass(slots=True)
class AccountLink:
    user_id: UUID
    provider: LinkProvider
    account_id: str
    display_name: str
    scopes: tuple[str, ...]
    access_sealed: str
    refresh_sealed: str | None
    expires_at: datetime | None
    status: LinkStatus
    linked_at: datetime
    refreshed_at: datetime

    def refresh_due(self, now: datetime, margin: timedelta = REFRESH_MARGIN) -> bool:
        """Active, refreshable, and its access token expires within ``margin``."""
        return (
            self.status is LinkStatus.ACTIVE
            and self.refresh_sealed is not None
            and self.expires_at is not None
            and self.expires_at - margin <= now
        )


def seal_context(user_id: UUID, provider: LinkProvider, kind: str) -> str:
    """What a sealed token is bound to: a token copied to another row does not open."""
    return f"link:{provider}:{user_id}:{kind}"


@dataclass(frozen=True, slots=True)
class LinkAttempt:
    """A link in flight: ``id`` is the SHA-256 of the OAuth ``state``, ``browser_hash`` of the
    cookie the browser that started it holds."""

    id: str
    browser_hash: str
    user_id: UUID
    provider: LinkProvider
    verifier_sealed: str
    redirect: str | None
    created_at: datetime
    expires_at: datetime
    used_at: datetime | None = None
