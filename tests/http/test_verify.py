"""GET /auth/verify and /v1/auth/verify: where the token may come from, and what is refused."""

from __future__ import annotations

import time
import uuid

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from litestar.testing import AsyncTestClient

from adapters.crypto.keys import load_private_key
from tests.conftest import bearer, sign_in
from tests.support.keys import signing_pem


async def test_a_bearer_token_yields_its_claims(http: AsyncTestClient) -> None:
    user_id, token = await sign_in(http.core)  # type: ignore[attr-defined]
    for path in ("/auth/verify", "/v1/auth/verify"):
        response = await http.get(path, headers=bearer(token))
        claims = response.json()["claims"]
        assert response.status_code == 200
        assert claims["sub"] == str(user_id)
        assert claims["exp"] - claims["iat"] == 30 * 24 * 3600


@pytest.mark.parametrize("cookie", ["svc_token", "auth_token"])
async def test_the_session_cookies_are_accepted(http: AsyncTestClient, cookie: str) -> None:
    user_id, token = await sign_in(http.core)  # type: ignore[attr-defined]
    response = await http.get("/v1/auth/verify", headers={"Cookie": f"{cookie}={token}"})
    assert response.json()["claims"]["sub"] == str(user_id)


async def test_svc_token_is_preferred_over_auth_token(http: AsyncTestClient) -> None:
    first, token = await sign_in(http.core)  # type: ignore[attr-defined]
    _, other = await sign_in(http.core)  # type: ignore[attr-defined]
    cookies = f"auth_token={other}; svc_token={token}"
    response = await http.get("/v1/auth/verify", headers={"Cookie": cookies})
    assert response.json()["claims"]["sub"] == str(first)


def _flip(part: str) -> str:
    """The same base64url text with one character in the middle changed."""
    middle = len(part) // 2
    return part[:middle] + ("A" if part[middle] != "A" else "B") + part[middle + 1 :]


def _forged(header: dict, payload: dict, key: object, algorithm: str) -> str:
    return jwt.encode(payload, key, algorithm=algorithm, headers=header)  # type: ignore[arg-type]


async def test_refused_tokens_are_401_problems(http: AsyncTestClient) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    kid = jwt.get_unverified_header(token)["kid"]
    now = int(time.time())
    payload = {
        "sub": str(uuid.uuid4()),
        "iat": now,
        "exp": now + 60,
        "jti": "j",
        "sid": "s",
        "typ": "api",
    }
    head, body, signature = token.split(".")
    ours = load_private_key(signing_pem())
    expired = {**payload, "iat": now - 7200, "exp": now - 3600}
    refused = {
        "garbage": "not-a-jwt",
        "tampered payload": f"{head}.{_flip(body)}.{signature}",
        "tampered signature": f"{head}.{body}.{_flip(signature)}",
        "alg none": _forged({"kid": kid}, payload, None, "none"),
        "foreign key": _forged({"kid": kid}, payload, Ed25519PrivateKey.generate(), "EdDSA"),
        "expired": _forged({"kid": kid}, expired, ours, "EdDSA"),
    }
    control = _forged({"kid": kid}, payload, ours, "EdDSA")
    assert (await http.get("/v1/auth/verify", headers=bearer(control))).status_code == 200
    for name, value in refused.items():
        response = await http.get("/v1/auth/verify", headers=bearer(value))
        assert response.status_code == 401, name
        assert response.json()["code"] == "auth.invalid_token", name
        assert response.headers["www-authenticate"].startswith("Bearer")


async def test_no_token_and_a_malformed_header_are_401(http: AsyncTestClient) -> None:
    assert (await http.get("/v1/auth/verify")).status_code == 401
    response = await http.get("/v1/auth/verify", headers={"Authorization": "Basic abc"})
    assert response.status_code == 401
