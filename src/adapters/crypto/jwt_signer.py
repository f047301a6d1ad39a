"""Ed25519 (EdDSA) JSON Web Tokens with PyJWT, verified against the keys of a key ring (the
current key, the previous ones, those other instances announced)."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import jwt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from adapters.crypto.key_ring import Ed25519KeyRing
from adapters.system.clock import SystemClock
from application.ports import Clock
from domain.identity.claims import TokenClaims, TokenType
from domain.identity.errors import InvalidToken, UnknownSigningKey
from domain.identity.signing_keys import is_key_id
from domain.shared.time import to_millis

ALGORITHMS = ["EdDSA"]  # pinned: none, HS* and RS* are refused whatever the header says
MAX_TOKEN_LENGTH = 4096
_REQUIRED = ["exp", "iat", "sub", "jti", "sid", "typ"]


class Ed25519TokenSigner:
    def __init__(
        self,
        key: Ed25519PrivateKey | Ed25519KeyRing,
        previous: list[Ed25519PublicKey] | None = None,
        clock: Clock | None = None,
    ) -> None:
        self._ring = key if isinstance(key, Ed25519KeyRing) else Ed25519KeyRing(key, previous)
        self._private = self._ring.private_key
        self._kid = self._ring.kid
        self._clock = clock or SystemClock()
        self._jwt = jwt.PyJWT()

    @property
    def kid(self) -> str:
        return self._kid

    def sign(self, claims: TokenClaims) -> str:
        payload: dict[str, Any] = {
            "sub": str(claims.sub),
            "iat": claims.iat,
            "exp": claims.exp,
            "jti": claims.jti,
            "sid": claims.sid,
            "typ": str(claims.typ),
        }
        if claims.scopes is not None:
            payload["scopes"] = list(claims.scopes)
        if claims.service is not None:
            payload["service"] = claims.service
        return jwt.encode(payload, self._private, algorithm="EdDSA", headers={"kid": self._kid})

    def verify(self, token: str) -> TokenClaims:
        if not token or len(token) > MAX_TOKEN_LENGTH:
            raise InvalidToken()
        try:
            header = jwt.get_unverified_header(token)
            kid = header.get("kid", "")
            key = self._ring.public(kid) if isinstance(kid, str) else None
            if key is None:
                if isinstance(kid, str) and is_key_id(kid):
                    raise UnknownSigningKey(kid)
                raise InvalidToken("the token was not signed by a key of ours")
            payload = self._jwt.decode(
                token,
                key,
                algorithms=ALGORITHMS,
                # Time is checked below against our clock, the one that issued the token.
                options={"require": _REQUIRED, "verify_exp": False, "verify_iat": False},
            )
            claims = _claims(payload)
        except InvalidToken:
            raise
        except (jwt.PyJWTError, ValueError, TypeError, KeyError, AttributeError) as error:
            raise InvalidToken() from error
        now = to_millis(self._clock.now()) // 1000
        if claims.expired(now):
            raise InvalidToken("the token has expired")
        if claims.issued_in_future(now):
            raise InvalidToken("the token is not valid yet")
        return claims

    def jwks(self) -> dict[str, list[dict[str, str]]]:
        return self._ring.jwks()


def _claims(payload: dict[str, Any]) -> TokenClaims:
    scopes = payload.get("scopes")
    if scopes is not None and not (
        isinstance(scopes, list) and all(isinstance(s, str) for s in scopes)
    ):
        raise InvalidToken("malformed scopes claim")
    return TokenClaims(
        sub=UUID(payload["sub"]),
        iat=int(payload["iat"]),
        exp=int(payload["exp"]),
        jti=str(payload["jti"]),
        sid=str(payload["sid"]),
        typ=TokenType(payload["typ"]),
        scopes=tuple(scopes) if scopes is not None else None,
        service=payload.get("service"),
    )
