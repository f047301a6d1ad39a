"""Key loading and identification: PEM keys, RFC 7638 key ids, encryption key lists."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.crypto.keys import (
    b64url,
    b64url_decode,
    key_id,
    load_private_key,
    load_public_keys,
    new_encryption_key,
    new_private_pem,
    parse_encryption_keys,
    private_pem,
    public_pem,
    raw_public,
    read_or_create,
)

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

# RFC 8037 appendix A.1 and A.3: an Ed25519 key and its RFC 7638 thumbprint.
RFC8037_D = "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"
RFC8037_X = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
RFC8037_THUMBPRINT = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"


def rsa_private_pem() -> str:
    key = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()


class TestBase64Url:
    @SECONDARY
    @given(data=st.binary(max_size=100))
    def test_any_bytes_round_trip_without_padding(self, data: bytes) -> None:
        text = b64url(data)
        assert "=" not in text
        assert b64url_decode(text) == data

    def test_the_url_safe_alphabet_is_used(self) -> None:
        assert b64url(b"\xfb\xff") == "-_8"


class TestKeyId:
    def test_the_key_id_is_the_rfc_7638_thumbprint(self) -> None:
        private = Ed25519PrivateKey.from_private_bytes(b64url_decode(RFC8037_D))
        assert b64url(raw_public(private.public_key())) == RFC8037_X
        assert key_id(private.public_key()) == RFC8037_THUMBPRINT

    def test_different_keys_have_different_ids(self) -> None:
        first, second = Ed25519PrivateKey.generate(), Ed25519PrivateKey.generate()
        assert key_id(first.public_key()) != key_id(second.public_key())


class TestPemKeys:
    def test_a_private_key_round_trips_through_pem(self) -> None:
        key = Ed25519PrivateKey.generate()
        loaded = load_private_key(private_pem(key))
        assert raw_public(loaded.public_key()) == raw_public(key.public_key())

    def test_surrounding_whitespace_around_a_pem_is_ignored(self) -> None:
        pem = new_private_pem()
        assert isinstance(load_private_key(f"\n  {pem}\n\n"), Ed25519PrivateKey)

    def test_a_private_key_of_another_type_is_refused(self) -> None:
        with pytest.raises(ValueError):
            load_private_key(rsa_private_pem())

    def test_text_that_is_not_a_pem_is_refused(self) -> None:
        with pytest.raises(ValueError):
            load_private_key("not a key")

    def test_every_pem_block_gives_one_public_key(self) -> None:
        first, second = Ed25519PrivateKey.generate(), Ed25519PrivateKey.generate()
        text = public_pem(first.public_key()) + "\n" + private_pem(second)
        keys = load_public_keys(text)
        assert [raw_public(k) for k in keys] == [
            raw_public(first.public_key()),
            raw_public(second.public_key()),
        ]

    def test_no_pem_blocks_give_no_keys(self) -> None:
        assert load_public_keys("") == []

    def test_a_public_key_of_another_type_is_refused(self) -> None:
        key = rsa.generate_private_key(public_exponent=65537, key_size=1024).public_key()
        pem = key.public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        ).decode()
        with pytest.raises(ValueError):
            load_public_keys(pem)


class TestEncryptionKeys:
    def test_comma_separated_keys_are_read_in_order(self) -> None:
        first, second = new_encryption_key(), new_encryption_key()
        keys = parse_encryption_keys(f" {first} , {second},")
        assert keys == [b64url_decode(first), b64url_decode(second)]

    def test_a_new_key_is_32_bytes(self) -> None:
        assert len(b64url_decode(new_encryption_key())) == 32

    @pytest.mark.parametrize("text", ["", " , ", b64url(b"short"), b64url(bytes(33))])
    def test_no_key_or_a_key_of_the_wrong_size_is_refused(self, text: str) -> None:
        with pytest.raises(ValueError):
            parse_encryption_keys(text)

    def test_one_bad_key_among_good_ones_is_refused(self) -> None:
        with pytest.raises(ValueError):
            parse_encryption_keys(f"{new_encryption_key()},{b64url(bytes(16))}")


class TestReadOrCreate:
    def test_a_missing_file_is_created_private_to_the_owner(self, tmp_path: Path) -> None:
        path = tmp_path / "keys" / "signing.pem"
        assert read_or_create(path, lambda: "secret") == "secret"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600

    def test_an_existing_file_is_read_and_not_replaced(self, tmp_path: Path) -> None:
        path = tmp_path / "signing.pem"
        read_or_create(path, lambda: "first")
        assert read_or_create(path, lambda: "second") == "first"
