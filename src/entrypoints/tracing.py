"""Tracing with OpenTelemetry: off by default, on with the standard ``OTEL_*`` variables.

On when ``OTEL_TRACES_EXPORTER`` names an exporter (``otlp``, ``console``; ``none`` is off)
or an OTLP endpoint is set (``OTEL_EXPORTER_OTLP_ENDPOINT``,
``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``), unless ``OTEL_SDK_DISABLED=true``. Everything else is
the SDK's own reading of the environment: ``OTEL_SERVICE_NAME`` (``svc`` by default),
``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_TRACES_SAMPLER``, ``OTEL_PROPAGATORS`` (W3C
``traceparent`` by default), ``OTEL_EXPORTER_OTLP_*``, ``OTEL_BSP_*``.

A request gets one server span (the ASGI instrumentation, named ``METHOD route-template``,
its URL's credentials redacted as in the logs), with children for the SQL statements of the
unit of work (SQLAlchemy: the statement with its placeholders, never the values), the
outbound HTTP calls (httpx, which also pass ``traceparent`` on) and Redis commands (arguments
replaced by ``?``). An incoming ``traceparent`` is continued. The hot read path (the fast
reader's own asyncpg/sqlite3 connections) is not instrumented.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from entrypoints.logs import redact

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter
    from opentelemetry.trace import Span

_URL_ATTRIBUTES = ("http.url", "url.full", "http.target")
_provider: TracerProvider | None = None


def tracing_wanted(environ: Mapping[str, str] = os.environ) -> bool:
    if environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporters = environ.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if exporters:
        return exporters != "none"
    return bool(
        environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
        or environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
    )


def start_tracing(
    exporter: SpanExporter | None = None, environ: Mapping[str, str] = os.environ
) -> TracerProvider | None:
    """The process's tracer provider, set up and instrumenting once; None when tracing is off.

    ``exporter`` (tests) replaces the exporters of the environment, with spans exported as
    they end instead of in batches."""
    global _provider
    if _provider is not None:
        return _provider
    if exporter is None and not tracing_wanted(environ):
        return None
    from opentelemetry import trace
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
    from opentelemetry.instrumentation.redis import RedisInstrumentor
    from opentelemetry.instrumentation.sqlalchemy import SQLAlchemyInstrumentor
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

    defaults = {} if environ.get("OTEL_SERVICE_NAME") else {SERVICE_NAME: "svc"}
    provider = TracerProvider(resource=Resource.create(defaults))
    if exporter is not None:
        provider.add_span_processor(SimpleSpanProcessor(exporter))
    else:
        for configured in _exporters(environ):
            provider.add_span_processor(BatchSpanProcessor(configured))
    trace.set_tracer_provider(provider)
    # Its declared range stops before SQLAlchemy 2.1, whose engine events it uses unchanged
    # (tests/http/test_tracing.py checks the statements' spans).
    SQLAlchemyInstrumentor().instrument(tracer_provider=provider, skip_dep_check=True)
    HTTPXClientInstrumentor().instrument(tracer_provider=provider)
    RedisInstrumentor().instrument(tracer_provider=provider)
    _provider = provider
    return provider


def stop_tracing() -> None:
    """Undo ``start_tracing`` (tests): flush, stop instrumenting; later apps are not traced."""
    global _provider
    provider, _provider = _provider, None
    if provider is None:
        return
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
    from opentelemetry.instrumentation.redis import RedisInstrumentor
    from opentelemetry.instrumentation.sqlalchemy import SQLAlchemyInstrumentor

    for instrumentor in (SQLAlchemyInstrumentor(), HTTPXClientInstrumentor(), RedisInstrumentor()):
        instrumentor.uninstrument()
    provider.shutdown()


def traced(app: Any, provider: TracerProvider) -> Any:
    """``app`` inside a server span per request (HTTP and WebSocket)."""
    from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

    return OpenTelemetryMiddleware(
        _RouteName(app),
        default_span_details=_span_details,
        server_request_hook=_redact_url,
        tracer_provider=provider,
        exclude_spans=["receive", "send"],
    )


def _exporters(environ: Mapping[str, str]) -> list[SpanExporter]:
    names = [n.strip() for n in environ.get("OTEL_TRACES_EXPORTER", "otlp").split(",")]
    found: list[SpanExporter] = []
    for name in names:
        if name == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            found.append(OTLPSpanExporter())
        elif name == "console":
            from opentelemetry.sdk.trace.export import ConsoleSpanExporter

            found.append(ConsoleSpanExporter())
    return found


def _span_details(scope: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The method alone until the route is known (never the path as sent)."""
    return str(scope.get("method") or scope.get("type", "request")), {}


def _redact_url(span: Span, _scope: dict[str, Any]) -> None:
    attributes = getattr(span, "attributes", None) or {}
    for key in _URL_ATTRIBUTES:
        value = attributes.get(key)
        if isinstance(value, str):
            span.set_attribute(key, redact(value))
    query = attributes.get("url.query")
    if isinstance(query, str):
        span.set_attribute("url.query", redact(f"?{query}")[1:])


class _RouteName:
    """Names the server span after the route template once the app routed: when the answer
    (or the WebSocket's acceptance or refusal) starts, while the span is still open."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        from opentelemetry import trace

        span = trace.get_current_span()
        named = False

        async def send_naming(message: dict[str, Any]) -> None:
            nonlocal named
            if not named:
                named = True
                template = scope.get("path_template") or "<unmatched>"
                span.update_name(f"{scope.get('method') or 'WS'} {template}")
                span.set_attribute("http.route", template)
            await send(message)

        await self.app(scope, receive, send_naming)
