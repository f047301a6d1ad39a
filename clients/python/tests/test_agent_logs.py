"""The agent's log filter: no record shows a credential, whoever logged it."""

from __future__ import annotations

import io
import logging
import string
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from svc_client.agent.logs import RedactSecrets, redact, remember

SECRET_CHARS = string.ascii_letters + string.digits + "-_."
secrets_ = st.text(SECRET_CHARS, min_size=12, max_size=80).filter(lambda s: s.strip("-_."))
PLACES = [
    "> Authorization: Bearer {}",
    "authorization: bearer {}",
    "Authorization: Basic {}",
    '{{"serverSecret": "{}", "serverId": "x"}}',
    "joinToken={} accepted",
    "the secret {} was refused",  # a remembered one, anywhere
]


@pytest.mark.parametrize("place", PLACES)
@given(secret=secrets_)
def test_credentials_are_redacted_wherever_they_appear(place: str, secret: str) -> None:
    remember(secret)
    assert secret not in redact(place.format(secret))


@pytest.fixture
def captured() -> Iterator[tuple[logging.Logger, io.StringIO]]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RedactSecrets())
    logger = logging.getLogger("websockets.client.test")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    yield logger, stream
    logger.removeHandler(handler)


def test_messages_arguments_and_exceptions_are_redacted(
    captured: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = captured
    secret = "a1b2c3d4-0000-4000-8000-secretsecret"
    remember(secret)
    logger.debug("> %s: %s", "Authorization", f"Bearer {secret}")
    try:
        raise ValueError(f"could not use {secret}")
    except ValueError:
        logger.exception("failed")
    logger.info("%d commands", 3)
    text = stream.getvalue()
    assert secret not in text
    assert "> Authorization: [redacted]" in text and "3 commands" in text
