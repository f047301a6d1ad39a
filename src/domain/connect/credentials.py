"""Server secrets: kept only as SHA-256 digests and compared in constant time."""

from __future__ import annotations

import hashlib
import hmac

SECRET_MAX_LENGTH = 128


def secret_digest(secret: str) -> str:
    """The 64-hex SHA-256 digest we store in place of a secret (or a claim key)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def secret_matches(digest: str, presented: str) -> bool:
    """Whether ``presented`` hashes to ``digest``, in time independent of where they differ."""
    if not presented or len(presented) > SECRET_MAX_LENGTH:
        return False
    return hmac.compare_digest(digest, secret_digest(presented))
