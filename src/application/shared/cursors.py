"""Opaque list cursors: the keyset of the last item, base64url-encoded.

Clients pass ``nextCursor`` back unchanged; anything else is refused with a 400.
"""

from __future__ import annotations

import base64
import binascii
import re
from datetime import datetime
from uuid import UUID

from domain.shared.errors import InvalidInput
from domain.shared.time import from_millis, to_millis

_OBJECT_ID = re.compile(r"[0-9a-f]{24}")
_MAX_MILLIS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z


def encode(*parts: str) -> str:
    return base64.urlsafe_b64encode("|".join(parts).encode()).decode().rstrip("=")


def decode(cursor: str, count: int) -> list[str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise invalid() from None
    parts = raw.split("|")
    if len(parts) != count:
        raise invalid()
    return parts


def invalid() -> InvalidInput:
    return InvalidInput("cursor is not valid; pass nextCursor back unchanged", field="cursor")


def millis(text: str) -> datetime:
    if not text.isdigit() or int(text) > _MAX_MILLIS:
        raise invalid()
    return from_millis(int(text))


def millis_text(moment: datetime) -> str:
    return str(to_millis(moment))


def uuid(text: str) -> UUID:
    try:
        return UUID(hex=text)
    except ValueError:
        raise invalid() from None


def object_id(text: str) -> str:
    if not _OBJECT_ID.fullmatch(text):
        raise invalid()
    return text
