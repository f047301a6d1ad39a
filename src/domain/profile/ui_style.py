"""The uiStyle document of profile settings: its shape, size and depth rules."""

from __future__ import annotations

from typing import Any

from domain.shared.errors import InvalidInput
from domain.shared.json_document import nests_deeper_than, serialized_size

MAX_BYTES = 16 * 1024
MAX_DEPTH = 8
SOURCE_MAX_LENGTH = 64
_FIELDS = {"syncEnabled": bool, "source": str, "payload": dict}


def validate_ui_style(value: Any) -> dict[str, Any]:
    """Return the document when it is a valid uiStyle, else raise InvalidInput."""
    if not isinstance(value, dict):
        raise InvalidInput("uiStyle must be an object", field="uiStyle")
    for key, item in value.items():
        expected = _FIELDS.get(key)
        if expected is None:
            raise InvalidInput(
                f"unknown field; uiStyle has {', '.join(_FIELDS)}", field=f"uiStyle.{key}"
            )
        if not isinstance(item, expected) or (expected is not bool and isinstance(item, bool)):
            raise InvalidInput(f"must be of type {expected.__name__}", field=f"uiStyle.{key}")
    if len(value.get("source", "")) > SOURCE_MAX_LENGTH:
        raise InvalidInput(
            f"must be at most {SOURCE_MAX_LENGTH} characters", field="uiStyle.source"
        )
    if nests_deeper_than(value, MAX_DEPTH):
        raise InvalidInput(f"nesting deeper than {MAX_DEPTH} levels", field="uiStyle")
    size = serialized_size(value)
    if size > MAX_BYTES:
        raise InvalidInput(f"{size} bytes serialized, over {MAX_BYTES}", field="uiStyle")
    return value
