"""Size and nesting bounds for the free-form JSON objects Connect stores."""

from __future__ import annotations

from typing import Any

from domain.connect.errors import invalid
from domain.shared.json_document import nests_deeper_than, serialized_size

MAX_DEPTH = 32


def check_document(value: Any, field: str, max_bytes: int) -> dict[str, Any]:
    """``value`` when it is a JSON object within ``max_bytes`` serialized and MAX_DEPTH deep."""
    if not isinstance(value, dict):
        raise invalid("must be an object", field)
    if nests_deeper_than(value, MAX_DEPTH):
        raise invalid(f"nests deeper than {MAX_DEPTH} levels", field)
    size = serialized_size(value)
    if size > max_bytes:
        raise invalid(f"is {size} bytes serialized, over the limit of {max_bytes}", field)
    return value
