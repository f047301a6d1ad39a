"""Signing and encryption keys: from the environment, or generated once for development."""

from __future__ import annotations

import logging
import os

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from adapters.crypto import keys
from bootstrap.settings import ConfigError, Settings

log = logging.getLogger("svc.keys")


def signing_keys(settings: Settings) -> tuple[Ed25519PrivateKey, list[Ed25519PublicKey]]:
    try:
        if settings.keys.jwt_private_key:
            private = keys.load_private_key(settings.keys.jwt_private_key)
        elif settings.server.production:
            raise ConfigError("SVC_JWT_PRIVATE_KEY is required when SVC_ENV=production")
        elif settings.database.memory:
            private = Ed25519PrivateKey.generate()  # nothing persists, neither does the key
        else:
            path = settings.server.data_dir / "dev-keys" / "jwt-ed25519.pem"
            if not path.exists():
                log.warning("generating a development signing key in %s", path)
            private = keys.load_private_key(keys.read_or_create(path, keys.new_private_pem))
    except ValueError as error:
        raise ConfigError(f"SVC_JWT_PRIVATE_KEY: {error}") from None
    try:
        previous = keys.load_public_keys(settings.keys.jwt_previous_keys)
    except ValueError as error:
        raise ConfigError(f"SVC_JWT_PREVIOUS_KEYS: {error}") from None
    return private, previous


def encryption_keys(settings: Settings) -> list[bytes]:
    text = settings.keys.encryption_keys
    if not text:
        if settings.server.production:
            raise ConfigError("SVC_ENCRYPTION_KEYS is required when SVC_ENV=production")
        if settings.database.memory:
            return [os.urandom(32)]
        path = settings.server.data_dir / "dev-keys" / "encryption.key"
        if not path.exists():
            log.warning("generating a development encryption key in %s", path)
        text = keys.read_or_create(path, keys.new_encryption_key)
    try:
        return keys.parse_encryption_keys(text)
    except ValueError as error:
        raise ConfigError(f"SVC_ENCRYPTION_KEYS: {error}") from None
