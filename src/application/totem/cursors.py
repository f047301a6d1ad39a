"""The gallery's opaque cursor: the sort key and model id of the last item of a page."""

from __future__ import annotations

import base64
import binascii
import json
import re

from application.totem.ports import GalleryCursor
from domain.shared.errors import InvalidInput
from domain.shared.text_input import NUL
from domain.totem.gallery import Sort

_MODEL_ID = re.compile(r"[0-9a-f]{24}")
_MAX_INT = 2**62


def encode(sort: Sort, key: int | str, model_id: str) -> str:
    raw = json.dumps([str(sort), key, model_id], separators=(",", ":"), ensure_ascii=False)
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode(cursor: str, sort: Sort) -> GalleryCursor:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        kind, key, model_id = json.loads(raw)
    except (binascii.Error, UnicodeDecodeError, ValueError, TypeError, RecursionError):
        raise _invalid() from None
    if kind != str(sort) or not isinstance(model_id, str) or not _MODEL_ID.fullmatch(model_id):
        raise _invalid()
    if sort is Sort.NAME:
        if not isinstance(key, str) or len(key) > 512 or NUL in key:
            raise _invalid()
    elif isinstance(key, bool) or not isinstance(key, int) or not 0 <= key < _MAX_INT:
        raise _invalid()
    return GalleryCursor(key, model_id)


def _invalid() -> InvalidInput:
    return InvalidInput(
        "cursor is not valid for this sort; pass nextCursor back unchanged", field="cursor"
    )
