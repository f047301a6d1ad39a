"""No credential leaves the process in a log record: the filter every handler carries."""

from __future__ import annotations

import io
import json
import logging
import string
from collections.abc import Iterator

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from bootstrap.settings import Settings
from entrypoints.logs import JsonLines, RedactCredentials, logging_config, redact

SECRET_CHARS = string.ascii_letters + string.digits + "-_.~+/="
secrets_ = st.text(SECRET_CHARS, min_size=12, max_size=200).filter(
    lambda s: s.strip("-_.~+/=") and s.isascii()
)
JWT = "eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ"
PLACES = [
    '127.0.0.1:5000 - "WebSocket /v1/connect/servers/x/stream?token={}" [accepted]',
    "GET /v1/auth/idp/callback?code={}&state=abc",
    "GET /v1/auth/idp/callback?state={}",
    "/consent?service=x&ticket={}#frag",
    "url=https://h/p?a=1&secret={}",
    "Authorization: Bearer {}",
    "authorization: bearer {}",
    '{{"apiToken": "{}", "name": "x"}}',
    "{{'serverSecret': '{}'}}",
    "joinToken={} accepted",
    "a=1;client_secret={}",
]


@pytest.mark.parametrize("place", PLACES)
@given(secret=secrets_)
def test_credentials_are_redacted_wherever_they_appear(place: str, secret: str) -> None:
    assume(secret not in place)  # a "secret" such as "/v1/auth/idp" is in the line anyway
    assert secret not in redact(place.format(secret))


def test_tokens_in_other_words_and_plain_text_are_kept() -> None:
    kept = "auth.invalid_token: sign in first; status code 200; route /v1/profile/self"
    assert redact(kept) == kept
    assert redact(f"the token {JWT} was refused") == "the token [redacted] was refused"


@pytest.fixture
def captured() -> Iterator[tuple[logging.Logger, io.StringIO]]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RedactCredentials())
    logger = logging.getLogger("tests.redaction")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    yield logger, stream
    logger.removeHandler(handler)


def test_arguments_exception_text_and_fields_are_redacted_and_keep_their_types(
    captured: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = captured
    logger.info('%s - "%s %s HTTP/%s" %d', "1.2.3.4:5", "GET", f"/x?token={JWT}", "1.1", 200)
    try:
        raise ValueError(f"could not open https://h/p?secret={JWT}")
    except ValueError:
        logger.exception("failed with Bearer %s", JWT)
    logger.info("fields", extra={"fields": {"note": f"Bearer {JWT}", "status": 200}})
    text = stream.getvalue()
    assert JWT not in text
    assert '"GET /x?token=[redacted] HTTP/1.1" 200' in text
    assert "ValueError: could not open https://h/p?secret=[redacted]" in text


def test_json_lines_carry_the_fields_and_one_line_per_record() -> None:
    record = logging.LogRecord("svc.access", logging.INFO, __file__, 1, "GET %s", ("/x",), None)
    record.fields = {"method": "GET", "status": 200}
    line = JsonLines().format(record)
    assert "\n" not in line
    assert json.loads(line) | {"time": None} == {
        "time": None,
        "level": "INFO",
        "logger": "svc.access",
        "message": "GET /x",
        "method": "GET",
        "status": 200,
    }


def test_the_configuration_quiets_drivers_unless_debugging() -> None:
    info = logging_config(Settings.of(log_level="info", log_format="json"))
    debug = logging_config(Settings.of(log_level="debug"))
    assert info["loggers"]["asyncpg"] == {"level": "WARNING"}
    assert info["loggers"]["websockets"] == {"level": "WARNING"}
    assert debug["loggers"]["aiosqlite"] == {"level": "DEBUG"}
    assert info["handlers"]["stderr"]["filters"] == ["redact"]
    assert info["handlers"]["stderr"]["formatter"] == "json"
    assert info["loggers"]["uvicorn.access"]["propagate"] is False
