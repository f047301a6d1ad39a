"""Skin-builder parts: the images a skin builder offers (a hat, a face...), by category.

A part is a PNG of at most ``MAX_PART_BYTES``, uploaded by a holder of the upload node and
stored in the object storage under a random id (its URL is public).
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.shared.errors import InvalidInput, NotFound

MAX_PART_BYTES = 256 * 1024
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CATEGORY = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
NAME_MAX = 64
FORMATS = {"png": "image/png"}


class PartNotFound(NotFound):
    """No skin-builder part with this id."""

    code = "skin_parts.not_found"


@dataclass(frozen=True, slots=True)
class SkinPart:
    id: str
    category: str
    name: str
    content_type: str
    size: int
    created_at: datetime
    uploaded_by: UUID

    @property
    def object_key(self) -> str:
        return part_key(self.id)


def part_key(part_id: str) -> str:
    return f"skin-parts/{part_id}.png"


PART_FILE = re.compile(r"skin-parts/([0-9a-f]{24})\.png")
"""The key of a part's stored image (``part_key``; group 1: the part's id)."""


def category(raw: str) -> str:
    value = raw.strip().lower()
    if not CATEGORY.fullmatch(value):
        raise InvalidInput("1-32 of a-z, 0-9, '_' and '-'", field="category")
    return value


def part_name(raw: str) -> str:
    value = raw.strip()
    if not value or len(value) > NAME_MAX or any(not ch.isprintable() for ch in value):
        raise InvalidInput(f"1-{NAME_MAX} printable characters", field="name")
    return value


def decode_part(format_: str, data: str) -> tuple[bytes, str]:
    """The image's bytes and content type; InvalidInput unless a PNG within the size bound."""
    content_type = FORMATS.get(format_)
    if content_type is None:
        raise InvalidInput("format must be png", field="data.format")
    if len(data) > (MAX_PART_BYTES // 3 + 2) * 4:
        raise InvalidInput(f"the image is over {MAX_PART_BYTES} bytes", field="data.data")
    try:
        raw = base64.b64decode(data.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        raise InvalidInput("data is not standard base64", field="data.data") from None
    if len(raw) > MAX_PART_BYTES:
        raise InvalidInput(f"the image is over {MAX_PART_BYTES} bytes", field="data.data")
    if not raw.startswith(PNG_SIGNATURE):
        raise InvalidInput("the image is not a PNG", field="data.data")
    return raw, content_type
