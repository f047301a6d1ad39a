"""The access line, built redacted (observability.py): a real ASGI call through the outermost
layer, its record through the handler chain every process configures (RedactCredentials)."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest

from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.observability import ObservabilityMiddleware, access_log
from entrypoints.logs import JsonLines, RedactCredentials, TextLines

JWT = "eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ"


@pytest.fixture(params=[TextLines, JsonLines])
def written(request: pytest.FixtureRequest) -> Iterator[io.StringIO]:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(request.param())
    handler.addFilter(RedactCredentials())
    access_log.addHandler(handler)
    # Another test of the same worker may have applied a dictConfig that disabled existing
    # loggers, or raised the global threshold: this one writes whatever they left.
    level, disabled, floor = access_log.level, access_log.disabled, logging.root.manager.disable
    access_log.setLevel(logging.INFO)
    access_log.disabled = False
    logging.disable(logging.NOTSET)
    try:
        yield out
    finally:
        access_log.removeHandler(handler)
        access_log.setLevel(level)
        access_log.disabled = disabled
        logging.disable(floor)


async def _ok(scope: dict[str, Any], receive: Any, send: Any) -> None:
    scope["path_template"] = "/v1/things/{thing_id}"
    scope.setdefault("state", {})["svc.caller"] = {"userId": "5b0e6a3c-0000-4000-8000-000000000001"}
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"{}"})


async def _call(request_id: str) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    scope = {"type": "http", "method": "GET", "headers": [(b"x-request-id", request_id.encode())]}
    await ObservabilityMiddleware(_ok, HttpMetrics())(scope, receive, send)
    return sent


async def test_one_line_with_every_field(written: io.StringIO) -> None:
    sent = await _call("plain-id-1")
    assert (b"x-request-id", b"plain-id-1") in sent[0]["headers"]
    [line] = written.getvalue().splitlines()
    if line.startswith("{"):
        fields = json.loads(line)
        assert fields["route"] == "/v1/things/{thing_id}" and fields["status"] == 200
        assert fields["requestId"] == "plain-id-1" and fields["method"] == "GET"
        assert fields["userId"] == "5b0e6a3c-0000-4000-8000-000000000001"
        assert fields["message"].startswith("GET /v1/things/{thing_id} 200 ")
    else:
        assert line.startswith("INFO svc.access: GET /v1/things/{thing_id} 200 ")
        assert line.endswith("ms requestId=plain-id-1 userId=5b0e6a3c-0000-4000-8000-000000000001")


@pytest.mark.parametrize("given", [JWT, f"token:{JWT[:20]}", "a.secret:abcdefghijkl"])
async def test_a_request_id_that_shows_a_credential_is_logged_redacted(
    written: io.StringIO, given: str
) -> None:
    sent = await _call(given)
    assert (b"x-request-id", given.encode()) in sent[0]["headers"]  # echoed as sent
    [line] = written.getvalue().splitlines()
    assert "[redacted]" in line
    assert JWT not in line and "abcdefghijkl" not in line and JWT[:20] not in line
