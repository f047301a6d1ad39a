"""Ed25519 API tokens: what verifies, what is refused, and the published key set."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from adapters.crypto.jwt_signer import MAX_TOKEN_LENGTH, Ed25519TokenSigner
from adapters.crypto.keys import b64url, key_id, raw_public
from adapters.system.clock import FrozenClock
from domain.identity.claims import TokenClaims, TokenType
from domain.identity.errors import InvalidToken

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
NOW_S = int(NOW.timestamp())
CURRENT = Ed25519PrivateKey.generate()
PREVIOUS = Ed25519PrivateKey.generate()
STRANGER = Ed25519PrivateKey.generate()


@pytest.fixture(scope="module")
def rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock(NOW)


@pytest.fixture
def signer(clock: FrozenClock) -> Ed25519TokenSigner:
    return Ed25519TokenSigner(CURRENT, clock=clock)


def claims(**changes: Any) -> TokenClaims:
    values: dict[str, Any] = {
        "sub": uuid.UUID("0193a000-0000-7000-8000-000000000001"),
        "iat": NOW_S,
        "exp": NOW_S + 3600,
        "jti": "jti-1",
        "sid": "session-1",
        "typ": TokenType.API,
    }
    values.update(changes)
    return TokenClaims(**values)


def payload(**changes: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "sub": "0193a000-0000-7000-8000-000000000001",
        "iat": NOW_S,
        "exp": NOW_S + 3600,
        "jti": "jti-1",
        "sid": "session-1",
        "typ": "api",
    }
    values.update(changes)
    return {k: v for k, v in values.items() if v is not None}


def signed_by(key: Any, body: dict[str, Any], headers: dict[str, Any] | None = None) -> str:
    """A token signed with ``key`` as EdDSA, with the current key's kid unless told otherwise."""
    headers = {"kid": key_id(CURRENT.public_key())} if headers is None else headers
    return jwt.encode(body, key, algorithm="EdDSA", headers=headers)


def segment(data: dict[str, Any]) -> str:
    return b64url(json.dumps(data, separators=(",", ":")).encode())


def raw_ed25519(header: dict[str, Any], body: str, key: Ed25519PrivateKey = CURRENT) -> str:
    """A token signed by hand, for headers and bodies PyJWT would not produce."""
    signing_input = f"{segment(header)}.{body}"
    return f"{signing_input}.{b64url(key.sign(signing_input.encode()))}"


def hs256(header: dict[str, Any], body: dict[str, Any], secret: bytes) -> str:
    signing_input = f"{segment(header)}.{segment(body)}"
    mac = hmac.new(secret, signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{b64url(mac)}"


def refused(signer: Ed25519TokenSigner, token: str) -> bool:
    with pytest.raises(InvalidToken):
        signer.verify(token)
    return True


class TestRoundTrip:
    def test_a_signed_token_verifies_to_the_same_claims(self, signer: Ed25519TokenSigner) -> None:
        original = claims(scopes=("profile:read", "totem:read"))
        assert signer.verify(signer.sign(original)) == original

    def test_a_token_not_limited_by_scopes_keeps_scopes_none(
        self, signer: Ed25519TokenSigner
    ) -> None:
        assert signer.verify(signer.sign(claims())).scopes is None

    def test_an_empty_scope_list_stays_an_empty_limit(self, signer: Ed25519TokenSigner) -> None:
        assert signer.verify(signer.sign(claims(scopes=()))).scopes == ()

    def test_a_service_token_keeps_its_type_and_service(self, signer: Ed25519TokenSigner) -> None:
        original = claims(typ=TokenType.SERVICE, service="svc-analytics")
        assert signer.verify(signer.sign(original)) == original

    def test_the_header_names_the_algorithm_and_the_key(self, signer: Ed25519TokenSigner) -> None:
        header = jwt.get_unverified_header(signer.sign(claims()))
        assert header["alg"] == "EdDSA"
        assert header["kid"] == key_id(CURRENT.public_key()) == signer.kid

    def test_a_token_expired_within_the_leeway_still_verifies(
        self, signer: Ed25519TokenSigner
    ) -> None:
        token = signer.sign(claims(iat=NOW_S - 3600, exp=NOW_S - 9))
        assert signer.verify(token).exp == NOW_S - 9

    def test_a_token_issued_slightly_ahead_of_our_clock_verifies(
        self, signer: Ed25519TokenSigner
    ) -> None:
        token = signer.sign(claims(iat=NOW_S + 9))
        assert signer.verify(token).iat == NOW_S + 9


class TestKeyRotation:
    def test_a_token_signed_by_a_previous_key_verifies(self, clock: FrozenClock) -> None:
        old_token = Ed25519TokenSigner(PREVIOUS).sign(claims())
        rotated = Ed25519TokenSigner(CURRENT, previous=[PREVIOUS.public_key()], clock=clock)
        assert rotated.verify(old_token) == claims()

    def test_a_rotated_signer_signs_with_the_current_key(self, signer, clock) -> None:
        rotated = Ed25519TokenSigner(CURRENT, previous=[PREVIOUS.public_key()], clock=clock)
        token = rotated.sign(claims())
        assert jwt.get_unverified_header(token)["kid"] == key_id(CURRENT.public_key())
        assert signer.verify(token) == claims()

    def test_a_token_of_a_key_no_longer_listed_is_refused(self, signer) -> None:
        assert refused(signer, Ed25519TokenSigner(PREVIOUS).sign(claims()))


class TestRefusedAlgorithms:
    def test_alg_none_is_refused(self, signer: Ed25519TokenSigner) -> None:
        header = {"alg": "none", "typ": "JWT", "kid": signer.kid}
        assert refused(signer, f"{segment(header)}.{segment(payload())}.")

    def test_alg_none_with_a_copied_signature_is_refused(self, signer) -> None:
        genuine = signer.sign(claims()).split(".")[2]
        header = {"alg": "none", "kid": signer.kid}
        assert refused(signer, f"{segment(header)}.{segment(payload())}.{genuine}")

    def test_hs256_keyed_with_the_raw_public_key_is_refused(self, signer) -> None:
        header = {"alg": "HS256", "typ": "JWT", "kid": signer.kid}
        assert refused(signer, hs256(header, payload(), raw_public(CURRENT.public_key())))

    def test_hs256_keyed_with_the_public_key_pem_is_refused(self, signer) -> None:
        pem = CURRENT.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        header = {"alg": "HS256", "typ": "JWT", "kid": signer.kid}
        assert refused(signer, hs256(header, payload(), pem))

    def test_hs256_keyed_with_the_jwks_x_value_is_refused(self, signer) -> None:
        x = signer.jwks()["keys"][0]["x"].encode()
        header = {"alg": "HS256", "kid": signer.kid}
        assert refused(signer, hs256(header, payload(), x))

    def test_rs256_is_refused(self, signer, rsa_key: rsa.RSAPrivateKey) -> None:
        token = jwt.encode(payload(), rsa_key, algorithm="RS256", headers={"kid": signer.kid})
        assert refused(signer, token)


class TestRefusedKeys:
    def test_a_token_from_another_ed25519_key_under_our_kid_is_refused(self, signer) -> None:
        assert refused(signer, signed_by(STRANGER, payload()))

    def test_a_token_from_another_ed25519_key_under_its_own_kid_is_refused(self, signer) -> None:
        assert refused(signer, Ed25519TokenSigner(STRANGER).sign(claims()))

    def test_a_token_with_an_unknown_kid_is_refused_even_if_our_key_signed_it(self, signer) -> None:
        assert refused(signer, signed_by(CURRENT, payload(), {"kid": "someone-else"}))

    def test_a_token_without_kid_is_refused_even_if_our_key_signed_it(self, signer) -> None:
        assert refused(signer, signed_by(CURRENT, payload(), {}))

    @pytest.mark.parametrize("kid", [None, 42, ["a"], {"k": "v"}])
    def test_a_kid_that_is_not_a_string_is_refused(self, signer, kid: object) -> None:
        token = raw_ed25519({"alg": "EdDSA", "kid": kid}, segment(payload()))
        assert refused(signer, token)


class TestRefusedExpiry:
    def test_a_token_expired_beyond_the_leeway_is_refused(self, signer) -> None:
        assert refused(signer, signer.sign(claims(iat=NOW_S - 3600, exp=NOW_S - 11)))

    def test_a_token_that_verified_is_refused_once_its_clock_passes_the_leeway(
        self, signer, clock: FrozenClock
    ) -> None:
        token = signer.sign(claims(exp=NOW_S + 60))
        signer.verify(token)
        clock.advance(timedelta(seconds=71))
        assert refused(signer, token)

    def test_a_token_issued_in_the_future_beyond_the_leeway_is_refused(self, signer) -> None:
        assert refused(signer, signer.sign(claims(iat=NOW_S + 11)))

    def test_a_token_expired_long_ago_is_refused(self, signer) -> None:
        assert refused(signer, signer.sign(claims(iat=1_600_000_000, exp=1_600_003_600)))

    def test_an_expiry_that_is_not_a_number_is_refused(self, signer) -> None:
        assert refused(signer, signed_by(CURRENT, payload(exp="tomorrow")))


class TestRefusedTampering:
    def test_a_tampered_payload_is_refused(self, signer: Ed25519TokenSigner) -> None:
        header, _, signature = signer.sign(claims()).split(".")
        forged = segment(payload(sub=str(uuid.uuid4())))
        assert refused(signer, f"{header}.{forged}.{signature}")

    def test_a_tampered_header_is_refused(self, signer: Ed25519TokenSigner) -> None:
        _, body, signature = signer.sign(claims()).split(".")
        header = segment({"alg": "EdDSA", "kid": signer.kid, "typ": "JWT", "x": 1})
        assert refused(signer, f"{header}.{body}.{signature}")

    def test_a_tampered_signature_is_refused(self, signer: Ed25519TokenSigner) -> None:
        header, body, signature = signer.sign(claims()).split(".")
        raw = bytearray(base64.urlsafe_b64decode(signature + "=="))
        raw[0] ^= 0x01
        assert refused(signer, f"{header}.{body}.{b64url(bytes(raw))}")

    def test_a_token_without_its_signature_is_refused(self, signer: Ed25519TokenSigner) -> None:
        header, body, _ = signer.sign(claims()).split(".")
        assert refused(signer, f"{header}.{body}.")


class TestRefusedClaims:
    def test_a_token_with_every_required_claim_verifies(self, signer) -> None:
        assert signer.verify(signed_by(CURRENT, payload())).jti == "jti-1"

    @pytest.mark.parametrize("missing", ["sub", "iat", "exp", "jti", "sid", "typ"])
    def test_a_token_missing_a_required_claim_is_refused(self, signer, missing: str) -> None:
        assert refused(signer, signed_by(CURRENT, payload(**{missing: None})))

    @pytest.mark.parametrize(
        "bad",
        [
            {"sub": "not-a-uuid"},
            {"sub": 12345},
            {"typ": "admin"},
            {"scopes": "profile:read"},
            {"scopes": ["profile:read", 7]},
        ],
    )
    def test_a_token_with_a_malformed_claim_is_refused(self, signer, bad: dict) -> None:
        assert refused(signer, signed_by(CURRENT, payload(**bad)))


class TestRefusedShapes:
    def test_a_token_over_the_length_limit_is_refused(self, signer) -> None:
        token = signer.sign(claims(scopes=tuple(f"scope:{i:04d}" for i in range(400))))
        assert len(token) > MAX_TOKEN_LENGTH
        assert refused(signer, token)

    def test_a_long_token_under_the_length_limit_verifies(self, signer) -> None:
        scopes = tuple(f"scope:{i:04d}" for i in range(200))
        token = signer.sign(claims(scopes=scopes))
        assert len(token) <= MAX_TOKEN_LENGTH
        assert signer.verify(token).scopes == scopes

    @pytest.mark.parametrize(
        "token",
        [
            "",
            "garbage",
            "a.b.c",
            "...",
            "a.b",
            "eyJhbGciOiJFZERTQSJ9.e30.",
            segment({"alg": "EdDSA"})[:-3] + ".e30.sig",
            b64url(b"[1,2]") + ".e30.c2ln",
            b64url(b"not json") + ".e30.c2ln",
            "ünïcødé.ü.ü",
        ],
    )
    def test_garbage_is_refused(self, signer: Ed25519TokenSigner, token: str) -> None:
        assert refused(signer, token)

    def test_a_body_that_is_not_a_json_object_is_refused(self, signer) -> None:
        token = raw_ed25519({"alg": "EdDSA", "kid": signer.kid}, b64url(b"[1,2,3]"))
        assert refused(signer, token)

    def test_a_hand_signed_token_of_the_right_shape_verifies(self, signer) -> None:
        # The hand-made tokens above are refused for what they change, not for how they are made.
        token = raw_ed25519({"alg": "EdDSA", "kid": signer.kid}, segment(payload()))
        assert signer.verify(token).sid == "session-1"


class TestJwks:
    def test_the_key_set_lists_the_current_then_the_previous_keys(self) -> None:
        rotated = Ed25519TokenSigner(CURRENT, previous=[PREVIOUS.public_key()])
        kids = [k["kid"] for k in rotated.jwks()["keys"]]
        assert kids == [key_id(CURRENT.public_key()), key_id(PREVIOUS.public_key())]

    def test_each_entry_is_a_public_ed25519_jwk(self, signer: Ed25519TokenSigner) -> None:
        (entry,) = signer.jwks()["keys"]
        assert entry == {
            "kty": "OKP",
            "crv": "Ed25519",
            "x": b64url(raw_public(CURRENT.public_key())),
            "kid": key_id(CURRENT.public_key()),
            "use": "sig",
            "alg": "EdDSA",
        }

    def test_no_private_material_is_published(self, signer: Ed25519TokenSigner) -> None:
        assert all("d" not in entry for entry in signer.jwks()["keys"])

    def test_the_current_key_listed_again_as_previous_appears_once(self) -> None:
        signer = Ed25519TokenSigner(CURRENT, previous=[CURRENT.public_key()])
        assert len(signer.jwks()["keys"]) == 1

    def test_another_service_verifies_our_tokens_with_the_published_keys_alone(self) -> None:
        rotated = Ed25519TokenSigner(CURRENT, previous=[PREVIOUS.public_key()])
        published = jwt.PyJWKSet.from_dict(rotated.jwks())
        for token in (rotated.sign(claims()), Ed25519TokenSigner(PREVIOUS).sign(claims())):
            kid = jwt.get_unverified_header(token)["kid"]
            key = published[kid].key
            decoded = jwt.decode(
                token,
                key,
                algorithms=["EdDSA"],
                options={"verify_exp": False, "verify_iat": False},
            )
            assert decoded["sid"] == "session-1"
