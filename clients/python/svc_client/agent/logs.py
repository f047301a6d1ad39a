"""The agent's log: what ``-v`` promises (reconnects, polls), and never a credential.

``configure(verbose)`` puts one standard-error handler on the root logger, behind
``RedactSecrets``: warnings and errors of every logger, and with ``-v`` the agent's own lines
too (the ``svc_agent`` logger: the stream opened or closed, each reconnect and its delay,
each poll). Libraries' debug output stays off even with ``-v``: the websockets client prints
every handshake header there, ``Authorization: Bearer <server secret>`` included, and httpx
and httpcore a dozen lines per request.

``RedactSecrets`` rewrites every record that reaches the handler, whoever logged it:
``Bearer`` values, ``Authorization`` headers, credential fields (``serverSecret``,
``joinToken``, ``token`` ...) and every secret the agent holds (``remember``: its server
secret, its join token) show as ``[redacted]``. An embedding program may put the filter on
its own handlers.
"""

from __future__ import annotations

import logging
import re
import sys

LOGGER = "svc_agent"
REDACTED = "[redacted]"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_SHORTEST = 8  # shorter values would redact ordinary words
_PATTERNS = (
    re.compile(r"(?i)(\bbearer\s+)[^\s\"',;]+"),
    re.compile(r"(?i)(\bauthorization\s*[:=]\s*)[^\r\n\"',;]+"),
    re.compile(
        r"(?i)((?<![a-z0-9_])(?:server_?secret|join_?token|api_?token|access_?token|token"
        r"|secret|password)[\"']?\s*[:=]\s*[\"']?)[^\"'\s,;&}]+"
    ),
)
_known: set[str] = set()


def remember(*secrets: str | None) -> None:
    """Redact these values wherever a record shows them (the agent's credentials)."""
    _known.update(s for s in secrets if s and len(s) >= _SHORTEST)


def redact(text: str) -> str:
    """``text`` with every credential it shows replaced by ``[redacted]``."""
    for secret in sorted(_known, key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    for pattern in _PATTERNS:
        text = pattern.sub(rf"\1{REDACTED}", text)
    return text


class RedactSecrets(logging.Filter):
    """Rewrites each record so that it shows no credential: its message, with the arguments
    in, and its exception and stack texts."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a malformed call: logging reports it when it formats
            message = None
        if message is not None and (cleaned := redact(message)) != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


def configure(verbose: bool) -> None:
    """The command's logging: warnings of every logger, the agent's own lines with ``-v``."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RedactSecrets())
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    logging.getLogger(LOGGER).setLevel(logging.DEBUG if verbose else logging.WARNING)
