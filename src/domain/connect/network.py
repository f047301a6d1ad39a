"""Networks group a user's servers and hosts; hosts join them with single-use tokens."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from domain.connect.errors import invalid

NAME_MAX_LENGTH = 64
JOIN_TOKEN_LIFETIME = timedelta(seconds=900)
JOIN_TOKEN_TYPE = "network_join"


def validate_network_name(raw: str) -> str:
    name = raw.strip()
    if not name or len(name) > NAME_MAX_LENGTH or not name.isprintable():
        raise invalid(f"must be 1..{NAME_MAX_LENGTH} printable characters", "name")
    return name


@dataclass(slots=True)
class Network:
    id: str
    network_id: UUID
    name: str
    owner_id: UUID
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class JoinTokenClaims:
    """What a signed join token says; the signature and expiry were checked by the signer."""

    jti: str
    network_id: UUID
    issued_at: datetime
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class NetworkJoinToken:
    """The record that makes a join token single-use."""

    jti: str
    network_id: UUID
    created_by: UUID
    created_at: datetime
    expires_at: datetime
    used_at: datetime | None = None
