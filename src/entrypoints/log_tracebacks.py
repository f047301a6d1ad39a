"""The traceback text of a logged exception, without the values a database error quotes.

It reads like Python's own (the chain of causes and contexts, the frames, each exception's
type and text, the members of an exception group), but a database error shows what
``database_error_text`` (``adapters/sql/error_text.py``, through ``bootstrap/outages.py``)
says of it instead of its message: PostgreSQL's messages quote the row, the key or the text a
statement carried (a feedback's text, a contact address).
"""

from __future__ import annotations

import traceback
from types import TracebackType

from bootstrap.outages import database_error_text

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None] | tuple[None, None, None]
_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"


def exception_text(exc_info: ExcInfo) -> str:
    """What ``logging.Formatter.formatException`` would give, database values left out."""
    error = exc_info[1]
    if error is None:
        return "NoneType: None"
    return "".join(_blocks(error, set())).rstrip("\n")


def _blocks(error: BaseException, seen: set[int]) -> list[str]:
    seen.add(id(error))
    lines: list[str] = []
    cause, context = error.__cause__, error.__context__
    if cause is not None and id(cause) not in seen:
        lines += [*_blocks(cause, seen), _CAUSE]
    elif context is not None and not error.__suppress_context__ and id(context) not in seen:
        lines += [*_blocks(context, seen), _CONTEXT]
    if error.__traceback__ is not None:
        lines += ["Traceback (most recent call last):\n", *traceback.format_tb(error.__traceback__)]
    described = database_error_text(error)
    if described is None:
        lines += traceback.format_exception_only(type(error), error)
    else:
        kind = type(error)
        lines.append(f"{kind.__module__}.{kind.__qualname__}: {described}\n")
    if isinstance(error, BaseExceptionGroup):
        for number, member in enumerate(error.exceptions, 1):
            lines.append(f"+---------------- {number} ----------------\n")
            lines += [f"| {line}" for line in "".join(_blocks(member, seen)).splitlines(True)]
    return lines
