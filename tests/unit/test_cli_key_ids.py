"""`svc keys retire KID` takes any key id, one that begins with `-` too (key ids are base64url:
`svc keys list` shows them, an operator pastes one): entrypoints/cli.py."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from entrypoints.cli import _parser, key_id_as_operand

BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@given(st.text(BASE64URL, min_size=43, max_size=43))
def test_any_key_id_is_the_operand_of_keys_retire(kid: str) -> None:
    args = _parser().parse_args(key_id_as_operand(["keys", "retire", kid]))
    assert args.kid == kid


def test_an_explicit_separator_and_help_keep_their_meaning() -> None:
    kid = "-a_5cjkmZS7fK-UURxpN" + "A" * 23
    assert _parser().parse_args(key_id_as_operand(["keys", "retire", "--", kid])).kid == kid
    assert key_id_as_operand(["keys", "retire", "-h"]) == ["keys", "retire", "-h"]
    assert key_id_as_operand(["keys", "list"]) == ["keys", "list"]
