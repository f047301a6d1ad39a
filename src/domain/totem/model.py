"""Personal totem models: the upload rules, ratings, authors, and the model document itself.

An upload is ``{format, data}``: ``format`` ``json`` is a block/item model JSON document
(the game's model format), ``data`` its bytes in standard base64. The document is decoded and
checked before anything is stored: at most ``MAX_MODEL_BYTES`` decoded, valid UTF-8 JSON, an
object whose keys are those such a model has (``MODEL_KEYS``) with the types the game reads,
nesting at most ``MAX_DEPTH`` levels. What is stored is its canonical form (keys sorted, no
spaces, UTF-8): identical models have identical bytes, whose SHA-256 de-duplicates uploads.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import math
import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

from domain.shared.errors import InvalidInput
from domain.shared.json_document import nests_deeper_than

FORMATS = ("json",)
MAX_MODEL_BYTES = 2 * 1024 * 1024
# The base64 text of the largest model, with room for line padding ('=').
MAX_DATA_CHARS = 4 * math.ceil(MAX_MODEL_BYTES / 3)
MAX_DEPTH = 32
FILE_NAME_MAX = 128
AUTHOR_NAME_MAX = 64
AUTHOR_DESCRIPTION_MAX = 500
AGES = (0, 16, 18, 21)

# Top-level keys of a block/item model, and the JSON type each must have.
MODEL_KEYS: dict[str, type | tuple[type, ...]] = {
    "parent": str,
    "textures": dict,
    "elements": list,
    "display": dict,
    "gui_light": str,
    "ambientocclusion": bool,
    "overrides": list,
    "texture_size": list,
    "groups": list,
    "credit": str,
}
# A model must say what it looks like: inherit it, or draw it.
REQUIRED_ANY = ("parent", "elements", "textures")


class Content(StrEnum):
    SFW = "sfw"
    NSFW = "nsfw"
    NSFL = "nsfl"


@dataclass(frozen=True, slots=True)
class Rating:
    content: Content = Content.SFW
    age: int = 0

    @property
    def mature(self) -> bool:
        return self.content is not Content.SFW


def rating(content: str | None, age: int | None) -> Rating:
    try:
        kind = Content(content if content is not None else "sfw")
    except ValueError:
        raise InvalidInput("must be one of sfw, nsfw, nsfl", field="rating.content") from None
    years = 0 if age is None else age
    if isinstance(years, bool) or years not in AGES:
        raise InvalidInput("must be one of 0, 16, 18, 21", field="rating.age")
    return Rating(kind, years)


@dataclass(frozen=True, slots=True)
class Author:
    id: UUID
    name: str | None = None
    description: str | None = None


def author(author_id: UUID, name: str | None, description: str | None) -> Author:
    name = (name or "").strip() or None
    description = (description or "").strip() or None
    if name is not None and len(name) > AUTHOR_NAME_MAX:
        raise InvalidInput(f"at most {AUTHOR_NAME_MAX} characters", field="author.name")
    if description is not None and len(description) > AUTHOR_DESCRIPTION_MAX:
        raise InvalidInput(
            f"at most {AUTHOR_DESCRIPTION_MAX} characters", field="author.description"
        )
    return Author(author_id, name, description)


def file_name(raw: str | None) -> str:
    """The model's display name ('' when none): printable, at most FILE_NAME_MAX characters."""
    name = (raw or "").strip()
    if len(name) > FILE_NAME_MAX:
        raise InvalidInput(f"at most {FILE_NAME_MAX} characters", field="fileName")
    if any(not ch.isprintable() for ch in name):
        raise InvalidInput("must not contain control characters", field="fileName")
    return name


@dataclass(frozen=True, slots=True)
class ModelFile:
    """A checked model: its canonical bytes and their SHA-256 (hex)."""

    document: dict[str, Any]
    data: bytes
    sha256: str


class ModelTooLarge(InvalidInput):
    code = "totem.model_too_large"

    def __init__(self, size: int) -> None:
        super().__init__(
            f"the model is {size} bytes decoded, over {MAX_MODEL_BYTES}", field="data.data"
        )


def _invalid(detail: str, field: str = "data.data") -> InvalidInput:
    return InvalidInput(detail, field=field, code="totem.invalid_model")


def decode_upload(format_: str, data: str) -> ModelFile:
    """Decode and check an upload; raise InvalidInput (nothing is stored) when it is not a
    model this platform serves."""
    if format_ not in FORMATS:
        raise InvalidInput(
            f"format must be one of {', '.join(FORMATS)}",
            field="data.format",
            code="totem.unsupported_format",
        )
    if len(data) > MAX_DATA_CHARS + 4:
        raise ModelTooLarge(len(data) * 3 // 4)
    try:
        raw = base64.b64decode(data.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        raise _invalid("data is not standard base64") from None
    if len(raw) > MAX_MODEL_BYTES:
        raise ModelTooLarge(len(raw))
    return model_file(raw)


def model_file(raw: bytes) -> ModelFile:
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except RecursionError:
        raise _invalid(f"the model nests deeper than {MAX_DEPTH} levels") from None
    except (UnicodeDecodeError, ValueError):
        raise _invalid("the model is not UTF-8 JSON") from None
    check_model(document)
    canonical = json.dumps(
        document, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode()
    return ModelFile(document, canonical, hashlib.sha256(canonical).hexdigest())


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def check_model(document: Any) -> dict[str, Any]:
    if not isinstance(document, dict):
        raise _invalid("the model must be a JSON object")
    if nests_deeper_than(document, MAX_DEPTH):
        raise _invalid(f"the model nests deeper than {MAX_DEPTH} levels")
    for key, value in document.items():
        expected = MODEL_KEYS.get(key)
        if expected is None:
            raise _invalid(f"unknown key {key!r}; a model has {', '.join(MODEL_KEYS)}")
        if not isinstance(value, expected) or (expected is not bool and isinstance(value, bool)):
            name = expected.__name__ if isinstance(expected, type) else "value"
            raise _invalid(f"{key} must be of JSON type {_json_type(name)}")
    if not any(key in document for key in REQUIRED_ANY):
        raise _invalid(f"a model needs at least one of {', '.join(REQUIRED_ANY)}")
    textures = document.get("textures", {})
    if not all(isinstance(v, str) for v in textures.values()):
        raise _invalid("textures maps names to strings")
    for element in document.get("elements", []):
        if (
            not isinstance(element, dict)
            or not _is_vector(element.get("from"))
            or not (_is_vector(element.get("to")))
        ):
            raise _invalid("every element is an object with 'from' and 'to' of 3 numbers")
    return document


def _is_vector(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 3
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
    )


def _json_type(python_name: str) -> str:
    return {"str": "string", "dict": "object", "list": "array", "bool": "boolean"}.get(
        python_name, python_name
    )


@dataclass(frozen=True, slots=True)
class TotemModel:
    """A stored model. ``id`` is random (the model file is public at its URL)."""

    id: str
    owner_id: UUID
    sha256: str
    size: int
    name: str
    rating: Rating
    author: Author
    created_at: datetime
    last_used_at: datetime
    selected_count: int = 0

    @property
    def object_key(self) -> str:
        return object_key(self.id)


def object_key(model_id: str) -> str:
    """Where the model's file is stored, and its path below the CDN URL."""
    return f"{model_id}.json"


MODEL_FILE = re.compile(r"([0-9a-f]{24})\.json")
"""The key of a model's stored file (``object_key``; group 1: the model's id)."""
