"""Logging of every ``svc`` process: one configuration, and no credential in any record.

``logging_config(settings)`` is the ``dictConfig`` that the CLI applies and that ``svc serve``
hands to uvicorn (so each worker process applies it too): one handler on the root logger, in
text or JSON lines (``SVC_LOG_FORMAT``), behind ``RedactCredentials``. Each record is one
line in either format, whatever its values hold: ``TextLines`` and ``JsonLines`` write control
characters escaped (``entrypoints/log_escaping.py``; a path sent with ``%0A`` cannot forge a
line), and exceptions as ``entrypoints/log_tracebacks.py`` renders them (no value a database
error quotes). uvicorn's loggers
propagate to it; uvicorn's own access log stays off (``svc.access`` writes one line per
request instead, see ``entrypoints/http/observability.py``). Driver chatter (aiosqlite,
asyncpg, httpx, websockets ...) is kept at WARNING unless ``SVC_LOG_LEVEL=debug``.

``RedactCredentials`` is defense in depth: whatever a record carries (uvicorn's WebSocket line
with ``?token=``, an exception text with a URL, a header echoed by a library) leaves the
process with query credentials, ``Bearer`` values, credential fields and JWTs replaced.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from bootstrap.outages import database_error_text
from bootstrap.settings import Settings
from entrypoints.log_escaping import escape
from entrypoints.log_tracebacks import ExcInfo, exception_text

REDACTED = "[redacted]"
PRE_REDACTED = "svc_redacted"
"""A record attribute (``extra={PRE_REDACTED: True}``): its message, arguments and fields were
built from values already redacted (the access log line, once per request), so
``RedactCredentials`` passes it as it is."""
_CREDENTIAL_NAMES = (
    r"access_?token|refresh_?token|id_?token|api_?token|auth_?token|join_?token|service_?token"
    r"|token|ticket|secret|client_?secret|server_?secret|password|passwd|api_?key|claim_?key"
    r"|code|state|session|sig|signature|jwt|csrf"
)
# name=value in a query string (after ? & or ;): the value up to the next separator.
_QUERY = re.compile(rf"(?i)([?&;](?:{_CREDENTIAL_NAMES})=)[^&;#\s\"'<>]*")
# "apiToken": "...", serverSecret=..., token: ... anywhere (not a suffix of a longer name).
_FIELD = re.compile(
    r"(?i)(?<![A-Za-z0-9_])((?:api_?token|access_?token|refresh_?token|join_?token|token"
    r"|server_?secret|client_?secret|secret|password|claim_?key|ticket)[\"']?\s*[:=]\s*[\"']?)"
    r"[^\"'\s,;&}]+"
)
_BEARER = re.compile(r"(?i)\b(bearer\s+)[^\s\"',;]+")
_JWT = re.compile(r"\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*")
_QUIET = ("aiosqlite", "asyncpg", "httpx", "httpcore", "websockets", "sqlalchemy", "hpack")


def redact(text: str) -> str:
    """``text`` with every credential it shows replaced by ``[redacted]``."""
    if not text:
        return text
    text = _JWT.sub(REDACTED, text)
    text = _BEARER.sub(rf"\1{REDACTED}", text)
    text = _QUERY.sub(rf"\1{REDACTED}", text)
    return _FIELD.sub(rf"\1{REDACTED}", text)


def _redacted_arg(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value  # numbers keep their type: a "%d" still formats
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception:
        return value
    cleaned = redact(text)
    return value if cleaned == text else cleaned


class OneLineOutages(logging.Filter):
    """asyncpg's pool logs a full traceback each time it fails to reconnect during a database
    outage (after 1, 2, 4... up to 60 s): the error on one line says as much."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            text = database_error_text(error) or str(error)
            record.msg = f"{record.getMessage()}: {type(error).__name__}: {text}"
            record.args, record.exc_info, record.exc_text = None, None, None
        return True


class RedactCredentials(logging.Filter):
    """Rewrites each record so that it shows no credential (installed on every handler)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, PRE_REDACTED, False) and not record.exc_info:
            return True
        # Arguments one by one, so that formatters reading them (uvicorn's) still can; then
        # the whole message, replacing it only when the format string itself shows one.
        if isinstance(record.args, tuple):
            record.args = tuple(_redacted_arg(arg) for arg in record.args)
        elif isinstance(record.args, Mapping):
            record.args = {key: _redacted_arg(arg) for key, arg in record.args.items()}
        try:
            message = record.getMessage()
        except Exception:  # a malformed call: logging reports it when it formats
            message = None
        if message is not None and (cleaned := redact(message)) != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = exception_text(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            record.fields = {key: _redacted_arg(value) for key, value in fields.items()}
        return True


class TextLines(logging.Formatter):
    """``LEVEL logger: message``, then the exception and stack, if any: one line per record,
    every control character escaped (a traceback's line breaks show as ``\\n``)."""

    def __init__(self) -> None:
        super().__init__("%(levelname)s %(name)s: %(message)s")

    def formatException(self, ei: ExcInfo) -> str:
        return exception_text(ei)

    def format(self, record: logging.LogRecord) -> str:
        return escape(super().format(record))


class JsonLines(logging.Formatter):
    """One JSON object per record: time, level, logger, message, the record's ``fields``
    (``extra={"fields": {...}}``) and the exception text, if any. Every string in it is
    escaped as in text lines, so a value read back holds no control character either."""

    def formatException(self, ei: ExcInfo) -> str:
        return exception_text(ei)

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            line.update(fields)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = record.stack_info
        return json.dumps(_escaped(line), separators=(",", ":"))


def _escaped(value: Any) -> Any:
    if isinstance(value, str):
        return escape(value)
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, Mapping):
        return {escape(str(key)): _escaped(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_escaped(item) for item in value]
    return escape(str(value))


def logging_config(settings: Settings) -> dict[str, Any]:
    """The ``logging.config.dictConfig`` of a process run with ``settings``."""
    level = settings.server.log_level.upper()
    quiet = "DEBUG" if settings.server.log_level == "debug" else "WARNING"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "redact": {"()": f"{__name__}.RedactCredentials"},
            "one_line": {"()": f"{__name__}.OneLineOutages"},
        },
        "formatters": {
            "text": {"()": f"{__name__}.TextLines"},
            "json": {"()": f"{__name__}.JsonLines"},
        },
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": settings.server.log_format,
                "filters": ["redact"],
            }
        },
        "root": {"level": level, "handlers": ["stderr"]},
        "loggers": {
            "uvicorn": {"level": level, "handlers": [], "propagate": True},
            "uvicorn.error": {"level": level, "handlers": [], "propagate": True},
            # Off: its lines carry the query string. svc.access logs each request instead.
            "uvicorn.access": {"level": "CRITICAL", "handlers": [], "propagate": False},
            **{name: {"level": quiet} for name in _QUIET},
            "asyncpg.pool": {"level": quiet, "filters": ["one_line"]},
        },
    }
