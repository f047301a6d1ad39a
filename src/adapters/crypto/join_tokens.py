"""Network join tokens: Ed25519 JWTs signed with the platform key, typ ``network_join``.

They share the platform's keys (and its rotation: previous and announced keys verify) but not
its claims: ``typ`` keeps them apart, so a join token is never accepted as an API token (whose
``typ`` must be ``api`` or ``service``) nor an API token as a join token. Single use is
enforced by the ``jti`` recorded in the database, not here; so is expiry, against the
platform's clock (the use case checks ``exp``, and the record's ``expires_at`` bounds the
single use), which keeps one notion of "now" for tokens and their records.
"""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

import jwt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from adapters.crypto.jwt_signer import ALGORITHMS, MAX_TOKEN_LENGTH
from adapters.crypto.key_ring import Ed25519KeyRing
from domain.connect.errors import InvalidJoinToken
from domain.connect.network import JOIN_TOKEN_TYPE, JoinTokenClaims
from domain.shared.time import from_millis, to_millis

_REQUIRED = ["exp", "iat", "jti", "typ", "net"]


class Ed25519JoinTokenSigner:
    def __init__(
        self,
        key: Ed25519PrivateKey | Ed25519KeyRing,
        previous: list[Ed25519PublicKey] | None = None,
    ) -> None:
        self._ring = key if isinstance(key, Ed25519KeyRing) else Ed25519KeyRing(key, previous)
        self._private = self._ring.private_key
        self._kid = self._ring.kid
        self._jwt = jwt.PyJWT()

    def sign(self, claims: JoinTokenClaims) -> str:
        payload = {
            "typ": JOIN_TOKEN_TYPE,
            "jti": claims.jti,
            "net": str(claims.network_id),
            "iat": to_millis(claims.issued_at) // 1000,
            "exp": to_millis(claims.expires_at) // 1000,
        }
        return jwt.encode(payload, self._private, algorithm="EdDSA", headers={"kid": self._kid})

    def verify(self, token: str) -> JoinTokenClaims:
        if not token or len(token) > MAX_TOKEN_LENGTH:
            raise InvalidJoinToken()
        try:
            kid = jwt.get_unverified_header(token).get("kid", "")
            key = self._ring.public(kid) if isinstance(kid, str) else None
            if key is None:
                raise InvalidJoinToken()
            payload = self._jwt.decode(
                token,
                key,
                algorithms=ALGORITHMS,
                options={
                    "require": _REQUIRED,
                    "verify_exp": False,
                    "verify_iat": False,
                    "verify_nbf": False,
                },
            )
            if payload["typ"] != JOIN_TOKEN_TYPE:
                raise InvalidJoinToken()
            return JoinTokenClaims(
                jti=str(payload["jti"]),
                network_id=UUID(payload["net"]),
                issued_at=_moment(payload["iat"]),
                expires_at=_moment(payload["exp"]),
            )
        except InvalidJoinToken:
            raise
        except (jwt.PyJWTError, ValueError, TypeError, KeyError, AttributeError) as error:
            raise InvalidJoinToken() from error


def _moment(seconds: object) -> datetime:
    if not isinstance(seconds, int):
        raise ValueError("a time claim must be an integer")
    return from_millis(seconds * 1000).astimezone(UTC)
