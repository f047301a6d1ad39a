"""Claim keys: Crockford base32, shown XXXX-XXXX, read back however a person types them."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.connect.claim_key import (
    ALPHABET,
    LENGTH,
    canonical_claim_key,
    claim_key_digest,
    display,
    generate_claim_key,
)

random_bytes = st.binary(min_size=5, max_size=5)


@given(random_bytes)
def test_a_generated_key_is_eight_characters_of_the_alphabet(raw: bytes) -> None:
    key = generate_claim_key(raw)
    assert len(key) == LENGTH
    assert set(key) <= set(ALPHABET)


def test_every_bit_of_the_random_bytes_counts() -> None:
    keys = {generate_claim_key(bytes([0, 0, 0, 0, 1 << bit])) for bit in range(8)}
    assert len(keys) == 8
    assert generate_claim_key(b"\x00" * 5) == "00000000"
    assert generate_claim_key(b"\xff" * 5) == "ZZZZZZZZ"


@given(random_bytes)
def test_the_displayed_key_reads_back_as_typed_in_any_case(raw: bytes) -> None:
    key = generate_claim_key(raw)
    shown = display(key)
    assert shown[4] == "-"
    for typed in (shown, shown.lower(), key.lower(), f" {shown[:4]} {shown[5:]} "):
        assert canonical_claim_key(typed) == key


@given(random_bytes, st.data())
def test_look_alike_letters_read_as_digits(raw: bytes, data: st.DataObject) -> None:
    key = generate_claim_key(raw)
    typed = "".join(
        data.draw(st.sampled_from(["I", "i", "L", "l"])) if ch == "1"
        else data.draw(st.sampled_from(["O", "o"])) if ch == "0"
        else ch
        for ch in key
    )  # fmt: skip
    assert canonical_claim_key(typed) == key


@pytest.mark.parametrize(
    "typed", ["", "ABCD-EFG", "ABCD-EFGHJ", "ABCD-EFGU", "ABCD_EFGH", "x" * 40]
)
def test_what_cannot_be_a_key_is_refused(typed: str) -> None:
    assert canonical_claim_key(typed) is None


PEPPER, OTHER_PEPPER = b"p" * 32, b"q" * 32


@given(random_bytes, random_bytes)
def test_different_keys_have_different_digests(a: bytes, b: bytes) -> None:
    key_a, key_b = generate_claim_key(a), generate_claim_key(b)
    assert (claim_key_digest(key_a, PEPPER) == claim_key_digest(key_b, PEPPER)) == (key_a == key_b)


@given(random_bytes)
def test_the_digest_depends_on_the_server_side_secret(a: bytes) -> None:
    """A copy of the database without the secret cannot test 2^40 guesses against a digest."""
    key = generate_claim_key(a)
    assert claim_key_digest(key, PEPPER) != claim_key_digest(key, OTHER_PEPPER)
    assert claim_key_digest(key, PEPPER) != hashlib.sha256(f"claim-key:{key}".encode()).hexdigest()
