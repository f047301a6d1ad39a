"""The NUL rule on decoded JSON documents (domain/shared/text_input.py): where the first NUL is,
and the byte search that spares the walk on bodies without a ``\\u0000`` escape."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.text_input import json_nul_field, nul_field, printable

TEXT = st.text(alphabet=st.sampled_from(["a", "\\", "u", "0", "\x00", "é", '"']), max_size=6)
DOCUMENTS = st.recursive(
    st.none() | st.booleans() | st.integers() | TEXT,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(TEXT, children, max_size=3),
    max_leaves=12,
)


def holds_nul(value: Any) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any("\x00" in key or holds_nul(child) for key, child in value.items())
    return isinstance(value, list) and any(holds_nul(child) for child in value)


@given(DOCUMENTS)
def test_a_nul_is_found_exactly_when_a_string_or_key_holds_one(document: Any) -> None:
    assert (nul_field(document) is not None) == holds_nul(document)


@given(DOCUMENTS, st.booleans())
def test_the_byte_search_never_hides_a_nul(document: Any, ascii_only: bool) -> None:
    body = json.dumps(document, ensure_ascii=ascii_only).encode()
    assert json_nul_field(body, json.loads(body)) == nul_field(document)


@pytest.mark.parametrize(
    ("document", "field"),
    [
        ({"uiStyle": {"payload": {"a": "x\x00"}}}, "uiStyle.payload.a"),
        ({"uiStyle": {"payload": {"a\x00": 1}}}, "uiStyle.payload.a\x00"),
        ({"items": [{"name": "ok"}, {"name": "\x00"}]}, "items[1].name"),
        ({"a": "\x00", "b": "\x00"}, "a"),  # the first in document order
        ({"a": {"b": "ok"}, "c": "\x00"}, "c"),
        ("\x00", "body"),
        ([["ok", "\x00"]], "body[0][1]"),
        ({"a": "\\u0000", "b": ["u0000"]}, None),  # a backslash and the text u0000: no NUL
    ],
)
def test_the_field_is_named_as_the_other_validation_errors_name_it(
    document: Any, field: str | None
) -> None:
    assert nul_field(document) == field


def test_a_body_without_the_escape_is_not_walked() -> None:
    assert json_nul_field(b'{"a": "b"}', {"a": "\x00"}) is None  # the body decides


def test_printable_is_one_short_line() -> None:
    assert printable("a\x00b\nc") == "a?b?c"
    assert printable("x" * 300) == "x" * 197 + "..."
