"""The public signing keys every instance announces, and which of them are retired.

An instance announces the public half of its signing key (and of the previous keys it was
given) when it starts; every instance accepts tokens signed by any announced key that is not
retired. So starting one instance with a new key is enough: the others learn it from the
announcement, with no order to follow. Retiring a key makes every instance refuse its tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from domain.shared.errors import InvalidInput, NotFound

# An RFC 7638 thumbprint of SHA-256: 43 base64url characters.
_KEY_ID = re.compile(r"[A-Za-z0-9_-]{43}")
# The raw 32-byte Ed25519 public key, base64url: 43 characters too.
_PUBLIC_KEY = _KEY_ID


def is_key_id(text: str) -> bool:
    return bool(_KEY_ID.fullmatch(text))


@dataclass(frozen=True, slots=True)
class SigningKey:
    kid: str
    public_key: str
    """The raw Ed25519 public key, base64url (the JWK's ``x``)."""
    created_at: datetime
    retired_at: datetime | None = None

    def __post_init__(self) -> None:
        if not is_key_id(self.kid):
            raise InvalidInput("a key id is 43 base64url characters", field="kid")
        if not _PUBLIC_KEY.fullmatch(self.public_key):
            raise InvalidInput("a public key is 43 base64url characters", field="public_key")

    @property
    def retired(self) -> bool:
        return self.retired_at is not None


def accepted(keys: list[SigningKey]) -> dict[str, str]:
    """The keys whose tokens verify: announced and not retired (kid -> public key)."""
    return {key.kid: key.public_key for key in keys if not key.retired}


def retired_ids(keys: list[SigningKey]) -> frozenset[str]:
    return frozenset(key.kid for key in keys if key.retired)


class SigningKeyNotFound(NotFound):
    """No announced signing key has this id (svc keys list)."""

    code = "auth.signing_key_not_found"
