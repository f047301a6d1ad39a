"""Accounts at the two link providers: which provider, who the user is there, and the OAuth
tokens we hold for them (sealed before they are stored; never shown)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

REFRESH_MARGIN = timedelta(minutes=10)
"""A token is refreshed when it expires within this margin."""


class LinkProvider(StrEnum):
    """Providers are named by role, not brand: a membership platform and a chat platform
    (docs/links.md names the APIs the adapters speak)."""

    MEMBERSHIP = "membership"
    CHAT = "chat"


@dataclass(frozen=True, slots=True)
class ProviderAccount:
    """The user at the provider: its stable id there and the name it shows."""

    id: str
    display_name: str


@dataclass(frozen=True, slots=True)
class ProviderTokens:
    access_token: str
    refresh_token: str | None
    expires_at: datetime | None
    """None: the provider did not say (treated as never expiring)."""
    scopes: tuple[str, ...]

    def __repr__(self) -> str:  # never a token in a log line or a traceback
        return f"ProviderTokens(expires_at={self.expires_at!r}, scopes={self.scopes!r})"
