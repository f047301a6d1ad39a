"""Fresh credentials: server secrets and claim keys (only their digests are stored)."""

from __future__ import annotations

import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.ports import IdGenerator
from domain.connect.claim_key import (
    LIFETIME,
    RANDOM_BYTES,
    ClaimKey,
    claim_key_digest,
    display,
    generate_claim_key,
)


def new_server_secret() -> str:
    """A random (v4, 122-bit) UUID string: the API's shape of ``serverSecret``."""
    return str(uuid.uuid4())


@dataclass(frozen=True, slots=True)
class IssuedClaimKey:
    key: str
    """As shown to the user: ``XXXX-XXXX``."""
    record: ClaimKey

    @property
    def expires_at(self) -> datetime:
        return self.record.expires_at


def new_template_key() -> str:
    """The key an owner hands to servers that register from their template."""
    return "svct_" + secrets.token_urlsafe(24)


def new_claim_key(
    server_id: UUID, now: datetime, ids: IdGenerator, pepper: bytes
) -> IssuedClaimKey:
    canonical = generate_claim_key(secrets.token_bytes(RANDOM_BYTES))
    record = ClaimKey(
        id=ids.new_object_id(),
        server_id=server_id,
        digest=claim_key_digest(canonical, pepper),
        created_at=now,
        expires_at=now + LIFETIME,
    )
    return IssuedClaimKey(display(canonical), record)
