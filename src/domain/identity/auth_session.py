"""One sign-in: every token the platform issues belongs to an auth session."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

TOKEN_LIFETIME = timedelta(days=30)


class SessionKind(StrEnum):
    CLI = "cli"
    GAME = "game"
    IDP = "idp"
    EXCHANGE = "exchange"
    SERVICE = "service"


@dataclass(slots=True)
class AuthSession:
    id: str
    user_id: UUID
    kind: SessionKind
    created_at: datetime
    expires_at: datetime
    scopes: tuple[str, ...] = ()
    ip: str | None = None
    user_agent: str | None = None
    profile_name: str | None = None
    server_id: str | None = None
    revoked_at: datetime | None = None
    service_id: str | None = None
    """For service tokens: the service the user consented to."""

    @property
    def revoked(self) -> bool:
        return self.revoked_at is not None
