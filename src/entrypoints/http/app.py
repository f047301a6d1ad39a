"""The Litestar application: routes, problem details, OpenAPI, lifespan."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from litestar import Litestar
from litestar.types import ControllerRouterHandler

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from entrypoints.console.router import console_router
from entrypoints.http.asyncapi import asyncapi_json
from entrypoints.http.auth import require_credentials, require_proof
from entrypoints.http.body_limits import DEFAULT as DEFAULT_BODY_LIMIT
from entrypoints.http.body_limits import require_declared
from entrypoints.http.connect_auth import require_server
from entrypoints.http.connect_channels import ConnectChannels
from entrypoints.http.controllers import discovered
from entrypoints.http.cors import CorsMiddleware
from entrypoints.http.decoding import StrictQuery, StrictRequest
from entrypoints.http.dependencies import dependencies
from entrypoints.http.docs_assets import docs_asset
from entrypoints.http.heap import frozen_heap
from entrypoints.http.metrics import HttpMetrics
from entrypoints.http.nul_input import NulInput
from entrypoints.http.observability import ObservabilityMiddleware
from entrypoints.http.openapi import openapi_config
from entrypoints.http.openapi_examples import ExampleStructSchemaPlugin
from entrypoints.http.path_parameters import PATH_PARAMETERS, PathParameters
from entrypoints.http.problems import EXCEPTION_HANDLERS
from entrypoints.http.rate_limit import limit_by_address
from entrypoints.http.request_plumbing import (
    CHECKS,
    before_each,
    every_route_checked,
    in_order,
    in_sequence,
)
from entrypoints.http.route_access import check_access
from entrypoints.tracing import start_tracing, traced

CONTROLLERS: list[ControllerRouterHandler] = [*discovered(), asyncapi_json, docs_asset]
"""Every area's routes (``entrypoints/http/controllers/``), and the documents' own."""
# The operator console (entrypoints/console/), outside the OpenAPI document: fresh per app,
# as a Router keeps the app it was registered with.


def create_app(
    settings: Settings | None = None, core: Core | None = None
) -> ObservabilityMiddleware:  # wrapping CorsMiddleware(Litestar)
    """The ASGI app. Without ``core``, one is built and started at startup and closed at
    shutdown; a given ``core`` is the caller's to start and close (``async with core``)."""
    settings = settings or (core.settings if core else Settings.from_env())
    metrics = HttpMetrics()
    connect_channels = ConnectChannels(settings)
    strict_query = StrictQuery()
    path_parameters = PathParameters()
    nul_input = NulInput()
    checks = in_order(
        [
            nul_input.check,
            path_parameters.check,
            require_credentials,
            limit_by_address,
            require_server,
            require_proof,
        ]
    )
    before = before_each(checks, strict_query)

    @contextlib.asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        if core is not None:  # the caller runs it (``async with core``) and closes it
            metrics.attach(core)
            async with metrics.sampling(core):
                yield
            return
        async with await build_core(settings) as running:
            app.state.core = running
            metrics.attach(running)
            async with metrics.sampling(running):
                yield

    app = Litestar(
        route_handlers=[*CONTROLLERS, console_router()],
        dependencies=dependencies(),
        exception_handlers=EXCEPTION_HANDLERS,
        request_class=StrictRequest,  # bodies decoded strictly (entrypoints/http/decoding.py)
        request_max_body_size=DEFAULT_BODY_LIMIT,  # each body-taking handler declares its own
        # The app's checks, in this order: NUL in the path, query or form (nul_input.py),
        # malformed path ids, then a person's token (auth.py), then the address's rate limit
        # (rate_limit.py), then a server's secret (connect_auth.py) and a route's own proof
        # (auth.py): all before the query is decoded and the body read. Then numbers and
        # booleans of query strings (decoding.py). On HTTP they run as the before_request,
        # with the handler itself; WebSocket routes take them as their guard
        # (request_plumbing.py).
        before_request=before,
        openapi_config=openapi_config(),
        # The process's heap is frozen by the app that owns the process (heap.py): the one
        # `svc serve` builds without a core; a caller that brings its core (tests, embedding)
        # keeps its process's heap to itself and does not pay a full collection per app.
        lifespan=[lifespan, connect_channels.lifespan(), *([frozen_heap] if core is None else [])],
        plugins=[connect_channels.plugin, ExampleStructSchemaPlugin()],
        state=None,
        debug=False,
        logging_config=None,
    )
    app.state.metrics = metrics
    require_declared(app)  # every handler that takes a body has its own limit (body_limits.py)
    strict_query.learn(app)
    path_parameters.learn(app)
    nul_input.learn(app)
    in_sequence(app)  # dependencies awaited one by one, no task group (request_plumbing.py)
    app.state[PATH_PARAMETERS] = path_parameters
    app.state[CHECKS] = checks
    every_route_checked(app, before)  # each route runs the checks once (request_plumbing.py)
    if core is not None:
        app.state.core = core
    check_access(app)  # every handler declares who may call it (route_access.py)
    inner: Any = CorsMiddleware(app)
    provider = start_tracing()  # None unless the OTEL_* variables ask for tracing
    if provider is not None:
        inner = traced(inner, provider)
    return ObservabilityMiddleware(inner, metrics, settings.http.http_body_timeout)
