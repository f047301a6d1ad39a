"""Loading and generating the Ed25519 signing keys and AES-GCM encryption keys."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

_PEM_BLOCK = re.compile(r"-----BEGIN [A-Z ]+-----.+?-----END [A-Z ]+-----", re.S)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(key: Ed25519PublicKey) -> str:
    """The RFC 7638 JWK thumbprint: stable for a key, so no key id needs configuring."""
    canonical = json.dumps(
        {"crv": "Ed25519", "kty": "OKP", "x": b64url(raw_public(key))},
        separators=(",", ":"),
        sort_keys=True,
    )
    return b64url(hashlib.sha256(canonical.encode()).digest())


def load_private_key(pem: str) -> Ed25519PrivateKey:
    key = serialization.load_pem_private_key(pem.strip().encode(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError("the signing key must be an Ed25519 private key")
    return key


def load_public_keys(pems: str) -> list[Ed25519PublicKey]:
    """Every PEM block in ``pems``: public keys, or private keys whose public half is used."""
    keys: list[Ed25519PublicKey] = []
    for block in _PEM_BLOCK.findall(pems):
        if "PRIVATE" in block:
            keys.append(load_private_key(block).public_key())
            continue
        key = serialization.load_pem_public_key(block.encode())
        if not isinstance(key, Ed25519PublicKey):
            raise ValueError("previous keys must be Ed25519 keys")
        keys.append(key)
    return keys


def private_pem(key: Ed25519PrivateKey) -> str:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()


def public_pem(key: Ed25519PublicKey) -> str:
    return key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


def parse_encryption_keys(text: str) -> list[bytes]:
    """Comma-separated base64url 32-byte AES keys; the first encrypts, all decrypt."""
    keys = [b64url_decode(part.strip()) for part in text.split(",") if part.strip()]
    if not keys or any(len(k) != 32 for k in keys):
        raise ValueError("each encryption key must be 32 bytes, base64url-encoded")
    return keys


def read_or_create(path: Path, create: Callable[[], str]) -> str:
    """The text of ``path``, first writing ``create()`` into it (mode 0600) if absent."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as handle:
            handle.write(create())
    return path.read_text()


def new_private_pem() -> str:
    return private_pem(Ed25519PrivateKey.generate())


def new_encryption_key() -> str:
    return b64url(os.urandom(32))
