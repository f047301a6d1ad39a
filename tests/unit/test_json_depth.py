"""The depth checks of stored JSON documents look no deeper than their limit.

A document nested far beyond Python's recursion limit (built in memory; the HTTP layer refuses
such bodies before they get here) is refused as InvalidInput, not a RecursionError.
"""

from __future__ import annotations

from typing import Any

import pytest

from domain.connect.documents import check_document
from domain.profile.ui_style import validate_ui_style
from domain.shared.errors import InvalidInput


def _deep(levels: int) -> dict[str, Any]:
    document: dict[str, Any] = {}
    for _ in range(levels):
        document = {"a": document, "b": [[[]]]}
    return document


def test_a_connect_document_nested_100000_levels_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        check_document(_deep(100_000), "data", 64 * 1024)


def test_a_ui_style_nested_100000_levels_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        validate_ui_style({"payload": _deep(100_000)})
