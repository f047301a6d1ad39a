"""A body member the operation does not take is named in ``field`` (``colour``,
``server.colour``, ``items[1].colour``), not reported against the whole ``body``
(entrypoints/http/decoding.py)."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from litestar.exceptions import ValidationException

from domain.shared.text_input import printable
from entrypoints.http.decoding import decode_json_body


class Inner(msgspec.Struct, forbid_unknown_fields=True, rename="camel"):
    display_name: str = ""


class Outer(msgspec.Struct, forbid_unknown_fields=True, rename="camel"):
    server: Inner = msgspec.field(default_factory=Inner)
    items: list[Inner] = msgspec.field(default_factory=list)


def refused_field(body: bytes, target: object = Outer) -> str:
    with pytest.raises(ValidationException) as refused:
        decode_json_body(body, target)
    [error] = refused.value.extra  # type: ignore[misc]
    assert error["source"] == "body" and "unknown field" in error["message"]
    return str(error["key"])


def test_an_unknown_member_is_named_where_it_is() -> None:
    assert refused_field(b'{"colour": 1}') == "colour"
    assert refused_field(b'{"server": {"displayName": "a", "colour": 1}}') == "server.colour"
    assert refused_field(b'{"items": [{}, {"colour": 1}]}') == "items[1].colour"
    assert refused_field(b'[{"colour": 1}]', list[Inner]) == "body[0].colour"


NAMES = st.text(st.characters(codec="utf-8", exclude_characters='`\\"\x00'), min_size=1)


@settings(deadline=None)
@given(name=NAMES)
def test_any_unknown_name_is_the_field(name: str) -> None:
    if name in ("server", "items"):
        return
    body = msgspec.json.encode({name: 1})
    assert refused_field(body) == printable(name)  # as every field name is shown
