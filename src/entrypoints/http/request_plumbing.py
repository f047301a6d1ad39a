"""What Litestar would redo on every request, done once at startup (bench/README.md, profile).

- **The checks without a copy of the handler**: Litestar hands each guard its own ``copy()``
  of the route handler, on every request (``BaseRouteHandler.authorize_connection``; a tenth
  of a short request's framework time). The app's checks (``in_order``: NUL input, path ids,
  credentials, the address's rate limit, a server's secret, a route's proof) therefore run on
  HTTP as the first step of the app's ``before_request`` (``before_each``), with the handler
  itself: the same place in a request's life (after routing, before the query is decoded,
  the dependencies resolved and the body read), the same exceptions, the same problems.
  A route that does not get the app's ``before_request`` (a WebSocket route; a layer with a
  hook of its own, as the OpenAPI router) runs them as its guard (``checks_as_guard``), and
  ``every_route_checked`` refuses to build an app in which a route runs them never or twice.
- **Dependencies in sequence**: Litestar resolves the dependencies a handler needs level by
  level, and a level of two or more in an anyio task group (a task per dependency). The app's
  dependencies are an area or the clock (a cached attribute of the core) beside at most one
  that awaits (the principal, or a Connect caller): nothing to overlap, and the task group cost
  more than the rest of the dependency work (8-10% of a command poll's CPU). ``in_sequence``
  turns each level into levels of one, in the same order of levels, so they are awaited one
  after the other; an exception is raised as it was (Litestar unwrapped the group's first).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from litestar import Litestar, Request
from litestar.connection import ASGIConnection
from litestar.exceptions import ImproperlyConfiguredException
from litestar.handlers import BaseRouteHandler, HTTPRouteHandler
from litestar.routes import HTTPRoute, WebSocketRoute

Guard = Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], Awaitable[None]]
BeforeRequest = Callable[[Request[Any, Any, Any]], Awaitable[None]]
CHECKS = "svc.checks"
"""Key in the app's state: the checks every route runs (``in_order`` of the app's list)."""


def in_order(guards: Sequence[Guard]) -> Guard:
    """One guard that runs ``guards`` one after the other (the first to raise ends it)."""
    chain = tuple(guards)

    async def guard(connection: ASGIConnection[Any, Any, Any, Any], handler: Any) -> None:
        for each in chain:
            await each(connection, handler)

    return guard


def before_each(checks: Guard, then: BeforeRequest) -> BeforeRequest:
    """The app's ``before_request``: ``checks`` with the route's own handler, then ``then``."""

    async def before(request: Request[Any, Any, Any]) -> None:
        await checks(request, request.route_handler)
        await then(request)

    return before


async def checks_as_guard(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The app's checks as a guard, for the routes the app's ``before_request`` does not reach."""
    checks: Guard = connection.app.state[CHECKS]
    await checks(connection, handler)


def every_route_checked(app: Litestar, before: BeforeRequest) -> None:
    """Refuse an app in which a route would skip the checks or run them twice: every HTTP
    handler has the app's ``before_request`` or the guard, not both; every WebSocket handler
    has the guard."""
    for route in app.routes:
        handlers: list[BaseRouteHandler]
        if isinstance(route, HTTPRoute):
            handlers = [handler for handler, _ in route.route_handler_map.values()]
        elif isinstance(route, WebSocketRoute):
            handlers = [route.route_handler]
        else:
            continue
        for handler in handlers:
            guarded = checks_as_guard in handler.resolve_guards()
            hooked = (
                isinstance(handler, HTTPRouteHandler) and handler.resolve_before_request() is before
            )
            if guarded == hooked:
                raise ImproperlyConfiguredException(
                    f"{route.path}: the app's checks would run "
                    f"{'twice' if guarded else 'never'}; a WebSocket route, or a layer with a "
                    "before_request of its own, takes guards=[checks_as_guard] "
                    "(entrypoints/http/request_plumbing.py)"
                )


def in_sequence(app: Litestar) -> None:
    """Every route handler's dependency levels as levels of one dependency each."""
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            models = [model for _, model in route.route_handler_map.values()]
        elif isinstance(route, WebSocketRoute) and route.handler_parameter_model:
            models = [route.handler_parameter_model]
        else:
            continue
        for model in models:
            model.dependency_batches = [
                {dependency}
                for batch in model.dependency_batches
                for dependency in sorted(batch, key=lambda d: d.key)
            ]
