"""Size and nesting bounds for the free-form JSON objects Connect stores."""

from __future__ import annotations

import json
from typing import Any

from domain.connect.errors import invalid

MAX_DEPTH = 32


def _deeper_than(value: Any, limit: int) -> bool:
    if not isinstance(value, dict | list):
        return False
    if limit == 0:
        return True
    children = value.values() if isinstance(value, dict) else value
    return any(_deeper_than(child, limit - 1) for child in children)


def check_document(value: Any, field: str, max_bytes: int) -> dict[str, Any]:
    """``value`` when it is a JSON object within ``max_bytes`` serialized and MAX_DEPTH deep."""
    if not isinstance(value, dict):
        raise invalid("must be an object", field)
    if _deeper_than(value, MAX_DEPTH):
        raise invalid(f"nests deeper than {MAX_DEPTH} levels", field)
    size = len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())
    if size > max_bytes:
        raise invalid(f"is {size} bytes serialized, over the limit of {max_bytes}", field)
    return value
