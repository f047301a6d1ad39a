"""The Ed25519 public keys tokens verify with: this instance's own and the announced ones.

The ring is a dictionary swapped whole (``trust``), so a verification in progress sees either
the old set or the new, and a lookup is all the hot path costs.
"""

from __future__ import annotations

from collections.abc import Mapping

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from adapters.crypto.keys import b64url, b64url_decode, key_id, raw_public


class Ed25519KeyRing:
    def __init__(
        self, private_key: Ed25519PrivateKey, previous: list[Ed25519PublicKey] | None = None
    ) -> None:
        self.private_key = private_key
        self.kid = key_id(private_key.public_key())
        self._local = {key_id(k): k for k in [private_key.public_key(), *(previous or [])]}
        self._keys = dict(self._local)

    def local(self) -> list[tuple[str, str]]:
        return [(kid, b64url(raw_public(key))) for kid, key in self._local.items()]

    def trust(self, accepted: Mapping[str, str], retired: frozenset[str]) -> bool:
        keys = {kid: key for kid, key in self._local.items() if kid not in retired}
        for kid, public in accepted.items():
            if kid in keys or kid in retired:
                continue
            key = _public_key(public)
            if key is not None and key_id(key) == kid:  # a row naming another key is ignored
                keys[kid] = key
        dropped = bool(self._keys.keys() - keys.keys())
        self._keys = keys
        return dropped

    def knows(self, kid: str) -> bool:
        return kid in self._keys

    def public(self, kid: str) -> Ed25519PublicKey | None:
        return self._keys.get(kid)

    def jwks(self) -> dict[str, list[dict[str, str]]]:
        return {
            "keys": [
                {
                    "kty": "OKP",
                    "crv": "Ed25519",
                    "x": b64url(raw_public(key)),
                    "kid": kid,
                    "use": "sig",
                    "alg": "EdDSA",
                }
                for kid, key in self._keys.items()
            ]
        }


def _public_key(text: str) -> Ed25519PublicKey | None:
    try:
        return Ed25519PublicKey.from_public_bytes(b64url_decode(text))
    except ValueError:
        return None
