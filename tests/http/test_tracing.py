"""Tracing (entrypoints/tracing.py): off without OTEL_* variables; on, one request gives a
server span named by its route, spans for its SQL statements and for its call to the session
service, all in the trace of the caller's ``traceparent``, which the outbound call carries on.

In process, with the SDK's in-memory exporter: the app's core is built after tracing starts,
as in a worker, so its engine is instrumented."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator

import pytest
from litestar.testing import AsyncTestClient
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.tracing import start_tracing, stop_tracing, tracing_wanted
from tests.support.session_server import session_server

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"
PROFILE = uuid.UUID("5f7c6a3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f")


def test_tracing_is_off_unless_the_otel_variables_ask_for_it() -> None:
    assert not tracing_wanted({})
    assert not tracing_wanted({"OTEL_SERVICE_NAME": "svc"})
    assert not tracing_wanted({"OTEL_TRACES_EXPORTER": "none"})
    assert tracing_wanted({"OTEL_TRACES_EXPORTER": "otlp"})
    assert tracing_wanted({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"})
    assert not tracing_wanted(
        {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "true"}
    )
    assert start_tracing(environ={}) is None


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    memory = InMemorySpanExporter()
    assert start_tracing(memory) is not None
    try:
        yield memory
    finally:
        stop_tracing()


async def test_one_request_is_one_trace_with_http_database_and_outbound_spans(
    exporter: InMemorySpanExporter,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    with session_server() as sessions:
        settings = settings_for(
            database_url_for("sqlite"), session_service_url=sessions.url, rate_limit_scale=0
        )
        async with AsyncTestClient(app=create_app(settings)) as client:
            joined = (await client.post("/v1/auth/session/game/join", json={})).json()
            sessions.join("Steve", joined["serverId"], PROFILE)
            exporter.clear()
            verified = await client.post(
                "/v1/auth/session/game/verify",
                json={
                    "serverId": joined["serverId"],
                    "name": "Steve",
                    "joinToken": joined["joinToken"],
                },
                headers={"traceparent": f"00-{TRACE_ID}-{PARENT_ID}-01"},
            )
        assert verified.status_code == 200, verified.text
        outbound_traceparents = sessions.traceparents

    spans = exporter.get_finished_spans()
    ours = [s for s in spans if s.context is not None and f"{s.context.trace_id:032x}" == TRACE_ID]
    [server] = [s for s in ours if s.kind is SpanKind.SERVER]
    assert server.name == "POST /v1/auth/session/game/verify"
    assert server.parent is not None and f"{server.parent.span_id:016x}" == PARENT_ID
    assert server.attributes is not None
    assert server.attributes["http.route"] == "/v1/auth/session/game/verify"

    database = [s for s in ours if s.attributes and "db.statement" in s.attributes]
    assert database, [s.name for s in ours]
    statements = " ".join(str(s.attributes["db.statement"]) for s in database if s.attributes)
    assert "INSERT INTO auth_sessions" in statements and "Steve" not in statements

    [outbound] = [s for s in ours if s.kind is SpanKind.CLIENT and s.name.startswith("GET")]
    assert outbound.attributes is not None
    assert any(str(v).startswith(sessions.url) for v in outbound.attributes.values())
    # The session service was asked within the same trace, as a child of the outbound span.
    assert outbound.context is not None
    assert outbound_traceparents[-1] == (f"00-{TRACE_ID}-{outbound.context.span_id:016x}-01")
