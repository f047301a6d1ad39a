"""One signing key for the whole test session (generating one per test is wasted time)."""

from __future__ import annotations

from functools import cache

from adapters.crypto.keys import new_encryption_key, new_private_pem


@cache
def signing_pem() -> str:
    return new_private_pem()


@cache
def encryption_key() -> str:
    return new_encryption_key()
