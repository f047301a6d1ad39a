"""Text a client sent: never a NUL character, and shown back on one printable line.

PostgreSQL stores no NUL (U+0000) in text or JSON, and SQLite does; a NUL accepted from a
client would be a database error on one backend and a stored value on the other. So NUL is
refused in every text input, on every backend, where the input is decoded (docs/api.md,
"Conventions"): JSON bodies, path and query parameters, form fields
(entrypoints/http/decoding.py, entrypoints/http/nul_input.py), and the documents the
providers' webhooks send (their parsers use ``json_nul_field``).

In JSON a NUL can only be written as the escape ``\\u0000`` (a raw control character in a
string is not JSON), so a body without those six bytes holds none and is not walked; one with
them may still hold none (``\\\\u0000`` is a backslash followed by the text ``u0000``), the
walk decides.
"""

from __future__ import annotations

import re
from typing import Any

NUL = "\x00"
NUL_ESCAPE = b"\\u0000"
NUL_MESSAGE = "must not contain the NUL character (U+0000)"
ROOT = "body"
"""The field name of a whole JSON document (a string at the top, or ``body[0]`` below)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def nul_field(document: Any) -> str | None:
    """Where the first string or object key holding a NUL is in a decoded JSON ``document``
    (``uiStyle.payload.a``, ``items[2].name``, ``body``), in document order; None if none."""
    pending: list[tuple[str, Any]] = [("", document)]
    while pending:
        path, value = pending.pop()
        if isinstance(value, str):
            if NUL in value:
                return path or ROOT
        elif isinstance(value, dict):
            children = []
            for key, child in value.items():
                where = f"{path}.{key}" if path else str(key)
                if NUL in str(key):
                    return where
                children.append((where, child))
            pending.extend(reversed(children))
        elif isinstance(value, list):
            head = path or ROOT
            pending.extend(reversed([(f"{head}[{i}]", child) for i, child in enumerate(value)]))
    return None


def json_nul_field(body: bytes, document: Any) -> str | None:
    """``nul_field`` of ``document`` decoded from the JSON ``body``; None at once (no walk)
    when the body has no ``\\u0000`` escape."""
    return nul_field(document) if NUL_ESCAPE in body else None


def printable(text: str, limit: int = 200) -> str:
    """One line of at most ``limit`` characters, control characters (NUL among them) shown as
    ``?``: what a client sent may be echoed in a field name or a message."""
    text = _CONTROL.sub("?", text)
    return text if len(text) <= limit else text[: limit - 3] + "..."
