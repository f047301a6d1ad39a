"""The object storage's key rule (domain/shared/storage_key.py) and the template assets that
refer to stored objects by it."""

from __future__ import annotations

import posixpath
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.games.template import check_asset_url
from domain.shared.errors import InvalidInput
from domain.shared.storage_key import KEY_MAX, check_storage_key, is_storage_key

ALPHABET = frozenset(string.ascii_lowercase + string.digits + "._-/")
segments = st.text(string.ascii_lowercase + string.digits + "._-", min_size=1, max_size=40)
# Text made of the pieces a path traversal is made of, and anything else.
tricky = st.lists(
    st.sampled_from(["..", ".", "/", "\\", "a", "b.json", "%2e", "C:", "\x00", "\n", "~", " "])
    | st.text(max_size=5),
    max_size=12,
).map("".join)


@given(st.text(max_size=300) | tricky)
def test_an_accepted_key_stays_inside_the_root(key: str) -> None:
    if not is_storage_key(key):
        return
    assert 1 <= len(key) <= KEY_MAX
    assert set(key) <= ALPHABET  # no backslash, no control character, no upper case
    assert not key.startswith("/") and not key.endswith("/") and "//" not in key
    assert ".." not in key.split("/") and ".." not in key
    normal = posixpath.normpath(posixpath.join("/root", key))
    assert normal.startswith("/root/") and normal == f"/root/{key}"


@given(st.lists(segments, min_size=1, max_size=4))
def test_keys_of_the_alphabet_are_accepted(parts: list[str]) -> None:
    parts = [part if part[0].isalnum() else f"x{part}" for part in parts]
    key = "/".join(parts)
    if ".." in key or len(key) > KEY_MAX:
        assert not is_storage_key(key)
    else:
        assert is_storage_key(key) and check_storage_key(key, "key") == key


@pytest.mark.parametrize(
    "key",
    [
        "../../dev-keys/jwt-ed25519.pem",
        "maps/../../etc/passwd",
        "a..b",
        "/abs.json",
        "maps\\ctf.zip",
        "Maps/ctf.zip",
        "maps//ctf.zip",
        "maps/",
        ".hidden",
        "",
        "a/b/c/d/e",
        "x" * 129,
        "maps/ctf\n.zip",
    ],
)
def test_keys_outside_the_rule_are_refused_naming_the_field(key: str) -> None:
    assert not is_storage_key(key)
    with pytest.raises(InvalidInput) as refused:
        check_storage_key(key, "assets[0].url")
    assert refused.value.field == "assets[0].url"


def test_template_assets_take_https_urls_and_storage_keys_of_the_rule() -> None:
    assert check_asset_url("storage://maps/ctf-1.zip", "f") == "storage://maps/ctf-1.zip"
    assert check_asset_url("https://cdn.example.com/x.png", "f") == "https://cdn.example.com/x.png"
    for url in ("storage://../../dev-keys/jwt-ed25519.pem", "storage:///etc/passwd", "ftp://a"):
        with pytest.raises(InvalidInput) as refused:
            check_asset_url(url, "assets[2].url")
        assert refused.value.field == "assets[2].url"
