"""Claim keys: 8 Crockford base32 characters, shown ``XXXX-XXXX``, typed in any case.

Only a keyed digest (HMAC) of the canonical form is stored. Crockford's alphabet leaves out
I, L, O and U; on input, I and L read as 1 and O as 0, and hyphens and spaces are ignored.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from domain.connect.errors import ClaimKeyExpired, ClaimKeyUsed

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 8
RANDOM_BYTES = 5  # 40 bits: exactly eight 5-bit characters
LIFETIME = timedelta(seconds=300)
_READS_AS = {"I": "1", "L": "1", "O": "0"}
_IGNORED = {"-", " "}
MAX_INPUT_LENGTH = 32


def generate_claim_key(random_bytes: bytes) -> str:
    """The canonical key (8 characters, no hyphen) drawn from 5 random bytes."""
    if len(random_bytes) != RANDOM_BYTES:
        raise ValueError(f"a claim key needs {RANDOM_BYTES} random bytes")
    number = int.from_bytes(random_bytes, "big")
    return "".join(ALPHABET[(number >> shift) & 31] for shift in range(35, -1, -5))


def display(canonical: str) -> str:
    return f"{canonical[:4]}-{canonical[4:]}"


def canonical_claim_key(typed: str) -> str | None:
    """The canonical form of what a user typed, or None when it cannot be a claim key."""
    if len(typed) > MAX_INPUT_LENGTH:
        return None
    chars = []
    for ch in typed.upper():
        if ch in _IGNORED:
            continue
        ch = _READS_AS.get(ch, ch)
        if ch not in ALPHABET:
            return None
        chars.append(ch)
    return "".join(chars) if len(chars) == LENGTH else None


def claim_key_digest(canonical: str, pepper: bytes) -> str:
    """HMAC-SHA256 keyed with a server-side secret: 40 bits would fall to a brute force of an
    unkeyed digest read from a copy of the database."""
    return hmac.new(pepper, f"claim-key:{canonical}".encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True, slots=True)
class ClaimKey:
    id: str
    server_id: UUID
    digest: str
    created_at: datetime
    expires_at: datetime
    used_at: datetime | None = None

    def refusal(self, now: datetime) -> ClaimKeyUsed | ClaimKeyExpired:
        """Why this key could not be redeemed: used (also when a concurrent redeemer just
        won), else expired."""
        if self.used_at is None and self.expires_at <= now:
            return ClaimKeyExpired()
        return ClaimKeyUsed()
