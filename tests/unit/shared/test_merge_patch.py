"""JSON Merge Patch (RFC 7396): the examples of its appendix A, and its rules as properties."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.merge_patch import merge_patch

RFC_EXAMPLES = [
    ({"a": "b"}, {"a": "c"}, {"a": "c"}),
    ({"a": "b"}, {"b": "c"}, {"a": "b", "b": "c"}),
    ({"a": "b"}, {"a": None}, {}),
    ({"a": "b", "b": "c"}, {"a": None}, {"b": "c"}),
    ({"a": ["b"]}, {"a": "c"}, {"a": "c"}),
    ({"a": "c"}, {"a": ["b"]}, {"a": ["b"]}),
    ({"a": {"b": "c"}}, {"a": {"b": "d", "c": None}}, {"a": {"b": "d"}}),
    ({"a": [{"b": "c"}]}, {"a": [1]}, {"a": [1]}),
    (["a", "b"], ["c", "d"], ["c", "d"]),
    ({"a": "b"}, ["c"], ["c"]),
    ({"a": "foo"}, None, None),
    ({"a": "foo"}, "bar", "bar"),
    ({"e": None}, {"a": 1}, {"e": None, "a": 1}),
    ([1, 2], {"a": "b", "c": None}, {"a": "b"}),
    ({}, {"a": {"bb": {"ccc": None}}}, {"a": {"bb": {}}}),
]


@pytest.mark.parametrize(("target", "patch", "result"), RFC_EXAMPLES)
def test_the_examples_of_rfc_7396(target: Any, patch: Any, result: Any) -> None:
    assert merge_patch(target, patch) == result


json_leaves = st.none() | st.booleans() | st.integers() | st.text(max_size=5)
documents = st.recursive(
    json_leaves,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)
objects = st.dictionaries(st.text(max_size=3), documents, max_size=4)


@given(objects, objects)
def test_inputs_are_never_changed(target: dict[str, Any], patch: dict[str, Any]) -> None:
    before_target, before_patch = copy.deepcopy(target), copy.deepcopy(patch)
    merge_patch(target, patch)
    assert (target, patch) == (before_target, before_patch)


@given(objects, objects)
def test_applying_a_patch_twice_changes_nothing_more(
    target: dict[str, Any], patch: dict[str, Any]
) -> None:
    once = merge_patch(target, patch)
    assert merge_patch(once, patch) == once


@given(objects, objects)
def test_members_the_patch_does_not_name_stay(
    target: dict[str, Any], patch: dict[str, Any]
) -> None:
    merged = merge_patch(target, patch)
    for key, value in target.items():
        if key not in patch:
            assert merged[key] == value
    for key, value in patch.items():
        if value is None:
            assert key not in merged
