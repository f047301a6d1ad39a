"""What Litestar would redo on every request, done once at startup (bench/README.md, profile).

- **One guard**: Litestar hands each guard its own ``copy()`` of the route handler, on every
  request (``BaseRouteHandler.authorize_connection``). The app's guards run as one
  (``in_order``), in the order given, each with the same copy: one copy a request, not four.
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

from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler
from litestar.routes import HTTPRoute, WebSocketRoute

Guard = Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], Awaitable[None]]


def in_order(guards: Sequence[Guard]) -> Guard:
    """One guard that runs ``guards`` one after the other (the first to raise ends it)."""
    chain = tuple(guards)

    async def guard(connection: ASGIConnection[Any, Any, Any, Any], handler: Any) -> None:
        for each in chain:
            await each(connection, handler)

    return guard


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
