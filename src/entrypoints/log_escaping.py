"""Control characters in a logged value are shown escaped, never written.

A value a client chose (a path with ``%0A``, a name, a header echoed in an exception) must
not start a line of its own in the log, rewrite what a terminal shows (``ESC [``) or reorder
it (bidirectional overrides). ``escape`` writes C0 and C1 control characters, DEL, the
Unicode line and paragraph separators, the bidirectional embedding, override and isolate
characters and lone surrogates as ``\\n``, ``\\r``, ``\\t``, ``\\xNN`` or ``\\uNNNN``, and a
backslash as ``\\\\``, so the escaped text holds no line break and ``unescape`` gives the
original back. The formatters of ``entrypoints/logs.py`` apply it to every record.
"""

from __future__ import annotations

import re

_ESCAPED = re.compile(
    "[\\x00-\\x1f\\x7f-\\x9f\\\\"  # C0, DEL, C1, the backslash
    "\u2028\u2029\u202a-\u202e\u2066-\u2069"  # line and paragraph separators, bidi controls
    "\ud800-\udfff]"  # lone surrogates (no encoder writes them)
)
_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\"}
_LONG = {value: key for key, value in _SHORT.items()}
_SEQUENCE = re.compile(r"\\(?:x[0-9a-f]{2}|u[0-9a-f]{4}|[nrt\\])")


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    short = _SHORT.get(char)
    if short is not None:
        return short
    code = ord(char)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def escape(text: str) -> str:
    """``text`` with every control character (and backslash) written as an escape."""
    return _ESCAPED.sub(_escaped, text)


def _unescaped(match: re.Match[str]) -> str:
    sequence = match.group()
    return _LONG.get(sequence) or chr(int(sequence[2:], 16))


def unescape(text: str) -> str:
    """The original of ``escape(original)``."""
    return _SEQUENCE.sub(_unescaped, text)
