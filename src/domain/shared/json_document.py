"""The shape of a free-form JSON document: how deep it nests and how large it is.

Areas that store client-supplied JSON (profile uiStyle, Connect command payloads and
settings) bound both, each with its own limits and error codes.
"""

from __future__ import annotations

import json
from typing import Any


def nests_deeper_than(value: Any, limit: int) -> bool:
    """True when objects and arrays nest more than ``limit`` levels (looks no deeper)."""
    if not isinstance(value, dict | list):
        return False
    if limit == 0:
        return True
    children = value.values() if isinstance(value, dict) else value
    return any(nests_deeper_than(child, limit - 1) for child in children)


def serialized_size(value: Any) -> int:
    """Bytes of ``value`` as compact UTF-8 JSON (no spaces, non-ASCII kept as is)."""
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())
