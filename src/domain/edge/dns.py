"""DNS automation: a network's provider account, and the records we keep in its zone.

Records are managed as record sets (a name and a type with all their values), the unit both
providers understand. What we want a zone to hold is written down first (a pending change),
then applied; a change a provider refused or did not answer stays pending and is retried with
backoff, so a provider outage never loses or blocks a claim.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.edge.errors import invalid

RECORD_TTL = 300
TOKEN_MAX = 512
ZONE_ID_MAX = 255
GATEWAY_SCOPE = "gateway"


class Provider(StrEnum):
    CLOUDFLARE = "cloudflare"
    POWERDNS = "powerdns"


class TokenStatus(StrEnum):
    VALID = "valid"  # the provider accepted the token at its last use
    INVALID = "invalid"  # the provider refused the token at a later use: PUT a new one
    UNVERIFIED = "unverified"  # the last use could not tell (provider down, timeout)


class RecordType(StrEnum):
    A = "A"
    CNAME = "CNAME"
    TXT = "TXT"


@dataclass(frozen=True, slots=True)
class RecordSet:
    """``name`` (lower case, no trailing dot) of ``type`` holding ``values``; none = remove."""

    name: str
    type: RecordType
    values: tuple[str, ...]
    ttl: int = RECORD_TTL


@dataclass(slots=True)
class DnsConfig:
    network_id: UUID
    provider: Provider
    zone_id: str
    zone_name: str
    sealed_token: str
    token_status: TokenStatus
    created_at: datetime
    updated_at: datetime


@dataclass(slots=True)
class PendingChange:
    """A record set one zone should hold, not yet confirmed by its provider."""

    scope: str  # "network:<uuid>" or "gateway"
    name: str
    type: RecordType
    values: tuple[str, ...]
    attempts: int
    next_attempt_at: datetime
    last_error: str | None
    created_at: datetime

    @property
    def record(self) -> RecordSet:
        return RecordSet(self.name, self.type, self.values)


def network_scope(network_id: UUID) -> str:
    return f"network:{network_id}"


def backoff(attempts: int) -> timedelta:
    """30 s, 1 min, 2 min ... capped at one hour."""
    return timedelta(seconds=min(3600, 30 * 2 ** max(0, attempts - 1)))


def validate_provider(raw: str) -> Provider:
    try:
        return Provider(raw.strip().lower())
    except ValueError:
        raise invalid(
            f"provider must be one of {', '.join(p.value for p in Provider)}",
            "provider",
            "edge.invalid_provider",
        ) from None


def validate_token(raw: str) -> str:
    token = raw.strip()
    if not token or len(token) > TOKEN_MAX or not token.isprintable() or " " in token:
        raise invalid(f"apiToken must be 1..{TOKEN_MAX} printable characters", "apiToken")
    return token


def validate_zone_id(raw: str) -> str:
    zone = raw.strip()
    if not zone or len(zone) > ZONE_ID_MAX or not zone.isprintable() or "/" in zone:
        raise invalid("zoneId must be the provider's zone id", "zoneId")
    return zone
