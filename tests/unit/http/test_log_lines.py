"""One record, one line: control characters in any logged value are shown escaped, in text
and JSON lines, messages, arguments, fields and exception texts alike."""

from __future__ import annotations

import json
import logging
import sys
import unicodedata
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from entrypoints.log_escaping import escape, unescape
from entrypoints.log_tracebacks import exception_text
from entrypoints.logs import JsonLines, RedactCredentials, TextLines

# What some reader (Python's splitlines, a terminal, a log viewer) takes for a line break or a
# control sequence, mixed into any text.
BREAKING = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029\x1b\x00\x7f\x9b\u202e\ud800\\"
texts = st.text(st.characters(codec="utf-8") | st.sampled_from(BREAKING), max_size=80)


def _no_control(text: str) -> bool:
    return all(
        unicodedata.category(char) not in ("Cc", "Zl", "Zp", "Cs") and char not in BREAKING[:-1]
        for char in text
    )


@given(texts)
def test_escaped_text_is_one_line_without_controls_and_gives_the_original_back(text: str) -> None:
    escaped = escape(text)
    assert len(escaped.splitlines()) <= 1
    assert _no_control(escaped)
    assert unescape(escaped) == text


def _record(message: str, argument: str, field: str, error: BaseException | None) -> Any:
    record = logging.LogRecord(
        "svc.http", logging.ERROR, __file__, 1, message.replace("%", "%%") + " %s", (argument,),
        (type(error), error, error.__traceback__) if error is not None else None,
    )  # fmt: skip
    record.fields = {"route": field, "status": 500, "nested": [field, {"k": field}]}
    return record


def _raised(text: str) -> BaseException:
    try:
        try:
            raise KeyError(text)
        except KeyError as inner:
            raise ValueError(text) from inner
    except ValueError as error:
        return error


@given(texts, texts, texts, st.booleans())
def test_a_record_is_one_line_in_both_formats(
    message: str, argument: str, field: str, failed: bool
) -> None:
    error = _raised(argument) if failed else None
    text = TextLines().format(_record(message, argument, field, error))
    assert len(text.splitlines()) == 1 and _no_control(text)
    assert unescape(text).startswith(f"ERROR svc.http: {message} {argument}")

    line = JsonLines().format(_record(message, argument, field, error))
    assert len(line.splitlines()) == 1
    decoded = json.loads(line)
    assert all(_no_control(value) for value in _strings(decoded))
    assert unescape(decoded["message"]) == f"{message} {argument}"
    assert unescape(decoded["route"]) == field
    assert ("exception" in decoded) is failed


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in (key, *_strings(item))]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def test_a_forged_line_shows_escaped_after_redaction() -> None:
    record = _record("unhandled error on GET", "/v1/x\nINFO svc.access: GET /x 200", "r", None)
    RedactCredentials().filter(record)
    line = TextLines().format(record)
    assert line == "ERROR svc.http: unhandled error on GET /v1/x\\nINFO svc.access: GET /x 200"


def test_tracebacks_read_like_pythons_own() -> None:
    error = _raised("boom")
    try:
        raise RuntimeError("while handling") from None
    except RuntimeError as suppressed:
        quiet = suppressed
    try:
        try:
            raise OSError("first")
        except OSError:
            raise LookupError("second")  # noqa: B904 (the implicit context is the point)
    except LookupError as chained:
        context = chained
    for each in (error, quiet, context):
        exc_info = (type(each), each, each.__traceback__)
        assert exception_text(exc_info) == logging.Formatter().formatException(exc_info)
    assert exception_text(sys.exc_info()) == "NoneType: None"


def test_exception_groups_show_their_members() -> None:
    try:
        raise ExceptionGroup("two failed", [ValueError("one"), KeyError("two")])
    except ExceptionGroup as group:
        text = exception_text((type(group), group, group.__traceback__))
    assert "ExceptionGroup: two failed (2 sub-exceptions)" in text
    assert "| ValueError: one" in text and "| KeyError: 'two'" in text
