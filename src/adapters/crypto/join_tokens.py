"""Network join tokens: Ed25519 JWTs signed with the platform key, typ ``network_join``.

They share the platform's keys (and its rotation: previous keys verify) but not its claims:
``typ`` keeps them apart, so a join token is never accepted as an API token (whose ``typ``
must be ``api`` or ``service``) nor an API token as a join token. Single use is enforced by
the ``jti`` recorded in the database, not here; so is expiry, against the platform's clock
(the use case checks ``exp``, and the record's ``expires_at`` bounds the single use), which
keeps one notion of "now" for tokens and their records.
"""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

import jwt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from adapters.crypto.jwt_signer import ALGORITHMS, MAX_TOKEN_LENGTH
from adapters.crypto.keys import key_id
from domain.connect.errors import InvalidJoinToken
from domain.connect.network import JOIN_TOKEN_TYPE, JoinTokenClaims
from domain.shared.time import from_millis, to_millis

_REQUIRED = ["exp", "iat", "jti", "typ", "net"]


class Ed25519JoinTokenSigner:
    def __init__(
        self,
        private_key: Ed25519PrivateKey,
        previous: list[Ed25519PublicKey] | None = None,
    ) -> None:
        self._private = private_key
        self._kid = key_id(private_key.public_key())
        self._public = {key_id(k): k for k in [private_key.public_key(), *(previous or [])]}
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
            key = self._public.get(jwt.get_unverified_header(token).get("kid", ""))
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
