"""AES-256-GCM for secrets we must store and read back (provider API tokens).

Each ciphertext names the key that sealed it (its first 8 hex chars of SHA-256), so keys
rotate by configuration: the first key encrypts, every configured key decrypts.
"""

from __future__ import annotations

import hashlib
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from adapters.crypto.keys import b64url, b64url_decode

_VERSION = "v1"


class SecretBox:
    def __init__(self, keys: list[bytes]) -> None:
        if not keys:
            raise ValueError("at least one encryption key is needed")
        self._keys = {hashlib.sha256(k).hexdigest()[:8]: AESGCM(k) for k in keys}
        self._current = hashlib.sha256(keys[0]).hexdigest()[:8]
        self._first = keys[0]

    def derive_key(self, purpose: str) -> bytes:
        """A 32-byte key for ``purpose`` (HKDF-SHA256 of the first key): for keyed digests of
        short-lived secrets (claim keys), so a copy of the database alone cannot test
        guesses against them. It changes when the first key rotates."""
        return HKDF(
            algorithm=hashes.SHA256(), length=32, salt=None, info=f"svc:{purpose}".encode()
        ).derive(self._first)

    def seal(self, plaintext: str, context: str = "") -> str:
        nonce = os.urandom(12)
        sealed = self._keys[self._current].encrypt(nonce, plaintext.encode(), context.encode())
        return f"{_VERSION}.{self._current}.{b64url(nonce + sealed)}"

    def open(self, token: str, context: str = "") -> str:
        """The plaintext; ValueError when the token is malformed, foreign or tampered with."""
        version, key_name, body = token.split(".", 2)
        if version != _VERSION or key_name not in self._keys:
            raise ValueError("sealed with an unknown key")
        raw = b64url_decode(body)
        try:
            return self._keys[key_name].decrypt(raw[:12], raw[12:], context.encode()).decode()
        except InvalidTag:
            raise ValueError("tampered with, or sealed for another context") from None
