"""The uiStyle document: its fields, at most 16 KiB serialized, nesting at most 8 levels."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.profile.ui_style import MAX_BYTES, MAX_DEPTH, SOURCE_MAX_LENGTH, validate_ui_style
from domain.shared.errors import InvalidInput

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)


def serialized_size(document: dict[str, Any]) -> int:
    return len(json.dumps(document, separators=(",", ":"), ensure_ascii=False).encode())


def nested(levels: int) -> dict[str, Any]:
    """An object ``levels`` deep (one level is ``{}``)."""
    document: dict[str, Any] = {}
    for _ in range(levels - 1):
        document = {"n": document}
    return document


def padded_to(size: int) -> dict[str, Any]:
    """A uiStyle of exactly ``size`` bytes serialized."""
    document: dict[str, Any] = {"payload": {"css": ""}}
    document["payload"]["css"] = "x" * (size - serialized_size(document))
    assert serialized_size(document) == size
    return document


json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**53), 2**53),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
json_values = st.recursive(
    json_leaves,
    lambda children: st.one_of(
        st.lists(children, max_size=3), st.dictionaries(st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=12,
)


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    """A uiStyle built from the allowed fields, each present or not."""
    document: dict[str, Any] = {}
    if draw(st.booleans()):
        document["syncEnabled"] = draw(st.booleans())
    if draw(st.booleans()):
        document["source"] = draw(st.text(max_size=SOURCE_MAX_LENGTH))
    if draw(st.booleans()):
        document["payload"] = draw(st.dictionaries(st.text(max_size=5), json_values, max_size=4))
    return document


def depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


class TestDocumentsWithinTheLimits:
    @given(document=documents())
    def test_a_document_of_the_allowed_fields_is_accepted_exactly_within_both_limits(
        self, document: dict[str, Any]
    ) -> None:
        within = serialized_size(document) <= MAX_BYTES and depth(document) <= MAX_DEPTH
        if within:
            assert validate_ui_style(document) is document
        else:
            with pytest.raises(InvalidInput):
                validate_ui_style(document)

    @SECONDARY
    @given(levels=st.integers(2, MAX_DEPTH), key=st.text(min_size=1, max_size=5))
    def test_any_payload_nested_up_to_the_limit_is_accepted(self, levels: int, key: str) -> None:
        document = {"payload": {key: nested(levels - 2)} if levels > 2 else {}}
        assert depth(document) == levels
        assert validate_ui_style(document) == document

    @SECONDARY
    @given(size=st.integers(32, MAX_BYTES))
    def test_any_document_up_to_the_size_limit_is_accepted(self, size: int) -> None:
        document = padded_to(size)
        assert validate_ui_style(document) == document

    def test_a_document_of_exactly_the_size_limit_is_accepted(self) -> None:
        document = padded_to(MAX_BYTES)
        assert validate_ui_style(document) == document

    def test_a_document_nested_exactly_to_the_depth_limit_is_accepted(self) -> None:
        document = {"payload": nested(MAX_DEPTH - 1)}
        assert depth(document) == MAX_DEPTH
        assert validate_ui_style(document) == document

    def test_an_empty_document_is_accepted(self) -> None:
        assert validate_ui_style({}) == {}

    def test_all_three_fields_together_are_accepted(self) -> None:
        document = {"syncEnabled": True, "source": "launcher", "payload": {"theme": "dark"}}
        assert validate_ui_style(document) == document

    def test_a_source_of_the_maximum_length_is_accepted(self) -> None:
        document = {"source": "s" * SOURCE_MAX_LENGTH}
        assert validate_ui_style(document) == document


class TestDocumentsOverTheLimits:
    @SECONDARY
    @given(levels=st.integers(MAX_DEPTH + 1, 40), in_list=st.booleans())
    def test_any_nesting_deeper_than_the_limit_is_refused(self, levels: int, in_list: bool) -> None:
        inner: Any = nested(levels - 2)
        document = {"payload": {"n": [inner] if in_list else inner}}
        assert depth(document) > MAX_DEPTH
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style(document)
        assert caught.value.field == "uiStyle"

    @SECONDARY
    @given(size=st.integers(MAX_BYTES + 1, MAX_BYTES + 4096))
    def test_any_document_over_the_size_limit_is_refused(self, size: int) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style(padded_to(size))
        assert caught.value.field == "uiStyle"

    def test_a_document_one_byte_over_the_size_limit_is_refused(self) -> None:
        with pytest.raises(InvalidInput):
            validate_ui_style(padded_to(MAX_BYTES + 1))

    def test_a_document_one_level_deeper_than_the_limit_is_refused(self) -> None:
        document = {"payload": nested(MAX_DEPTH)}
        assert depth(document) == MAX_DEPTH + 1
        with pytest.raises(InvalidInput):
            validate_ui_style(document)

    def test_arrays_count_as_a_level_of_nesting(self) -> None:
        document = {"payload": {"a": [[[[[[[1]]]]]]]}}
        assert depth(document) == MAX_DEPTH + 1
        with pytest.raises(InvalidInput):
            validate_ui_style(document)

    def test_size_counts_utf8_bytes_not_characters(self) -> None:
        document = padded_to(MAX_BYTES)
        document["payload"]["css"] = document["payload"]["css"][:-1] + "é"
        assert len(json.dumps(document, separators=(",", ":"), ensure_ascii=False)) == MAX_BYTES
        with pytest.raises(InvalidInput):
            validate_ui_style(document)

    def test_a_pathologically_deep_document_is_refused_without_crashing(self) -> None:
        with pytest.raises(InvalidInput):
            validate_ui_style({"payload": nested(5_000)})


class TestDocumentShape:
    @pytest.mark.parametrize("value", [None, [], "style", 3, True])
    def test_something_other_than_an_object_is_refused(self, value: object) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style(value)
        assert caught.value.field == "uiStyle"

    def test_an_unknown_field_is_refused_and_named(self) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style({"syncEnabled": True, "colour": "red"})
        assert caught.value.field == "uiStyle.colour"

    @pytest.mark.parametrize(
        ("field", "value"),
        [
            ("syncEnabled", 1),
            ("syncEnabled", "true"),
            ("syncEnabled", None),
            ("source", 5),
            ("source", None),
            ("source", True),
            ("payload", []),
            ("payload", "{}"),
            ("payload", True),
            ("payload", None),
        ],
    )
    def test_a_field_of_the_wrong_type_is_refused_and_named(
        self, field: str, value: object
    ) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style({field: value})
        assert caught.value.field == f"uiStyle.{field}"

    def test_a_source_over_the_maximum_length_is_refused(self) -> None:
        with pytest.raises(InvalidInput) as caught:
            validate_ui_style({"source": "s" * (SOURCE_MAX_LENGTH + 1)})
        assert caught.value.field == "uiStyle.source"
