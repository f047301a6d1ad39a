"""An OpenID Connect provider over httpx: discovery, the token endpoint, id_token checks.

JOSE work (JWKS parsing, signature and claims) is done by joserfc, the JOSE library of the
authlib project (authlib's own ``authlib.jose`` is deprecated in its favour). Key
selection copes with id_tokens that carry no ``kid``: every key of the provider's JWKS is
tried, and an unknown ``kid`` refetches the JWKS once (key rotation). Only asymmetric
algorithms the provider announces are accepted; ``none`` and HS* never.
"""

from __future__ import annotations

import base64
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import httpx
from joserfc import jwt
from joserfc.errors import JoseError
from joserfc.jwk import Key, KeySet
from joserfc.jwt import JWTClaimsRegistry

from adapters.shared.http_client import http_client
from domain.identity.errors import IdpLoginFailed, IdpUnavailable
from domain.identity.idp import IdpIdentity
from domain.shared.urls import with_query

log = logging.getLogger("svc.idp")
ASYMMETRIC = frozenset({"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384",
                        "ES512", "EdDSA"})  # fmt: skip
NAME_CLAIMS = ("preferred_username", "name", "nickname")
LEEWAY_SECONDS = 60


@dataclass(frozen=True, slots=True)
class OidcConfig:
    issuer: str
    client_id: str
    client_secret: str | None
    redirect_uri: str
    scopes: str = "openid profile email"
    profile_id_claim: str | None = None
    timeout: float = 10.0


class OidcIdentityProvider:
    def __init__(
        self,
        config: OidcConfig,
        client: httpx.AsyncClient | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        self._config = config
        self._client = client or http_client(config.timeout)
        self._now = now
        self._metadata: dict[str, Any] | None = None
        self._keys: KeySet | None = None

    @property
    def provider_id(self) -> str:
        return self._config.issuer

    async def authorization_url(self, state: str, nonce: str, code_challenge: str) -> str:
        metadata = await self._discover()
        return with_query(
            metadata["authorization_endpoint"],
            response_type="code",
            client_id=self._config.client_id,
            redirect_uri=self._config.redirect_uri,
            scope=self._config.scopes,
            state=state,
            nonce=nonce,
            code_challenge=code_challenge,
            code_challenge_method="S256",
        )

    async def identity(self, code: str, code_verifier: str, nonce: str) -> IdpIdentity:
        metadata = await self._discover()
        id_token = await self._redeem(metadata, code, code_verifier)
        claims = await self._validated(metadata, id_token, nonce)
        return IdpIdentity(
            subject=str(claims["sub"]),
            name=_name(claims),
            profile_id=self._profile_id(claims),
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def _discover(self) -> dict[str, Any]:
        if self._metadata is None:
            url = self._config.issuer.rstrip("/") + "/.well-known/openid-configuration"
            metadata = await self._get_json(url)
            if metadata.get("issuer") != self._config.issuer:
                log.error("the provider's discovery names another issuer")
                raise IdpUnavailable("the identity provider is misconfigured")
            for key in ("authorization_endpoint", "token_endpoint", "jwks_uri"):
                if not isinstance(metadata.get(key), str):
                    raise IdpUnavailable("the identity provider is misconfigured")
            self._metadata = metadata
        return self._metadata

    async def _redeem(self, metadata: dict[str, Any], code: str, verifier: str) -> str:
        form = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": self._config.redirect_uri,
            "code_verifier": verifier,
            "client_id": self._config.client_id,
        }
        auth: httpx.Auth | None = None
        methods = metadata.get("token_endpoint_auth_methods_supported") or ["client_secret_basic"]
        if self._config.client_secret:
            if "client_secret_basic" in methods:
                auth = httpx.BasicAuth(self._config.client_id, self._config.client_secret)
            else:
                form["client_secret"] = self._config.client_secret
        try:
            # request(), not post(): only its signature lets auth be None (no authentication).
            response = await self._client.request(
                "POST", metadata["token_endpoint"], data=form, auth=auth
            )
        except httpx.HTTPError:
            raise IdpUnavailable() from None
        if response.status_code >= 500:
            raise IdpUnavailable()
        if response.status_code != 200:
            log.info("the provider refused the code: %s", response.status_code)
            raise IdpLoginFailed()
        try:
            id_token = response.json()["id_token"]
        except (ValueError, KeyError, TypeError):
            raise IdpLoginFailed("the identity provider sent no id_token") from None
        if not isinstance(id_token, str):
            raise IdpLoginFailed("the identity provider sent no id_token")
        return id_token

    async def _validated(
        self, metadata: dict[str, Any], id_token: str, nonce: str
    ) -> dict[str, Any]:
        announced = metadata.get("id_token_signing_alg_values_supported") or ["RS256"]
        algorithms = [a for a in announced if a in ASYMMETRIC]
        kid = _header(id_token).get("kid")
        keys = await self._key_set(metadata, refresh=False)
        if kid is not None and all(k.kid != kid for k in keys.keys):
            keys = await self._key_set(metadata, refresh=True)  # the provider rotated keys
        candidates = [k for k in keys.keys if kid is None or k.kid == kid]
        token = _first_verifying(id_token, candidates, algorithms)
        if token is None:
            raise IdpLoginFailed("the id_token's signature does not verify")
        claims = token.claims
        registry = JWTClaimsRegistry(
            now=int(self._now()),
            leeway=LEEWAY_SECONDS,
            iss={"essential": True, "value": self._config.issuer},
            sub={"essential": True},
            exp={"essential": True},
            nonce={"essential": True, "value": nonce},
        )
        try:
            registry.validate(claims)
        except JoseError:
            raise IdpLoginFailed("the id_token's claims do not check out") from None
        audience = claims.get("aud")
        audiences = audience if isinstance(audience, list) else [audience]
        if self._config.client_id not in audiences:
            raise IdpLoginFailed("the id_token was issued to another client")
        if len(audiences) > 1 and claims.get("azp") != self._config.client_id:
            raise IdpLoginFailed("the id_token was issued to another client")
        if not isinstance(claims.get("sub"), str) or not 0 < len(claims["sub"]) <= 255:
            raise IdpLoginFailed("the id_token has no usable subject")
        return claims

    async def _key_set(self, metadata: dict[str, Any], refresh: bool) -> KeySet:
        if self._keys is None or refresh:
            document = await self._get_json(metadata["jwks_uri"])
            keys = document.get("keys")
            if not isinstance(keys, list):
                raise IdpUnavailable("the identity provider's keys do not parse")
            try:
                self._keys = KeySet.import_key_set({"keys": keys})
            except (JoseError, ValueError, TypeError, KeyError):
                raise IdpUnavailable("the identity provider's keys do not parse") from None
        return self._keys

    async def _get_json(self, url: str) -> dict[str, Any]:
        try:
            response = await self._client.get(url)
        except httpx.HTTPError:
            raise IdpUnavailable() from None
        if response.status_code != 200:
            raise IdpUnavailable()
        try:
            document = response.json()
        except ValueError:
            raise IdpUnavailable() from None
        if not isinstance(document, dict):
            raise IdpUnavailable()
        return document

    def _profile_id(self, claims: dict[str, Any]) -> UUID | None:
        name = self._config.profile_id_claim
        if not name or claims.get(name) is None:
            return None
        try:
            return UUID(str(claims[name]))
        except ValueError:
            log.warning("the %s claim is not a UUID; ignoring it", name)
            return None


def _header(token: str) -> dict[str, Any]:
    try:
        segment = token.split(".", 1)[0]
        header = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (ValueError, UnicodeDecodeError):
        raise IdpLoginFailed("the id_token does not parse") from None
    if not isinstance(header, dict):
        raise IdpLoginFailed("the id_token does not parse")
    return header


def _first_verifying(id_token: str, keys: list[Key], algorithms: list[str]) -> jwt.Token | None:
    for key in keys:
        try:
            return jwt.decode(id_token, key, algorithms=algorithms)
        except (JoseError, ValueError, TypeError):
            continue
    return None


def _name(claims: dict[str, Any]) -> str | None:
    for claim in NAME_CLAIMS:
        value = claims.get(claim)
        if isinstance(value, str) and value.strip():
            return value
    email = claims.get("email")
    if isinstance(email, str) and "@" in email:
        return email.split("@", 1)[0]
    return None
