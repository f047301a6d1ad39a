"""The payment provider's webhook signature (Stripe's scheme).

Header ``Svc-Signature`` / ``Stripe-Signature``: ``t=<unix seconds>,v1=<hex>[,v1=<hex>...]``,
where each ``v1`` is HMAC-SHA256, keyed with a webhook secret, over ``"<t>.<raw body>"``. A
delivery is accepted when the timestamp is within the tolerance of now and some ``v1``
matches some active secret (several during a rotation). Comparisons are constant-time.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass

from domain.shop.errors import SignatureInvalid

HEADER_MAX = 2048


@dataclass(frozen=True, slots=True)
class SignatureHeader:
    timestamp: int
    signatures: tuple[str, ...]


def sign(secret: str, timestamp: int, body: bytes) -> str:
    payload = str(timestamp).encode() + b"." + body
    return hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()


def header_for(secret: str, timestamp: int, body: bytes) -> str:
    """The header a provider sends (tests, and the fake provider)."""
    return f"t={timestamp},v1={sign(secret, timestamp, body)}"


def parse_header(raw: str | None) -> SignatureHeader:
    if not raw:
        raise SignatureInvalid("no signature header")
    if len(raw) > HEADER_MAX:
        raise SignatureInvalid("the signature header is too long")
    timestamp: int | None = None
    signatures: list[str] = []
    for part in raw.split(","):
        key, sep, value = part.strip().partition("=")
        if not sep:
            raise SignatureInvalid("the signature header is malformed")
        if key == "t":
            if not value.isascii() or not value.isdigit() or len(value) > 12:
                raise SignatureInvalid("the signature timestamp is malformed")
            timestamp = int(value)
        elif key == "v1":
            signatures.append(value)
        # other schemes (v0 ...) are ignored, as the provider documents
    if timestamp is None:
        raise SignatureInvalid("the signature header has no timestamp")
    if not signatures:
        raise SignatureInvalid("the signature header has no v1 signature")
    return SignatureHeader(timestamp, tuple(signatures))


def verify(
    raw_header: str | None,
    body: bytes,
    secrets: Sequence[str],
    now: int,
    tolerance: int,
) -> int:
    """Check a delivery; return its timestamp, or raise SignatureInvalid (reason: header,
    stale, mismatch). Every (secret, signature) pair is compared, without stopping early."""
    header = parse_header(raw_header)
    if abs(now - header.timestamp) > tolerance:
        raise SignatureInvalid("the signature timestamp is outside the tolerance")
    matched = False
    for secret in secrets:
        expected = sign(secret, header.timestamp, body)
        for candidate in header.signatures:
            matched |= hmac.compare_digest(expected, candidate.encode("ascii", "replace").decode())
    if not matched:
        raise SignatureInvalid("no signature matches an active secret")
    return header.timestamp
