"""Ed25519 interaction signing as the chat provider does it, for tests: a key pair, and the
headers of a body signed at a given time."""

from __future__ import annotations

import time
from dataclasses import dataclass

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


@dataclass
class InteractionSigner:
    key: Ed25519PrivateKey

    @classmethod
    def generate(cls) -> InteractionSigner:
        return cls(Ed25519PrivateKey.generate())

    @property
    def public_hex(self) -> str:
        return self.key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()

    def headers(self, body: bytes, at: float | None = None) -> dict[str, str]:
        timestamp = str(int(time.time() if at is None else at))
        signature = self.key.sign(timestamp.encode() + body).hex()
        return {"x-signature-ed25519": signature, "x-signature-timestamp": timestamp}
