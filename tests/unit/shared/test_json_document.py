"""The JSON-document shape rule shared by profile uiStyle and Connect payloads and settings."""

from __future__ import annotations

from typing import Any

import pytest

from domain.shared.json_document import nests_deeper_than, serialized_size


def nested(levels: int, in_list: bool = False) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value] if in_list else {"a": value}
    return value


@pytest.mark.parametrize("in_list", [False, True])
def test_depth_counts_objects_and_arrays(in_list: bool) -> None:
    assert not nests_deeper_than(nested(3, in_list), 3)
    assert nests_deeper_than(nested(4, in_list), 3)
    assert not nests_deeper_than("scalar", 0)
    assert nests_deeper_than({}, 0)


def test_size_is_compact_utf8() -> None:
    assert serialized_size({"a": [1, 2]}) == len('{"a":[1,2]}')
    assert serialized_size({"é": "€"}) == len('{"é":"€"}'.encode())
