"""SecretBox: AES-256-GCM for stored secrets, with key rotation by configuration."""

from __future__ import annotations

import os
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.crypto.aead import SecretBox
from adapters.crypto.keys import b64url, b64url_decode

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

OLD = os.urandom(32)
NEW = os.urandom(32)


class TestSealAndOpen:
    @SECONDARY
    @given(plaintext=st.text(max_size=200), context=st.text(max_size=30))
    def test_what_is_sealed_opens_to_the_same_text(self, plaintext: str, context: str) -> None:
        box = SecretBox([NEW])
        assert box.open(box.seal(plaintext, context), context) == plaintext

    def test_a_sealed_secret_does_not_contain_the_plaintext(self) -> None:
        sealed = SecretBox([NEW]).seal("provider-api-token-123")
        assert "provider-api-token-123" not in sealed

    def test_sealing_the_same_text_twice_gives_different_tokens(self) -> None:
        box = SecretBox([NEW])
        assert box.seal("secret") != box.seal("secret")

    def test_a_sealed_token_names_its_format_version_and_key(self) -> None:
        assert re.fullmatch(r"v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+", SecretBox([NEW]).seal("secret"))

    def test_at_least_one_key_is_needed(self) -> None:
        with pytest.raises(ValueError):
            SecretBox([])


class TestKeyRotation:
    def test_a_box_with_a_new_key_first_opens_what_the_old_key_sealed(self) -> None:
        sealed = SecretBox([OLD]).seal("secret", "dns:example.com")
        assert SecretBox([NEW, OLD]).open(sealed, "dns:example.com") == "secret"

    def test_a_rotated_box_seals_with_its_first_key(self) -> None:
        sealed = SecretBox([NEW, OLD]).seal("secret")
        assert SecretBox([NEW]).open(sealed) == "secret"
        with pytest.raises(ValueError):
            SecretBox([OLD]).open(sealed)

    def test_a_box_that_dropped_the_old_key_cannot_open_its_secrets(self) -> None:
        sealed = SecretBox([OLD]).seal("secret")
        with pytest.raises(ValueError):
            SecretBox([NEW]).open(sealed)


class TestRefusals:
    def test_opening_with_another_context_fails(self) -> None:
        box = SecretBox([NEW])
        sealed = box.seal("secret", "provider:cloudflare")
        with pytest.raises(ValueError):
            box.open(sealed, "provider:route53")

    def test_opening_without_the_context_it_was_sealed_for_fails(self) -> None:
        box = SecretBox([NEW])
        with pytest.raises(ValueError):
            box.open(box.seal("secret", "provider:cloudflare"))

    @pytest.mark.parametrize("position", [0, 12, -1])
    def test_a_tampered_body_fails(self, position: int) -> None:
        box = SecretBox([NEW])
        version, key, body = box.seal("secret").split(".")
        raw = bytearray(b64url_decode(body))
        raw[position] ^= 0x01
        with pytest.raises(ValueError):
            box.open(f"{version}.{key}.{b64url(bytes(raw))}")

    def test_a_truncated_body_fails(self) -> None:
        box = SecretBox([NEW])
        with pytest.raises(ValueError):
            box.open(box.seal("secret")[:-4])

    def test_an_unknown_format_version_fails(self) -> None:
        box = SecretBox([NEW])
        sealed = box.seal("secret")
        with pytest.raises(ValueError):
            box.open("v2" + sealed[2:])

    @pytest.mark.parametrize("token", ["", "garbage", "v1.nokey", "v1..", "v1.00000000.!!!"])
    def test_malformed_tokens_fail(self, token: str) -> None:
        with pytest.raises(ValueError):
            SecretBox([NEW]).open(token)

    @pytest.mark.parametrize("body", ["", "!!!", "AAAA", b64url(bytes(11)), b64url(bytes(20))])
    def test_a_body_that_is_not_a_sealed_secret_fails_under_a_known_key(self, body: str) -> None:
        box = SecretBox([NEW])
        key = box.seal("secret").split(".")[1]
        with pytest.raises(ValueError):
            box.open(f"v1.{key}.{body}")


def test_derived_keys_are_stable_per_purpose_and_follow_the_first_key() -> None:
    first, second = b"a" * 32, b"b" * 32
    box = SecretBox([first, second])
    assert box.derive_key("claim-key-digest") == SecretBox([first]).derive_key("claim-key-digest")
    assert box.derive_key("claim-key-digest") != box.derive_key("other")
    assert len(box.derive_key("x")) == 32
    assert SecretBox([second, first]).derive_key("x") != box.derive_key("x")
