"""Sign-in through the external identity provider (docs/auth.md, section 2): attempts, links,
platforms."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.identity.user import NAME_MAX_LENGTH
from domain.shared.errors import InvalidInput

LOGIN_ATTEMPT_LIFETIME = timedelta(minutes=10)
_PLATFORM = re.compile(r"[a-z0-9_-]{1,32}")


class Platform(StrEnum):
    """Where the browser goes after sign-in: the dashboard, the partner site, or our page."""

    DASH = "dash"
    PARTNER = "partner"
    WEB = "web"

    @classmethod
    def parse(cls, raw: str | None) -> Platform:
        """dash and partner are themselves; any other well-formed value is the web flow."""
        if raw is None or raw == "":
            return cls.WEB
        value = raw.strip().lower()
        if not _PLATFORM.fullmatch(value):
            raise InvalidInput("platform is 1..32 characters of a-z, 0-9, '_' or '-'", "platform")
        try:
            return cls(value)
        except ValueError:
            return cls.WEB


@dataclass(frozen=True, slots=True)
class LoginAttempt:
    """One authorization-code round trip, kept server-side until its callback.

    ``id`` is the SHA-256 of the ``state`` sent to the provider; ``browser_hash`` the SHA-256
    of a random value held in a cookie of the browser that started it (login CSRF guard).
    The PKCE verifier is stored sealed.
    """

    id: str
    browser_hash: str
    nonce: str
    verifier_sealed: str
    platform: Platform
    redirect: str | None
    created_at: datetime
    expires_at: datetime
    used_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class IdentityLink:
    provider: str
    subject: str
    user_id: UUID
    created_at: datetime


@dataclass(frozen=True, slots=True)
class IdpIdentity:
    """What a validated id_token says about the person."""

    subject: str
    name: str | None = None
    profile_id: UUID | None = None


def display_name(identity: IdpIdentity) -> str:
    """A user name from the provider's claims, always valid for a new account."""
    candidate = "".join(ch for ch in (identity.name or "") if ch.isprintable()).strip()
    if not candidate:
        candidate = f"user-{identity.subject[:12]}"
        candidate = "".join(ch for ch in candidate if ch.isprintable()) or "user"
    return candidate[:NAME_MAX_LENGTH].strip() or "user"
